import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redactSecrets } from "../../src/http/log-redaction";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";

/** At debug level every request is logged with its URL; credentials in query strings must not be. */

describe("secrets in logged URLs", () => {
  let server: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    server = await startTestServer(
      { LOG_LEVEL: "debug" },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
  });
  afterAll(async () => server.close());

  it("the refresh call, codes, _tpToken, access tokens and signatures in query strings are logged as [redacted]", async () => {
    const login = await fetch(`${server.url}/api/auth/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "grant_type=password&username=learner&password=learner",
    });
    const { refresh_token: refreshToken, access_token: accessToken } = (await login.json()) as {
      refresh_token: string;
      access_token: string;
    };
    // The client layer's refresh puts the refresh token in the query string (CL-API-5).
    const refreshed = await fetch(
      `${server.url}/api/auth/oauth/token?grant_type=refresh_token&refresh_token=${refreshToken}`,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: `grant_type=refresh_token&refresh_token=${refreshToken}`,
      },
    );
    expect(refreshed.status).toBe(200);
    const secrets = {
      refreshToken,
      accessToken,
      code: "code-value-4b1d",
      tpToken: "tp-token-value-77aa",
      signature: "signature-value-0c0c",
      encodedName: "encoded-name-value-9e9e",
      password: "password-value-1234",
    };
    await fetch(`${server.url}/api/auth/oauth/token?code=${secrets.code}&grant_type=authorization_code`, {
      method: "POST",
    });
    await fetch(
      `${server.url}/api/sso/open/only4ssoTimeUpdate.do?_tpToken=${secrets.tpToken}&access_token=${accessToken}`,
    );
    await fetch(
      `${server.url}/api/km/v1/file/static/00000000-0000-4000-8000-000000000000?signature=${secrets.signature}`,
    );
    await fetch(
      `${server.url}/api/accounts/open/client/ip?refresh%5Ftoken=${secrets.encodedName}&Password=${secrets.password}`,
    );

    const log = lines.join("");
    expect(log).toContain("incoming request");
    expect(log).toContain("/api/auth/oauth/token?grant_type=refresh_token&refresh_token=[redacted]");
    expect(log).toContain("_tpToken=[redacted]");
    expect(log).toContain("signature=[redacted]");
    for (const [name, value] of Object.entries(secrets)) expect(log, name).not.toContain(value);
  });

  it("redacts inside any logged text and leaves other parameters and look-alike names alone", () => {
    expect(redactSecrets('"url":"/x?grant_type=refresh_token&refresh_token=abc.def&postcode=12"')).toBe(
      '"url":"/x?grant_type=refresh_token&refresh_token=[redacted]&postcode=12"',
    );
    expect(redactSecrets("Reply was already sent in /api/a?ACCESS_TOKEN=zzz (GET)")).toBe(
      "Reply was already sent in /api/a?ACCESS_TOKEN=[redacted] (GET)",
    );
    expect(redactSecrets("/p?x=1&code=abc#frag")).toBe("/p?x=1&code=[redacted]#frag");
    expect(redactSecrets("/p?zipcode=1&tokens=2&state=s")).toBe("/p?zipcode=1&tokens=2&state=s");
  });
});
