import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LANGUAGES } from "@sxz/contract";
import { ConfigError, loadConfig } from "../../src/config";
import { accountMessages } from "../../src/i18n/accounts";
import { authMessages } from "../../src/i18n/auth";
import { configMessages } from "../../src/i18n/config";
import { schoolMessages } from "../../src/i18n/schools";
import { sessionMessages } from "../../src/i18n/session";
import { trackingMessages } from "../../src/i18n/tracking";
import { startTestServer } from "../../src/testing";

describe("accounts settings from the environment", () => {
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
  ])("refuses %s=%s at start with a message naming the variable", (name, value) => {
    expect(() => load({ [name]: value })).toThrow(ConfigError);
    expect(() => load({ [name]: value })).toThrow(name);
  });

  it("has defaults for every accounts setting", () => {
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
    });
    expect(config.workplaceCodeSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(config.workplaceCodeSecret).not.toBe(config.tokenSecret);
  });
});

describe("accounts messages and demo data", () => {
  it("has every user-facing login message in all 12 languages", () => {
    const catalogues = { accountMessages, authMessages, schoolMessages, configMessages, sessionMessages, trackingMessages };
    let userFacing = 0;
    for (const [name, messages] of Object.entries(catalogues)) {
      const catalogue = messages as Record<string, Record<string, string>>;
      const keys = Object.keys(catalogue.zh_CN ?? {}).filter((key) => key in (catalogue.es_ES ?? {}));
      userFacing += keys.length;
      for (const language of LANGUAGES) {
        for (const key of keys) expect(catalogue[language]?.[key], `${name} ${language} ${key}`).toBeTruthy();
      }
      expect(Object.keys(catalogue.zh_CN ?? {}).sort(), name).toEqual(Object.keys(catalogue.en_US ?? {}).sort());
    }
    expect(userFacing).toBeGreaterThanOrEqual(8);
  });

  it("seeds the same schools, users and config properties on every start", async () => {
    const first = await startTestServer();
    const second = await startTestServer();
    try {
      const snapshot = async (server: typeof first) => {
        const db = server.app.database.db;
        const ids = ["user-acme-admin", "user-acme-learner", "user-admin", "user-learner", "user-learner2"];
        return {
          schools: await db.selectFrom("schools").selectAll().orderBy("id").execute(),
          users: await db.selectFrom("users").selectAll().where("id", "in", ids).orderBy("id").execute(),
          memberships: await db.selectFrom("memberships").selectAll().where("user_id", "in", ids).orderBy("user_id").execute(),
          config: await db.selectFrom("config_properties").selectAll().orderBy("key").execute(),
        };
      };
      const a = await snapshot(first);
      expect(a.users.map((user) => user.user_name)).toEqual(["acme-admin", "acme-learner", "admin", "learner", "learner2"]);
      expect(a.schools.map((school) => school.id)).toEqual(["acme", "demo", "partner"]);
      expect(await snapshot(second)).toEqual(a);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
