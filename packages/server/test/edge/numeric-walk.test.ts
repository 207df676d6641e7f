import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { signIn } from "../support/api";
import { fetchInlinedDocument } from "../support/openapi";
import { rawRequest } from "./raw-http";

/**
 * The numeric policy at the edge: every number a request carries — query, path or body, at any depth — is a finite
 * safe integer (or finite number) inside its declared range, written in plain decimal, or the request answers 400
 * naming it. The parameters are read from the OpenAPI document, so a new route is walked without editing this file.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Schema = Record<string, any>;

interface NumericTarget {
  method: string;
  /** The OpenAPI path, e.g. /api/universal/v1/score/deleteScore/{id}. */
  path: string;
  where: "query" | "path" | "body";
  /** Query or path parameter name, or the property path inside the body. */
  name: string[];
  schema: Schema;
  /** The validation context and instance path the 400 must name, e.g. "querystring/page" or "body/msgContent/source_type". */
  label: string;
}

interface Operation {
  method: string;
  path: string;
  parameters: Array<{ in: string; name: string; required?: boolean; schema: Schema }>;
  body?: { contentType: string; schema: Schema };
}

/** Written into query strings and path segments. */
const HOSTILE_TEXT = [
  "1e309",
  "-1e309",
  "Infinity",
  "-Infinity",
  "NaN",
  "1e20",
  "-1e20",
  "12345678901234567890",
  "9".repeat(400),
  "-0",
  "0x10",
  "0b1",
  "0o7",
  "1e3",
  "1E2",
  "1.5",
  " 1",
  "1 ",
  "+1",
  "",
  "true",
  "null",
];
/** Raw JSON tokens written in place of a body number: numbers JSON.parse turns into Infinity, huge or fractional values, and strings. */
const HOSTILE_JSON = [
  "1e309",
  "-1e309",
  "1e400",
  "1e20",
  "12345678901234567890",
  "1.5",
  "true",
  "null",
  "[]",
  "{}",
  "[1,2]",
  ...HOSTILE_TEXT.map((text) => JSON.stringify(text)),
];

const isNumeric = (schema: Schema | undefined): boolean =>
  !!schema &&
  (schema.type === "integer" ||
    schema.type === "number" ||
    (Array.isArray(schema.anyOf ?? schema.oneOf) && (schema.anyOf ?? schema.oneOf).every(isNumeric)));

/** A value the schema accepts; named values where the schema alone cannot make one that reaches the handler. */
function sample(schema: Schema, name: string, known: Record<string, unknown>): unknown {
  if (name in known) return known[name];
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const branches: Schema[] | undefined = schema.anyOf ?? schema.oneOf;
  if (branches) return sample(branches.find((branch) => branch.type !== "null") ?? branches[0]!, name, known);
  switch (schema.type) {
    case "integer":
    case "number":
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case "boolean":
      return false;
    case "string":
      return "x".repeat(Math.max(1, schema.minLength ?? 1));
    case "array":
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}, name, known));
    case "object":
    default: {
      const properties: Record<string, Schema> = schema.properties ?? {};
      return Object.fromEntries(
        (schema.required ?? []).map((key: string) => [key, sample(properties[key] ?? {}, key, known)]),
      );
    }
  }
}

/** Every numeric leaf of a body schema, with its property path (array items are reached through index 0). */
function bodyNumbers(schema: Schema, at: string[] = []): Array<{ at: string[]; schema: Schema }> {
  if (isNumeric(schema)) return [{ at, schema }];
  if (schema.type === "array" && schema.items) return bodyNumbers(schema.items, [...at, "0"]);
  const found = Object.entries<Schema>(schema.properties ?? {}).flatMap(([key, child]) =>
    bodyNumbers(child, [...at, key]),
  );
  const branches: Schema[] = schema.anyOf ?? schema.oneOf ?? schema.allOf ?? [];
  return [...found, ...branches.flatMap((branch) => bodyNumbers(branch, at))];
}

function setAt(target: unknown, at: string[], value: unknown): unknown {
  if (at.length === 0) return value;
  const [head, ...rest] = at as [string, ...string[]];
  const container: Record<string, unknown> = Array.isArray(target)
    ? ([...target] as never)
    : { ...(target as Record<string, unknown>) };
  if (Array.isArray(container) && container.length === 0) container.push({});
  container[head] = setAt(container[head] ?? {}, rest, value);
  return container;
}

