import { describe, expect, it } from "vitest";
import { startTestServer } from "../../src/testing";
import { bearer, getJson, login } from "../support/http";

describe("network flags and heartbeat", () => {
  it("[CL-API-8] reports a client inside INTRANET_CIDRS as internal on both calls", async () => {
    const server = await startTestServer({ INTRANET_CIDRS: "10.0.0.0/8,127.0.0.0/8" });
    try {
      const ip = await getJson(`${server.url}/api/accounts/open/client/ip`);
      expect(ip.body).toMatchObject({ code: 200, data: { ip: "127.0.0.1", internal: true, hasInternal: 1 } });
      const contentx = await getJson(`${server.url}/api/foundation/request/open/contentx`);
      expect(contentx.body.data).toEqual({ intranet: true, ip: "127.0.0.1" });
    } finally {
      await server.close();
    }
  });

  it("[CL-API-8] reports a client outside INTRANET_CIDRS as external", async () => {
    const server = await startTestServer({ INTRANET_CIDRS: "10.0.0.0/8" });
    try {
      expect((await getJson(`${server.url}/api/accounts/open/client/ip`)).body.data).toMatchObject({
        internal: false,
        hasInternal: 0,
      });
      expect((await getJson(`${server.url}/api/foundation/request/open/contentx`)).body.data.intranet).toBe(false);
    } finally {
      await server.close();
    }
  });

  it("[CL-ST-14] answers the heartbeat with the server time and whether the caller is logged in", async () => {
    const server = await startTestServer();
    try {
      const anonymous = await getJson(`${server.url}/api/sso/open/only4ssoTimeUpdate.do`);
      expect(anonymous.body).toMatchObject({ code: 200, data: { loggedIn: false, serverTime: expect.any(Number) } });
      expect(Math.abs(anonymous.body.data.serverTime - Date.now())).toBeLessThan(60_000);
      const tokens = await login(server.url, "learner");
      expect(
        (await getJson(`${server.url}/api/sso/open/only4ssoTimeUpdate.do`, bearer(tokens.access_token))).body.data
          .loggedIn,
      ).toBe(true);
    } finally {
      await server.close();
    }
  });

  it("[CL-ST-11] sends beta_env: true on every response when BETA_ENV is set, and not otherwise", async () => {
    const beta = await startTestServer({ BETA_ENV: "true" });
    const plain = await startTestServer();
    try {
      expect(
        (await fetch(`${beta.url}/api/foundation/configProperty/open/value/klt.beta.flag.school`)).headers.get(
          "beta_env",
        ),
      ).toBe("true");
      expect((await fetch(`${beta.url}/api/accounts/users/me`)).headers.get("beta_env")).toBe("true");
      expect(
        (await fetch(`${plain.url}/api/foundation/configProperty/open/value/klt.beta.flag.school`)).headers.get(
          "beta_env",
        ),
      ).toBeNull();
    } finally {
      await beta.close();
      await plain.close();
    }
  });
});

describe("IP blocklist", () => {
  it("[CL-RT-3] answers IP_BLOCKLIST addresses with their IP-limit body code on every API call", async () => {
    const server = await startTestServer({ IP_BLOCKLIST: "127.0.0.0/8=901100004" });
    try {
      const config = await getJson(
        `${server.url}/api/foundation/configProperty/open/value/klt.beta.flag.school?sxz-lang=en_US`,
      );
      expect(config.status).toBe(200);
      expect(config.body).toEqual({
        code: 901100004,
        data: null,
        message: "Access from your network address is restricted.",
      });
      const me = await getJson(`${server.url}/api/accounts/users/me`);
      expect(me.body.code).toBe(901100004);
      const token = await fetch(`${server.url}/api/auth/oauth/token?grant_type=password`, { method: "POST" });
      expect(token.status).toBe(403);
      expect(await token.json()).toMatchObject({ error: "access_denied", code: 901100004 });
      // Operators can still see that the server is up.
      expect((await getJson(`${server.url}/api/health`)).body.code).toBe(200);
    } finally {
      await server.close();
    }
  });

  it("[CL-RT-3] defaults to 901100003 and leaves addresses outside the list alone", async () => {
    const blocked = await startTestServer({ IP_BLOCKLIST: "127.0.0.1/32" });
    const open = await startTestServer({ IP_BLOCKLIST: "203.0.113.0/24=901100008" });
    try {
      expect((await getJson(`${blocked.url}/api/sso/open/only4ssoTimeUpdate.do`)).body.code).toBe(901100003);
      expect((await getJson(`${open.url}/api/sso/open/only4ssoTimeUpdate.do`)).body.code).toBe(200);
    } finally {
      await blocked.close();
      await open.close();
    }
  });
});
