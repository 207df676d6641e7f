import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import Cookies from "js-cookie";
import { isPlatformError } from "../src";
import { TOKEN_COOKIES } from "../src/auth/token-store";
import { startReferenceServer } from "./support/reference-server";
import type { TestServer } from "./support/reference-server";
import { envelope, json, startStubServer } from "./support/stub-server";
import type { StubServer } from "./support/stub-server";
import { resetPage, testClient } from "./support/page";
import { TRANSPORTS } from "./support/transports";

// One table of answer-side cases for every way of calling through the request pipeline: the full client's
// `http`, the lean core, and a host's axios instance with the pipeline installed.

let server: TestServer;
let stub: StubServer;
beforeAll(async () => {
  server = await startReferenceServer();
  stub = await startStubServer((request, response) => {
    const code = Number(request.query.get("code") ?? 200);
    return json(response, 200, envelope({ code }, code));
  });
});
afterAll(async () => {
  await server.close();
  await stub.close();
});
beforeEach(() => resetPage("/course/1"));

/** A signed-in page whose access token has gone stale: the next call meets a 401 and refreshes. */
async function staleSession(): Promise<string> {
  const client = testClient({ baseURL: server.url });
  await client.auth.login("learner", "learner");
  client.dispose();
  Cookies.set(TOKEN_COOKIES.access, "expired-access-token", { path: "/" });
  return Cookies.get(TOKEN_COOKIES.refresh)!;
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
const statusOf = (reason: unknown) => (reason as { response?: { status?: number } } | undefined)?.response?.status;

describe.each(TRANSPORTS)("the answer side ($name)", ({ create }) => {
  it("[CL-ERR-4] body code 404002 (an unknown school) is a normal answer", async () => {
    const transport = create({ baseURL: server.url });
    const answer = await transport.request({
      url: "/api/ischool/v1/open/schools/",
      method: "POST",
      data: { tenantId: "no-such-school" },
    });
    expect(answer.data).toMatchObject({ code: 404002, data: null });
    expect(transport.navigations).toEqual([]);
    transport.dispose();
  });

  it("[CL-ST-2] a stale token's 401 makes the page's one refresh and the call replays with the new token", async () => {
    await staleSession();
    const transport = create({ baseURL: server.url });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => transport.request({ url: "/api/accounts/users/me" })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(Cookies.get(TOKEN_COOKIES.access)).not.toBe("expired-access-token");
    transport.dispose();
  });

  it("[CL-ERR-1] an anonymous visitor's 401 is rejected as unauthorized without a refresh or a redirect", async () => {
    const transport = create({ baseURL: server.url });
    const error = await failureOf(transport.request({ url: "/api/accounts/users/me" }));
    expect(isPlatformError(error, "unauthorized")).toBe(true);
    expect(transport.navigations).toEqual([]);
    transport.dispose();
  });

  it("[CL-ROLE-1] a 403 is rejected as forbidden; a caller that resolves 403 itself gets the answer", async () => {
    const transport = create({ baseURL: stub.url });
    const refused = await failureOf(transport.request({ url: "/api/x", params: { code: 403 } }));
    expect(isPlatformError(refused, "forbidden")).toBe(true);
    const own = await transport.request({ url: "/api/x", params: { code: 403 }, sxz: { resolves403: true } });
    expect(own.data).toMatchObject({ code: 403 });
    expect(transport.navigations).toEqual([]);
    transport.dispose();
  });

  it("the layer's own calls (raw) pass the catalogue by: a 403 body code is the caller's, a 401 is never refreshed", async () => {
    const transport = create({ baseURL: stub.url });
    const answer = await transport.request({ url: "/api/x", params: { code: 403 }, sxz: { raw: true } });
    expect(answer.data).toMatchObject({ code: 403 });
    const direct = create({ baseURL: server.url });
    const refused = await failureOf(direct.request({ url: "/api/accounts/users/me", sxz: { raw: true } }));
    expect(isPlatformError(refused)).toBe(false);
    expect(statusOf(refused)).toBe(401);
    transport.dispose();
    direct.dispose();
  });

  it("[CL-API-2] a static host is called without a token, and its answer is the caller's", async () => {
    Cookies.set(TOKEN_COOKIES.access, "token-a", { path: "/" });
    Cookies.set(TOKEN_COOKIES.refresh, "token-r", { path: "/" });
    const host = new URL(stub.url).host;
    const transport = create({ baseURL: server.url, staticHosts: [host] });
    const answer = await transport.request({ url: `${stub.url}/static/x`, params: { code: 200 } });
    expect(answer.status).toBe(200);
    expect(stub.seen.at(-1)?.headers.authorization).toBeUndefined();
    transport.dispose();
  });
});