let server: TestServer;
let operations: Operation[];
let targets: NumericTarget[];
let known: Record<string, unknown>;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer();
  adminToken = await signIn(server, "admin");
  const auth = { authorization: `Bearer ${adminToken}` };
  // Real records, so that a number that slipped through would reach storage rather than stop at a lookup.
  const session = await (
    await fetch(
      `${server.url}/api/common/api/partfile/v1/initPartUploadTaskByEntity?bucketName=sxz-course&module=video&partSize=2048`,
      {
        method: "POST",
        headers: { ...auth, "content-type": "application/json" },
        body: JSON.stringify({ fileName: "walk.bin" }),
      },
    )
  ).json();
  const ticket = await (
    await fetch(`${server.url}/api/km/v1/file/upload?bucketName=sxz-image&module=review&fileName=walk.png`, {
      headers: auth,
    })
  ).json();
  const putUrl = new URL(ticket.data.url);
  known = {
    uploadId: session.data.uploadId,
    uuid: ticket.data.uuid,
    expires: Number(putUrl.searchParams.get("expires")),
    signature: putUrl.searchParams.get("signature"),
    resourceId: "course-data",
    bucketName: "sxz-course",
    module: "video",
    fileName: "walk.bin",
    tenantId: "demo",
    key: "klt.beta.flag.school",
    provider: "group",
    workplace: "workplace",
    userId: "user-learner",
    content: "walk",
    msgType: "tracking",
    eventCode: "walk",
    eventType: "view",
  };

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const document = await fetchInlinedDocument<{ paths: Record<string, Record<string, any>> }>(server.url);
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const content: Record<string, { schema: Schema }> = operation.requestBody?.content ?? {};
      const contentType = "application/json" in content ? "application/json" : Object.keys(content)[0];
      return {
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: contentType ? { contentType, schema: content[contentType]!.schema } : undefined,
      };
    }),
  );
  targets = operations.flatMap((operation) => {
    const found: NumericTarget[] = [];
    for (const parameter of operation.parameters) {
      if (!isNumeric(parameter.schema) || (parameter.in !== "query" && parameter.in !== "path")) continue;
      const context = parameter.in === "query" ? "querystring" : "params";
      found.push({
        method: operation.method,
        path: operation.path,
        where: parameter.in,
        name: [parameter.name],
        schema: parameter.schema,
        label: `${context}/${parameter.name}`,
      });
    }
    if (operation.body) {
      for (const leaf of bodyNumbers(operation.body.schema)) {
        found.push({
          method: operation.method,
          path: operation.path,
          where: "body",
          name: leaf.at,
          schema: leaf.schema,
          label: `body/${leaf.at.join("/")}`,
        });
      }
    }
    return found;
  });
}, 60_000);

afterAll(async () => server.close());

/** The request for one operation with every parameter valid, except `override` written raw at `target`. */
async function send(target: NumericTarget, override?: { text?: string | string[]; json?: string }) {
  const operation = operations.find((op) => op.method === target.method && op.path === target.path)!;
  const query = new URLSearchParams();
  let path = operation.path;
  for (const parameter of operation.parameters) {
    const isTarget = target.where === parameter.in && target.name[0] === parameter.name;
    const values =
      isTarget && override?.text !== undefined
        ? [override.text].flat()
        : [String(sample(parameter.schema, parameter.name, known))];
    if (parameter.in === "query" && (parameter.required || isTarget))
      for (const value of values) query.append(parameter.name, value);
    if (parameter.in === "path") path = path.replace(`{${parameter.name}}`, encodeURIComponent(values[0]!));
  }
  query.set("sxz-lang", "en_US");
  let body: string | undefined;
  const headers: Record<string, string> = { authorization: `Bearer ${adminToken}` };
  if (operation.body) {
    const valid = sample(operation.body.schema, "", known);
    const marker = "__hostile_number__";
    const shaped =
      target.where === "body"
        ? setAt(
            valid,
            target.name,
            override?.json === undefined ? sample(target.schema, target.name.at(-1)!, known) : marker,
          )
        : valid;
    body = JSON.stringify(shaped).replace(`"${marker}"`, override?.json ?? "");
    headers["content-type"] =
      operation.body.contentType === "application/json" ? "application/json" : operation.body.contentType;
  }
  return rawRequest(server.url, `${path}?${query.toString()}`, { method: target.method, headers, body });
}

/** Whether JSON `-0` is simply zero here: it is refused only where zero is out of range. */
function zeroAllowed(schema: Schema): boolean {
  const branches: Schema[] = schema.anyOf ?? schema.oneOf ?? [schema];
  return branches.some(
    (branch) =>
      (branch.minimum ?? -Infinity) <= 0 &&
      (branch.maximum ?? Infinity) >= 0 &&
      (branch.const === undefined || branch.const === 0) &&
      (!branch.enum || branch.enum.includes(0)),
  );
}

