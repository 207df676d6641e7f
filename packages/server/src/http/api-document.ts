import { Kind } from "@sinclair/typebox";
import type { TSchema } from "@sinclair/typebox";
import type { SwaggerOptions } from "@fastify/swagger";
import * as contract from "@sxz/contract";
import type { ApiRoute, FailureStatus } from "@sxz/contract";
import { validationSchema } from "./api-route";

/**
 * The OpenAPI document, generated from the route table: every operation with its id, the contract's schemas as
 * named components, the error envelope for each failure status a call can meet, multipart bodies for the upload
 * forms. Routes that are not in the table (the demo site, the widget files, the reference itself) are left out.
 * Only the document changes here: requests are validated with the schemas the route was registered with.
 */

const SCHEMAS = "#/components/schemas/";

/** Every TypeBox schema the contract exports, by the name it is exported under. */
const contractSchemaNames = new Map<unknown, string>(
  Object.entries(contract)
    .filter(([, value]) => typeof value === "object" && value !== null && Kind in value)
    .map(([name, value]) => [value, name]),
);

const FAILURES: Record<FailureStatus, string> = {
  400: "Malformed request: the envelope with code 400 and a message saying what is wrong",
  401: "Not signed in, or the token expired: code 401 (the client refreshes once, then logs in again)",
  403: "Not permitted: code 403",
  404: "Not found: code 404",
  409: "Conflict with the current state (e.g. too many unfinished uploads): body code 901100007",
  413: "Body too large: code 413",
  429: "Too many requests: code 429, Retry-After header and retryAfterSeconds in the body",
  503: "Unavailable for now: the database does not answer or is busy, or the upload storage fails (code 500, Retry-After, retryAfterSeconds and fault in the body); for readiness: starting, draining or no database",
  507: 'Disk full: nothing was saved (code 500, Retry-After, retryAfterSeconds and fault "disk-full" in the body)',
};

/**
 * The failure statuses a call can meet: 400 with any input, 401/403 by access, 413 with a body, 429 past the rate
 * limit, 503 when the database or storage fails underneath (http/faults.ts), 507 for a write on a full disk.
 */
export function failureStatuses(entry: ApiRoute): FailureStatus[] {
  const ownAnswers = Object.keys(entry.failureAnswers ?? {}).map((status) => Number(status) as FailureStatus);
  const statuses = new Set<FailureStatus>([...(entry.failures ?? []), ...ownAnswers]);
  if (entry.params || entry.query || entry.body || entry.form) statuses.add(400);
  if (entry.access !== "anyone") statuses.add(401);
  if (entry.access === "admin") statuses.add(403);
  if (entry.body || entry.form || entry.rawBody) statuses.add(413);
  // Health checks are never rate-limited (http/route-scope.ts).
  if (entry.tags[0] !== "health") statuses.add(429);
  if (entry.id !== "healthLive") statuses.add(503);
  if (entry.method !== "GET") statuses.add(507);
  return [...statuses].sort((a, b) => a - b);
}

/** A named contract schema becomes a reference to its component; others stay inline. */
function named(schema: TSchema): TSchema | { $ref: string } {
  const name = contractSchemaNames.get(schema);
  return name ? { $ref: `${SCHEMAS}${name}` } : schema;
}

function json(description: string, schema: TSchema) {
  return { description, content: { "application/json": { schema: named(schema) } } };
}

/** The documented form of one table entry's operation. */
export function documentedSchema(entry: ApiRoute): Record<string, unknown> {
  const { response: _validated, body: _body, ...schema } = validationSchema(entry) as Record<string, unknown>;
  const responses: Record<number, unknown> = {};
  if (entry.answer)
    responses[200] = {
      description: "The answer (HTTP 200; business refusals carry their body code)",
      ...named(entry.answer),
    };
  if (entry.answers === "redirect")
    responses[302] = { description: "Redirect to targetUrl with _tpToken", type: "null" };
  if (entry.answers === "file") {
    responses[200] = {
      description: "The file's bytes",
      content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } },
    };
    responses[206] = {
      description: "The requested range",
      content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } },
    };
  }
  for (const status of failureStatuses(entry)) {
    const own = entry.failureAnswers?.[status];
    responses[status] = json(FAILURES[status], own ?? contract.ErrorEnvelope);
  }
  if (entry.form) return { ...schema, consumes: ["multipart/form-data"], body: entry.form, response: responses };
  if (entry.rawBody)
    return {
      ...schema,
      consumes: ["application/octet-stream"],
      body: { type: "string", format: "binary" },
      response: responses,
    };
  if (entry.body) return { ...schema, body: named(entry.body), response: responses };
  return { ...schema, response: responses };
}

/** The components every documented operation can reference: each named schema the table uses, and the error envelope. */
function componentSchemas(routes: readonly ApiRoute[]): Record<string, TSchema> {
  const components: Record<string, TSchema> = { ErrorEnvelope: contract.ErrorEnvelope };
  for (const entry of routes) {
    for (const schema of [entry.body, entry.answer, ...Object.values(entry.failureAnswers ?? {})]) {
      const name = schema && contractSchemaNames.get(schema);
      if (schema && name) components[name] = schema;
    }
  }
  return components;
}

export const apiDocumentOptions: SwaggerOptions = {
  openapi: {
    info: {
      title: "sxz platform API",
      version: "0.1.0",
      description:
        "Reference server of the sxz client kit. Answers are the envelope {code, data, message}: code 200 (or 0) is success; " +
        "business refusals answer HTTP 200 with their body code; malformed input, missing sign-in, refusals and limits answer " +
        "their HTTP status with the same envelope. The token endpoint speaks OAuth2 JSON instead.",
    },
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
      schemas: componentSchemas(contract.apiRouteList) as never,
    },
  },
  transform: ({ schema, url, route }) => {
    const entry = route.config?.apiRoute;
    // Only the route table's calls are the API; everything else (the demo site, files, the reference) is hidden.
    if (!entry || route.method === "HEAD") return { schema: { ...schema, hide: true }, url };
    return { schema: documentedSchema(entry) as never, url };
  },
};
