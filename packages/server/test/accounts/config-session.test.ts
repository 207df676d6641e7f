import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Value } from "@sinclair/typebox/value";
import { HostDomainsConfig } from "@sxz/contract";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { bearer, getJson, login, sendJson } from "./helpers";

describe("config properties", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());
  const value = (key: string, headers: Record<string, string> = {}, prefix = "") =>
    getJson(`${server.url}${prefix}/api/foundation/configProperty/open/value/${key}`, headers);

  it("[CL-API-4] [CL-API-10] serves the seeded keys as JSON text under both paths", async () => {
    const beta = await value("klt.beta.flag.school");
    expect(beta.status).toBe(200);
    expect(beta.body.code).toBe(200);
    expect(JSON.parse(beta.body.data)).toEqual(expect.arrayContaining(["localhost", "127.0.0.1"]));
    const intranet = await value("klt.beta.flag.school", {}, "/sxz");
    expect(intranet.body).toEqual(beta.body);
    const hw = await value("sxz.school.hwLoginDomain");
    expect(JSON.parse(hw.body.data)).toEqual(expect.arrayContaining([expect.stringMatching(/^https:\/\//)]));
  });

  it("[CL-ENT-4] serves klt.allHost.allDomain as hostDomains with flags, conflict domains and the sync pattern", async () => {
    const parsed = JSON.parse((await value("klt.allHost.allDomain")).body.data);
    expect(Value.Check(HostDomainsConfig, parsed)).toBe(true);
    expect(parsed.hostDomains.some((entry: { flag?: string }) => entry.flag === "sunset")).toBe(true);
    expect(parsed.hostDomains.some((entry: { isExclusiveHostNeedSync?: boolean }) => entry.isExclusiveHostNeedSync)).toBe(true);
    expect(() => new RegExp(parsed.judgeExclusiveHostNeedSyncReg)).not.toThrow();
  });

  it("[CL-VAL-4] answers an unknown key with HTTP 200, code -100 and data null", async () => {
    const unknown = await value("no.such.key", { "sxz-lang": "en_US" });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ code: -100, data: null, message: "No value is configured for this key." });
    expect((await value("bad key!")).status).toBe(400);
  });

  it("lets an admin override a key for their own school only", async () => {
    const admin = await login(server.url, "admin");
    const put = await sendJson(`${server.url}/api/foundation/configProperty/value/klt.beta.flag.school`, { value: '["demo.example.com"]' }, bearer(admin.access_token), "PUT");
    expect(put.body).toMatchObject({ code: 200, data: '["demo.example.com"]' });
    expect((await value("klt.beta.flag.school", { tenant_id: "demo" })).body.data).toBe('["demo.example.com"]');
    // Other schools and callers without a school keep the global value.
    expect((await value("klt.beta.flag.school", { tenant_id: "acme" })).body.data).toContain("localhost");
    expect((await value("klt.beta.flag.school")).body.data).toContain("localhost");
    const learner = await login(server.url, "learner");
    expect((await sendJson(`${server.url}/api/foundation/configProperty/value/x`, { value: "1" }, bearer(learner.access_token), "PUT")).status).toBe(403);
    expect((await sendJson(`${server.url}/api/foundation/configProperty/value/x`, { value: "1" }, {}, "PUT")).status).toBe(401);
  });
});

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
      expect((await getJson(`${server.url}/api/accounts/open/client/ip`)).body.data).toMatchObject({ internal: false, hasInternal: 0 });
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
      expect((await getJson(`${server.url}/api/sso/open/only4ssoTimeUpdate.do`, bearer(tokens.access_token))).body.data.loggedIn).toBe(true);
    } finally {
      await server.close();
    }
  });

  it("[CL-ST-11] sends beta_env: true on every response when BETA_ENV is set, and not otherwise", async () => {
    const beta = await startTestServer({ BETA_ENV: "true" });
    const plain = await startTestServer();
    try {
      expect((await fetch(`${beta.url}/api/foundation/configProperty/open/value/klt.beta.flag.school`)).headers.get("beta_env")).toBe("true");
      expect((await fetch(`${beta.url}/api/accounts/users/me`)).headers.get("beta_env")).toBe("true");
      expect((await fetch(`${plain.url}/api/foundation/configProperty/open/value/klt.beta.flag.school`)).headers.get("beta_env")).toBeNull();
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
      const config = await getJson(`${server.url}/api/foundation/configProperty/open/value/klt.beta.flag.school?sxz-lang=en_US`);
      expect(config.status).toBe(200);
      expect(config.body).toEqual({ code: 901100004, data: null, message: "Access from your network address is restricted." });
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
