import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Value } from "@sinclair/typebox/value";
import { HostDomainsConfig } from "@sxz/contract";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { bearer, getJson, login, sendJson } from "../support/http";

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
    expect(
      parsed.hostDomains.some((entry: { isExclusiveHostNeedSync?: boolean }) => entry.isExclusiveHostNeedSync),
    ).toBe(true);
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
    const put = await sendJson(
      `${server.url}/api/foundation/configProperty/value/klt.beta.flag.school`,
      { value: '["demo.example.com"]' },
      bearer(admin.access_token),
      "PUT",
    );
    expect(put.body).toMatchObject({ code: 200, data: '["demo.example.com"]' });
    expect((await value("klt.beta.flag.school", { tenant_id: "demo" })).body.data).toBe('["demo.example.com"]');
    // Other schools and callers without a school keep the global value.
    expect((await value("klt.beta.flag.school", { tenant_id: "acme" })).body.data).toContain("localhost");
    expect((await value("klt.beta.flag.school")).body.data).toContain("localhost");
    const learner = await login(server.url, "learner");
    expect(
      (
        await sendJson(
          `${server.url}/api/foundation/configProperty/value/x`,
          { value: "1" },
          bearer(learner.access_token),
          "PUT",
        )
      ).status,
    ).toBe(403);
    expect(
      (await sendJson(`${server.url}/api/foundation/configProperty/value/x`, { value: "1" }, {}, "PUT")).status,
    ).toBe(401);
  });
});
