import { HOSTILE_REDIRECTS, LEGAL_REDIRECTS, REDIRECT_CASE_POLICY, isAbsoluteHttp } from "@sxz/contract/rule-cases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    PUBLIC_ORIGIN: REDIRECT_CASE_POLICY.origin,
    REDIRECT_ALLOWED_HOSTS: (REDIRECT_CASE_POLICY.allowedHosts ?? []).join(","),
  });
});
afterAll(async () => server.close());

function startThirdPartyLogin(target: string) {
  const targetUrl = encodeURIComponent(Buffer.from(target).toString("base64"));
  return server.app.inject({
    method: "GET",
    url: `/api/auth/open/third/group/authorization_code?targetUrl=${targetUrl}`,
  });
}

// The third-party login's return address is judged by the same rule as the client layer's login redirects, on a
// server whose own origin is the page the cases are judged on. It takes absolute addresses only: it has no page to
// resolve a relative one against.
describe("the third-party login's return address", () => {
  it.each(LEGAL_REDIRECTS.filter(isAbsoluteHttp))("[CL-VAL-5] the shared redirect rule accepts %j", async (target) => {
    const response = await startThirdPartyLogin(target);
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${new URL(target).origin}${new URL(target).pathname}`);
  });

  it.each(HOSTILE_REDIRECTS)("[CL-VAL-5] the shared redirect rule refuses %j with a 400", async (target) => {
    const response = await startThirdPartyLogin(target);
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.json()).toMatchObject({ code: 400 });
  });

  it.each(LEGAL_REDIRECTS.filter((target) => !isAbsoluteHttp(target)))(
    "[CL-VAL-5] a relative or mailto target %j is not a return address",
    async (target) => {
      expect((await startThirdPartyLogin(target)).statusCode).toBe(400);
    },
  );
});
