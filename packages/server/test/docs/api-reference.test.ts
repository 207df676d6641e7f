import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminRouteList, apiDocsPaths, apiRouteList as contractRouteList, API_PATH_PREFIXES } from "@sxz/contract";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { failureStatuses } from "../../src/http/api-document";

// The contract's calls and the platform admin API (the contract's adminRoutes, outside apiRoutes).
const apiRouteList = [...contractRouteList, ...adminRouteList];

// The OpenAPI document is read loosely: its shape is what these tests check.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Document = any;

/** Every method and path the server registered, read back from Fastify's route tree (`printRoutes`). */
function registeredRoutes(tree: string): Array<{ method: string; path: string }> {
  const routes: Array<{ method: string; path: string }> = [];
  const stack: string[] = [];
  for (const line of tree.split("\n")) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    for (const method of match[3]?.split(", ") ?? []) routes.push({ method, path: stack.join("") });
  }
  return routes;
}

const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, "{$1}");
const isDocsRoute = (path: string) => path === apiDocsPaths.reference || path.startsWith(`${apiDocsPaths.reference}/`);

describe("the route table, the registered routes and the API reference", () => {
  let server: TestServer;
  let document: Document;
  beforeAll(async () => {
    server = await startTestServer();
    document = await (await fetch(`${server.url}${apiDocsPaths.document}`)).json();
  }, 60_000);
  afterAll(async () => server.close());

  it("reads the route tree back (the parser finds known routes, with their methods)", () => {
    const routes = registeredRoutes(server.app.printRoutes({ commonPrefix: false }));
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: "GET", path: "/api/health" },
        { method: "PUT", path: "/api/accounts/users/:id/status" },
      ]),
    );
    expect(routes.length).toBeGreaterThan(apiRouteList.length);
  });

  it("every entry of the route table is registered by the server, with its method and path", () => {
    const missing = apiRouteList
      .filter((entry) => !server.app.hasRoute({ method: entry.method, url: entry.path }))
      .map((entry) => `${entry.id}: ${entry.method} ${entry.path}`);
    expect(missing).toEqual([]);
  });

  it("every route the server registers under /api is an entry of the route table (the reference's own pages aside)", () => {
    const table = new Set(apiRouteList.map((entry) => `${entry.method} ${entry.path}`));
    const outside = registeredRoutes(server.app.printRoutes({ commonPrefix: false }))
      .filter(
        (route) =>
          route.method !== "HEAD" &&
          API_PATH_PREFIXES.some((prefix) => route.path.startsWith(prefix)) &&
          !isDocsRoute(route.path),
      )
      .map((route) => `${route.method} ${route.path}`)
      .filter((route) => !table.has(route));
    expect(outside).toEqual([]);
  });

  it("is a structurally valid OpenAPI 3 document", () => {
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(Object.keys(document.paths).length).toBeGreaterThan(0);
    const ids: string[] = [];
    const refs: string[] = [];
    JSON.stringify(document, (key, value) => {
      if (key === "$ref") refs.push(value);
      if (key === "operationId") ids.push(value);
      return value;
    });
    // Every reference resolves to a component; operation ids are unique.
    expect(refs.filter((ref) => !(ref.replace("#/components/schemas/", "") in document.components.schemas))).toEqual(
      [],
    );
    expect(new Set(ids).size).toBe(ids.length);
    for (const [path, methods] of Object.entries<Document>(document.paths)) {
      expect(path.startsWith("/")).toBe(true);
      for (const [method, operation] of Object.entries<Document>(methods)) {
        expect(["get", "put", "post", "delete", "patch", "head", "options"]).toContain(method);
        for (const parameter of operation.parameters ?? []) {
          expect(["query", "path", "header", "cookie"]).toContain(parameter.in);
          if (parameter.in === "path") expect(parameter.required).toBe(true);
        }
        for (const [status, answer] of Object.entries<Document>(operation.responses)) {
          expect(status).toMatch(/^[1-5]\d\d$/);
          expect(typeof answer.description).toBe("string");
        }
      }
    }
  });

  it("documents every table entry: operation id, tags, summary, no default answers, the error envelope of each failure status", () => {
    const problems: string[] = [];
    for (const entry of apiRouteList) {
      const operation = document.paths[openApiPath(entry.path)]?.[entry.method.toLowerCase()];
      if (!operation) {
        problems.push(`${entry.id}: not in the document`);
        continue;
      }
      if (operation.operationId !== entry.id) problems.push(`${entry.id}: operationId ${operation.operationId}`);
      if (!operation.tags?.length || !operation.summary) problems.push(`${entry.id}: no tags or summary`);
      const statuses = Object.keys(operation.responses);
      if (
        statuses.includes("default") ||
        Object.values<Document>(operation.responses).some((answer) => answer.description === "Default Response")
      ) {
        problems.push(`${entry.id}: a default answer`);
      }
      if (!statuses.some((status) => status.startsWith("2") || status.startsWith("3")))
        problems.push(`${entry.id}: no success answer`);
      for (const status of failureStatuses(entry)) {
        if (!operation.responses[status]?.content?.["application/json"]?.schema)
          problems.push(`${entry.id}: no ${status} answer`);
      }
      if ((entry.access === "anyone") !== !operation.security)
        problems.push(`${entry.id}: security does not match access ${entry.access}`);
    }
    expect(problems).toEqual([]);
  });

  it("names the contract's schemas as components and documents failures with the error envelope", () => {
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        "ErrorEnvelope",
        "GiveScoreBody",
        "GiveScoreResponse",
        "ReviewPageResponse",
        "TokenResponse",
      ]),
    );
    const giveScore = document.paths["/api/universal/v1/score/giveScore"].post;
    expect(giveScore.requestBody.content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/GiveScoreBody",
    });
    expect(giveScore.responses[200].content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/GiveScoreResponse",
    });
    expect(Object.keys(giveScore.responses).sort()).toEqual(["200", "400", "401", "413", "429", "503", "507"]);
    expect(giveScore.responses[401].content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/ErrorEnvelope",
    });
    const flag = document.paths["/api/universal/v1/score/hidden"].put;
    expect(Object.keys(flag.responses).sort()).toEqual(["200", "400", "401", "403", "404", "429", "503", "507"]);
    // The token endpoint answers OAuth2 errors, documented as such.
    const token = document.paths["/api/auth/oauth/token"].post;
    expect(token.responses[401].content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/OAuthError",
    });
    expect(document.components.schemas.OAuthError.properties).toHaveProperty("error_description");
  });

  it("documents the upload forms as multipart bodies and the signed PUT as bytes", () => {
    const part =
      document.paths["/api/common/api/partfile/v1/open/uploadPart"].post.requestBody.content["multipart/form-data"]
        .schema;
    expect(part.properties.file).toEqual({ type: "string", format: "binary" });
    const documentForm =
      document.paths["/api/document/v1/documents/upload"].post.requestBody.content["multipart/form-data"].schema;
    expect(Object.keys(documentForm.properties).sort()).toEqual(["file", "fileName", "provider"]);
    expect(document.paths["/api/km/v1/file/put/{uuid}"].put.requestBody.content).toHaveProperty(
      "application/octet-stream",
    );
    expect(document.paths["/api/auth/open/third/{provider}/authorization_code"].get.responses).toHaveProperty("302");
  });

  it("leaves the demo site, the widget files and the reference's own pages out of the document", () => {
    const paths = Object.keys(document.paths);
    expect(paths.filter((path) => !API_PATH_PREFIXES.some((prefix) => path.startsWith(prefix)))).toEqual([]);
    expect(paths.filter(isDocsRoute)).toEqual([]);
    expect(paths.length).toBe(new Set(apiRouteList.map((entry) => entry.path)).size);
  });

  it("serves the interactive reference at /api/docs from the server's own files, under the site's CSP", async () => {
    const page = await fetch(`${server.url}${apiDocsPaths.reference}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    const html = await page.text();
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    // Nothing from another origin: the reference works offline.
    expect(assets.filter((asset) => /^(https?:)?\/\//.test(asset))).toEqual([]);
    expect(assets).toEqual(
      expect.arrayContaining([
        expect.stringContaining("swagger-ui-bundle.js"),
        expect.stringContaining("swagger-initializer.js"),
      ]),
    );
    for (const asset of assets) {
      const answer = await fetch(new URL(asset, `${server.url}${apiDocsPaths.reference}/`));
      expect(answer.status, asset).toBe(200);
      // Read to the end: an unread body would hold the connection open past the server's close.
      expect((await answer.arrayBuffer()).byteLength, asset).toBeGreaterThan(0);
    }
    const spec = await (await fetch(`${server.url}${apiDocsPaths.reference}/json`)).json();
    expect(spec.paths["/api/universal/v1/score/giveScore"].post.operationId).toBe("giveScore");
  });
});
