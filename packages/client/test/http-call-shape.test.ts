import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isAxiosError, isCancel } from "axios";
import { HttpStatusError } from "../src/http/transport";
import { json, startStubServer } from "./support/stub-server";
import type { SeenRequest, StubServer } from "./support/stub-server";
import { resetPage, testClient } from "./support/page";
import type { TestClient } from "./support/page";

// `client.http` keeps axios's call shape over fetch: the forms of a call, the config a host passes, the answer and
// the errors it gets back. An echo server says what arrived.
let echo: StubServer;
let client: TestClient;
let release: () => void = () => undefined;
beforeAll(async () => {
  echo = await startStubServer((request: SeenRequest, response) => {
    if (request.path === "/status") return json(response, Number(request.query.get("code")), { code: 1 });
    if (request.path === "/text") return void response.writeHead(200, { "content-type": "text/plain" }).end("plain");
    if (request.path === "/held")
      return new Promise<void>((resolve) => (release = resolve)).then(() => json(response, 200, {}));
    return json(response, 200, {
      method: request.method,
      query: Object.fromEntries(request.query),
      type: request.headers["content-type"] ?? null,
      body: request.body,
    });
  });
});
afterAll(() => echo.close());
beforeEach(() => {
  resetPage("/");
  client = testClient({ baseURL: echo.url });
  return () => client.dispose();
});

describe("client.http: axios's call shape", () => {
  it("is callable as http(config) and http(url, config), and has request and the method shorthands", async () => {
    expect((await client.http({ url: "/a", method: "PUT", data: { x: 1 } })).data).toMatchObject({ method: "PUT" });
    expect((await client.http("/a", { method: "PATCH" })).data).toMatchObject({ method: "PATCH" });
    expect((await client.http.request({ url: "/a", params: { page: 2, skip: undefined } })).data).toMatchObject({
      method: "GET",
      query: { page: "2" },
    });
    for (const method of ["get", "delete", "head", "options"] as const) {
      const answer = await client.http[method]("/a");
      // The echo server answers OPTIONS as a CORS preflight: 204.
      expect(answer.status, method).toBe(method === "options" ? 204 : 200);
      expect(answer.config.method, method).toBe(method.toUpperCase());
    }
    const posted = await client.http.post("/a", { title: "x" });
    expect(posted).toMatchObject({ status: 200, statusText: "OK" });
    expect(posted.headers["content-type"]).toBe("application/json");
    expect(posted.data).toMatchObject({ type: "application/json;charset=UTF-8", body: '{"title":"x"}' });
    expect((await client.http.put("/a", "raw text")).data).toMatchObject({ method: "PUT", body: "raw text" });
    expect(client.http.getUri({ url: "/a", params: { q: "1 2" } })).toBe(`${echo.url}/a?q=1+2`);
  });

  it("postForm, putForm and patchForm send a plain object's fields as multipart/form-data", async () => {
    for (const method of ["postForm", "putForm", "patchForm"] as const) {
      const answer = await client.http[method]("/a", { name: "lecture", tags: ["a", "b"] });
      const { type, body } = answer.data as { type: string; body: string };
      expect(type, method).toMatch(/^multipart\/form-data; boundary=/);
      expect(body.match(/name="tags"/g), method).toHaveLength(2);
      expect(body, method).toContain("lecture");
    }
  });

  it("reads the body as the config's responseType says", async () => {
    expect((await client.http.get("/text")).data).toBe("plain");
    expect((await client.http.get("/a", { responseType: "text" })).data).toMatch(/^\{"method":"GET"/);
    expect(await (await client.http.get<Blob>("/text", { responseType: "blob" })).data.text()).toBe("plain");
    const buffer = (await client.http.get<ArrayBuffer>("/text", { responseType: "arraybuffer" })).data;
    expect(new TextDecoder().decode(buffer)).toBe("plain");
  });

  it("rejects outside validateStatus with axios's fields and codes, and resolves what validateStatus accepts", async () => {
    const refused = await client.http.get("/status", { params: { code: 418 } }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpStatusError);
    expect(isAxiosError(refused)).toBe(true);
    expect(refused).toMatchObject({ code: "ERR_BAD_REQUEST", response: { status: 418, data: { code: 1 } } });
    expect((refused as HttpStatusError).config.url).toBe("/status");
    const failing = await client.http.get("/status", { params: { code: 502 } }).catch((error: unknown) => error);
    expect(failing).toMatchObject({ code: "ERR_BAD_RESPONSE", response: { status: 502 } });
    const accepted = await client.http.get("/status", { params: { code: 418 }, validateStatus: () => true });
    expect(accepted.status).toBe(418);
  });

  it("an aborted call rejects as axios cancels (ERR_CANCELED, isCancel); a network failure is ERR_NETWORK", async () => {
    const controller = new AbortController();
    const held = client.http.get("/held", { signal: controller.signal }).catch((error: unknown) => error);
    await expect.poll(() => echo.calls("/held").length).toBe(1);
    controller.abort();
    const canceled = await held;
    release();
    expect(isCancel(canceled)).toBe(true);
    expect(canceled).toMatchObject({ code: "ERR_CANCELED", name: "CanceledError" });
    const offline = testClient({ baseURL: "http://127.0.0.1:9" });
    const unreachable = await offline.http.get("/a", { sxz: { raw: true } }).catch((error: unknown) => error);
    expect(unreachable).toMatchObject({ code: "ERR_NETWORK", isAxiosError: true });
    expect((unreachable as { response?: unknown }).response).toBeUndefined();
    offline.dispose();
  });

  it("the answer observers hear every answer, refused ones too, until they stop", async () => {
    const heard: number[] = [];
    const stop = client.http.observeAnswers((answer) => heard.push(answer.status));
    await client.http.get("/a");
    await client.http.get("/status", { params: { code: 404 } }).catch(() => undefined);
    stop();
    await client.http.get("/a");
    expect(heard).toEqual([200, 404]);
  });
});
