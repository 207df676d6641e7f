import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config";

describe("sign-in, session and retention settings from the environment", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "sxz-config-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

  it("reads IP_BLOCKLIST ranges with their body codes, defaulting to 901100003", () => {
    expect(load({ IP_BLOCKLIST: "10.0.0.0/8, 192.0.2.0/24=901100008" }).ipBlocklist).toEqual([
      { cidr: "10.0.0.0/8", code: 901100003 },
      { cidr: "192.0.2.0/24", code: 901100008 },
    ]);
  });

  it.each([
    ["IP_BLOCKLIST", "10.0.0.0"],
    ["IP_BLOCKLIST", "10.0.0.0/8=123"],
    ["LOGIN_FAILURES_PER_MINUTE", "0"],
    ["LOGIN_RATE_LIMIT_PER_MINUTE", "many"],
    ["AUTH_CODE_TTL", "1"],
    ["WORKPLACE_CODE_SECRET", "short"],
    ["REDIRECT_ALLOWED_HOSTS", "https://host.example.com/"],
    ["REFRESH_REUSE_GRACE", "-1"],
    ["RATE_LIMIT_STORE", "redis"],
    ["UPLOAD_SESSION_TTL", "10"],
    ["TRACKING_RETENTION_DAYS", "-1"],
    ["LOGIN_ACCOUNT_FAILURES_PER_MINUTE", "0"],
    ["LOGIN_ADDRESS_FAILURES_PER_MINUTE", "lots"],
    ["PUBLIC_ORIGIN", "learn.example.com"],
    ["PUBLIC_ORIGIN", "https://learn.example.com/app"],
    ["PUBLIC_ORIGIN", "ftp://learn.example.com"],
    ["TRUST_PROXY", "10.0.0.0/99"],
    ["TRUST_PROXY", "maybe"],
    ["LIST_CACHE_MS", "-1"],
    ["LIST_CACHE_MS", "600000"],
  ])("refuses %s=%s at start with a message naming the variable", (name, value) => {
    expect(() => load({ [name]: value })).toThrow(ConfigError);
    expect(() => load({ [name]: value })).toThrow(name);
  });

  it("has defaults for every sign-in, session and address setting", () => {
    const config = load({});
    expect(config).toMatchObject({
      ipBlocklist: [],
      loginRateLimitPerMinute: 120,
      loginFailuresPerMinute: 10,
      loginAccountFailuresPerMinute: 50,
      loginAddressFailuresPerMinute: 100,
      publicOrigin: undefined,
      production: false,
      trustProxy: false,
      authCodeTtlSeconds: 120,
      thirdPartyProviders: ["group", "portal"],
      thirdPartyLoginUser: "learner",
      redirectAllowedHosts: [],
      refreshReuseGraceSeconds: 10,
      listCacheMs: 1000,
    });
    expect(config.workplaceCodeSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(config.workplaceCodeSecret).not.toBe(config.tokenSecret);
  });
});