describe("one numeric policy at the edge", () => {
  it("finds the numeric parameters of the OpenAPI document, in queries, paths and bodies", () => {
    const labels = targets.map((target) => `${target.method} ${target.path} ${target.label}`);
    expect(labels).toEqual(
      expect.arrayContaining([
        "POST /api/common/api/partfile/v1/open/uploadPart querystring/partNumberList",
        "POST /api/common/api/partfile/v1/initPartUploadTaskByEntity querystring/partSize",
        "POST /api/common/api/partfile/v1/initPartUploadTaskByEntity body/fileSize",
        "GET /api/universal/v1/score/queryMessages querystring/page",
        "GET /api/universal/v1/score/queryMessages querystring/pageSize",
        "GET /api/message/v1/events querystring/offset",
        "GET /api/message/v1/events querystring/limit",
        "POST /api/universal/v1/score/giveScore body/score",
        "GET /api/universal/v1/score/deleteScore/{id} params/id",
        "PUT /api/km/v1/file/put/{uuid} querystring/expires",
        "POST /api/message/v1/event body/msgContent/source_type",
      ]),
    );
  });

  it("a valid value of every numeric parameter is not refused on its account (the walk reaches each one)", async () => {
    const refused: string[] = [];
    for (const target of targets) {
      const answer = await send(target);
      if (answer.status === 400 && String(answer.json?.message).includes(`${target.label} `))
        refused.push(`${target.method} ${target.path} ${target.label}: ${answer.json.message}`);
      if (answer.status >= 500) refused.push(`${target.method} ${target.path} ${target.label}: ${answer.status}`);
    }
    expect(refused).toEqual([]);
  }, 120_000);

  it("hostile numbers in queries and paths (±1e309, Infinity, NaN, 1e20, -0, hex, exponents, digit runs, repeats) answer 400 naming the parameter", async () => {
    const failures: string[] = [];
    for (const target of targets.filter((t) => t.where !== "body")) {
      const values: Array<string | string[]> = [...HOSTILE_TEXT];
      if (target.where === "query")
        values.push([String(sample(target.schema, target.name[0]!, known)), "1e309"], ["1e309", "1"]);
      for (const value of values) {
        const answer = await send(target, { text: value });
        const named =
          answer.status === 400 &&
          answer.json?.code === 400 &&
          String(answer.json?.message).includes(`${target.label} `);
        // An empty path segment, or one longer than the router's parameter limit, matches no route: any 4xx refuses it.
        const refusedElsewhere =
          target.where === "path" &&
          (value === "" || value.length > 100) &&
          answer.status >= 400 &&
          answer.status < 500;
        if (!named && !refusedElsewhere)
          failures.push(
            `${target.method} ${target.path} ${target.label}=${JSON.stringify(value).slice(0, 40)} → ${answer.status} ${answer.text.slice(0, 140)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('hostile numbers in bodies (JSON Infinity, 1e20, fractions, strings such as "1e309", arrays) answer 400 naming the field', async () => {
    const failures: string[] = [];
    for (const target of targets.filter((t) => t.where === "body")) {
      for (const token of [...HOSTILE_JSON, "-0"]) {
        const answer = await send(target, { json: token });
        const named =
          answer.status === 400 &&
          answer.json?.code === 400 &&
          String(answer.json?.message).includes(`${target.label} `);
        const harmlessZero =
          token === "-0" &&
          zeroAllowed(target.schema) &&
          answer.status < 500 &&
          !(answer.status === 400 && String(answer.json?.message).includes(`${target.label} `));
        if (!named && !harmlessZero)
          failures.push(
            `${target.method} ${target.path} ${target.label}=${token.slice(0, 40)} → ${answer.status} ${answer.text.slice(0, 140)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it("after the walk no table holds a non-finite or unsafe number and the server still answers", async () => {
    const db = server.app.database.db;
    const offenders: string[] = [];
    if (server.app.database.dialect === "sqlite") {
      const tables = await sql<{
        name: string;
      }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
      for (const { name } of tables.rows) {
        const columns = await sql<{ name: string }>`select name from pragma_table_info(${name})`.execute(db);
        for (const column of columns.rows) {
          const found = await sql<{
            n: number;
          }>`select count(*) as n from ${sql.table(name)} where typeof(${sql.ref(column.name)}) = 'real' and abs(${sql.ref(column.name)}) > 9007199254740991`.execute(
            db,
          );
          if (Number(found.rows[0]?.n) > 0) offenders.push(`${name}.${column.name}`);
        }
      }
    } else {
      const columns = await sql<{ table_name: string; column_name: string }>`
        select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('real', 'double precision', 'numeric')`.execute(db);
      for (const column of columns.rows) {
        const found = await sql<{
          n: number;
        }>`select count(*)::int as n from ${sql.table(column.table_name)} where ${sql.ref(column.column_name)} in ('Infinity', '-Infinity', 'NaN')`.execute(
          db,
        );
        if (Number(found.rows[0]?.n) > 0) offenders.push(`${column.table_name}.${column.column_name}`);
      }
    }
    expect(offenders).toEqual([]);
    const parts = await db
      .selectFrom("upload_parts")
      .select("part_number")
      .where("upload_id", "=", known.uploadId as string)
      .execute();
    expect(
      parts.every((part) => Number.isSafeInteger(Number(part.part_number)) && Number(part.part_number) <= 10_000),
    ).toBe(true);
    // The session the walk aimed its part numbers at still combines (or says which parts are missing) at once.
    const combine = await fetch(
      `${server.url}/api/common/api/partfile/v1/combinePart?uploadId=${known.uploadId as string}&sxz-lang=en_US`,
      { headers: { authorization: `Bearer ${adminToken}` } },
    );
    expect(combine.status).toBe(400);
    expect(((await combine.json()) as { message: string }).message).toContain("parts 1 are missing");
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
  });
});
