import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import Cookies from "js-cookie";
import { TOKEN_COOKIES } from "../src/auth/token-store";
import { envelope, json, startStubServer } from "./support/stub-server";
import type { StubServer } from "./support/stub-server";
import { resetPage } from "./support/page";
import { TRANSPORTS } from "./support/transports";

/** A recording server: these tests are about what leaves the page, so the server only echoes. */
let api: StubServer;
let cdn: StubServer;
beforeAll(async () => {
  api = await startStubServer((_request, response) => json(response, 200, envelope({ ok: true })));
  cdn = await startStubServer((_request, response) => json(response, 200, { file: "x" }));
});
afterAll(async () => {
  await api.close();
  await cdn.close();
});
beforeEach(() => {
  resetPage("/?schoolId=school-9&sxz-lang=ja_JP");
  api.seen.length = 0;
  cdn.seen.length = 0;
  Cookies.set(TOKEN_COOKIES.access, "token-a", { path: "/" });
  Cookies.set(TOKEN_COOKIES.refresh, "token-r", { path: "/" });
  Cookies.set(TOKEN_COOKIES.userId, "user-7", { path: "/" });
});

describe.each(TRANSPORTS)("headers of platform calls ($name)", ({ create }) => {
  it("[CL-API-1] authenticated calls carry Bearer, tenant_id and tenantId, user_id, uuid, sxz-lang and JSON content type for objects", async () => {
    const client = create({ baseURL: api.url });
    await client.request({ method: "POST", url: "/api/anything", data: { a: 1 } });
    const [seen] = api.seen;
    expect(seen!.headers).toMatchObject({
      authorization: "Bearer token-a",
      tenant_id: "school-9",
      tenantid: "school-9",
      user_id: "user-7",
      "sxz-lang": "ja_JP",
    });
    expect(seen!.headers["content-type"]).toMatch(/^application\/json/);
    expect(seen!.headers.uuid).toBe(localStorage.getItem("SXZ_uuid")!.replace(/"/g, ""));
    expect(seen!.headers.terminal).toBeUndefined();
    client.dispose();
  });

  it("[CL-API-1] a caller's preset Authorization is kept, and an anonymous call carries no token or user", async () => {
    const client = create({ baseURL: api.url });
    await client.request({ url: "/api/preset", headers: { Authorization: "Bearer caller-token" } });
    await client.request({ url: "/api/anonymous", sxz: { anonymous: true } });
    expect(api.calls("/api/preset")[0]!.headers.authorization).toBe("Bearer caller-token");
    const anonymous = api.calls("/api/anonymous")[0]!.headers;
    expect(anonymous.authorization).toBeUndefined();
    expect(anonymous.user_id).toBeUndefined();
    expect(anonymous.tenant_id).toBe("school-9");
    client.dispose();
  });

  it("[CL-API-2] static-content hosts are called without a token or platform headers", async () => {
    const cdnHost = new URL(cdn.url).host;
    const client = create({ baseURL: api.url, staticHosts: [cdnHost] });
    await client.request({ url: `${cdn.url}/static/file.json` });
    const [seen] = cdn.seen;
    expect(seen!.headers.authorization).toBeUndefined();
    expect(seen!.headers.user_id).toBeUndefined();
    expect(seen!.headers.uuid).toBeUndefined();
    client.dispose();
  });

  it("[CL-API-1] a token never goes to an origin that is neither the page's, the API's, nor trusted", async () => {
    const client = create({ baseURL: api.url });
    await client.request({ url: `${cdn.url}/third-party` });
    expect(cdn.seen[0]!.headers.authorization).toBeUndefined();
    const trusting = create({ baseURL: api.url, trustedOrigins: [cdn.url] });
    await trusting.request({ url: `${cdn.url}/trusted` });
    expect(cdn.calls("/trusted")[0]!.headers.authorization).toBe("Bearer token-a");
    client.dispose();
    trusting.dispose();
  });

  it("[CL-ENV-2] inside the mini-program container every authenticated call carries the terminal header", async () => {
    const client = create({
      baseURL: api.url,
      environment: { kind: "miniprogram", mobileWeb: false },
      workplaceTerminal: "welink",
    });
    await client.request({ url: "/api/in-container" });
    expect(api.seen[0]!.headers.terminal).toBe("welink");
    client.dispose();
  });

  it("[CL-RT-8] the tenant comes from tenantId, else tenant_id, else schoolId, else the stored one", async () => {
    const client = create({ baseURL: api.url });
    history.replaceState(null, "", "/?tenant_id=t2&schoolId=t3");
    await client.request({ url: "/api/t" });
    history.replaceState(null, "", "/?tenantId=t1&tenant_id=t2");
    await client.request({ url: "/api/t" });
    history.replaceState(null, "", "/");
    await client.request({ url: "/api/t" });
    expect(api.calls("/api/t").map((request) => request.headers.tenant_id)).toEqual(["t2", "t1", "school-9"]);
    client.dispose();
  });
});
