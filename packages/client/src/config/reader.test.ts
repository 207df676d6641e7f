import { ConfigKey } from "@sxz/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createKeyValueStore } from "../storage/web-storage";
import { countRequests, pageOnServer } from "../../test/services-support/page-on-server";
import { testHttp } from "../../test/support/test-http";
import type { TestHttp } from "../../test/support/test-http";
import { createConfigReader, DEFAULT_CONFIG_TTL_MS } from "./reader";
import type { ConfigReaderDependencies } from "./reader";

let server: Awaited<ReturnType<typeof pageOnServer>>;
let http: TestHttp;
let requests: Map<string, number>;
let clock: number;

const storage = () => createKeyValueStore(localStorage, "SXZ_BIZ_CONFIG_");
const reader = (overrides: Partial<ConfigReaderDependencies> = {}) =>
  createConfigReader({ http, storage: storage(), tenantId: "demo", now: () => clock, ...overrides });
const path = (key: string) => `/api/foundation/configProperty/open/value/${key}`;

beforeAll(async () => {
  server = await pageOnServer();
});
afterAll(async () => {
  server.restore();
  await server.close();
});
beforeEach(() => {
  localStorage.clear();
  http = testHttp();
  requests = countRequests(http);
  clock = Date.UTC(2026, 10, 21, 8, 0, 0);
});

describe("config reader against the reference server", () => {
  it("[CL-API-4] [CL-VAL-4] reads a key from the server and parses its JSON text", async () => {
    const hosts = await reader().get<string[]>(ConfigKey.BETA_HOSTS);
    expect(Array.isArray(hosts)).toBe(true);
    expect(hosts).toContain("127.0.0.1");
    expect(requests.get(path(ConfigKey.BETA_HOSTS))).toBe(1);
  });

  it("[CL-API-10] the three keys of the layer are served: beta hosts, host domains, login domains", async () => {
    const config = reader();
    const hostDomains = await config.get<{ hostDomains: unknown[] }>(ConfigKey.HOST_DOMAINS);
    expect(Array.isArray(hostDomains?.hostDomains)).toBe(true);
    expect(await config.get(ConfigKey.HW_LOGIN_DOMAINS)).not.toBeUndefined();
    expect(await config.get(ConfigKey.BETA_HOSTS)).not.toBeUndefined();
  });

  it("[CL-ENT-8] keeps {data, expireTime, updateTime} under SXZ_BIZ_CONFIG_, keyed by tenant and product", async () => {
    await reader().get(ConfigKey.BETA_HOSTS);
    const key = `SXZ_BIZ_CONFIG_${ConfigKey.BETA_HOSTS}|demo|public`;
    const entry = JSON.parse(localStorage.getItem(key)!);
    expect(Object.keys(entry).sort()).toEqual(["data", "expireTime", "updateTime"]);
    expect(entry.updateTime).toBe(clock);
    expect(entry.expireTime).toBe(clock + DEFAULT_CONFIG_TTL_MS);
    expect(entry.data).toContain("localhost");

    await reader({ tenantId: "other" }).get(ConfigKey.BETA_HOSTS);
    expect(localStorage.getItem(`SXZ_BIZ_CONFIG_${ConfigKey.BETA_HOSTS}|other|public`)).not.toBeNull();
    expect(requests.get(path(ConfigKey.BETA_HOSTS))).toBe(2);
  });

  it("[CL-API-4] serves the cached value for one hour by default, then asks again", async () => {
    const config = reader();
    await config.get(ConfigKey.BETA_HOSTS);
    clock += DEFAULT_CONFIG_TTL_MS - 1;
    await config.get(ConfigKey.BETA_HOSTS);
    await reader().get(ConfigKey.BETA_HOSTS);
    expect(requests.get(path(ConfigKey.BETA_HOSTS))).toBe(1);
    clock += 1;
    await config.get(ConfigKey.BETA_HOSTS);
    expect(requests.get(path(ConfigKey.BETA_HOSTS))).toBe(2);
  });

  it("[CL-API-4] a shorter ttl per read asks sooner", async () => {
    const config = reader();
    await config.get(ConfigKey.BETA_HOSTS, { ttl: 1000 });
    clock += 999;
    await config.get(ConfigKey.BETA_HOSTS, { ttl: 1000 });
    expect(requests.get(path(ConfigKey.BETA_HOSTS))).toBe(1);
    clock += 1;
    await config.get(ConfigKey.BETA_HOSTS, { ttl: 1000 });
    expect(requests.get(path(ConfigKey.BETA_HOSTS))).toBe(2);
  });

  it("[CL-API-4] any number of concurrent readers of a key make one call", async () => {
    const config = reader();
    const answers = await Promise.all(Array.from({ length: 20 }, () => config.get<string[]>(ConfigKey.BETA_HOSTS)));
    expect(requests.get(path(ConfigKey.BETA_HOSTS))).toBe(1);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it("[CL-VAL-4] a key the server does not know (code -100) is empty: the default, or undefined", async () => {
    const config = reader({ defaults: { "no.such.key": ["fallback"] } });
    expect(await config.get("no.such.key")).toEqual(["fallback"]);
    expect(await config.get("no.such.key", { default: 7 })).toBe(7);
    expect(await reader().get("another.unknown.key")).toBeUndefined();
    // The empty answer is cached like any other.
    expect(requests.get(path("no.such.key"))).toBe(1);
  });

  it("[CL-API-4] the intranet product reads under /sxz, in its own cache entries", async () => {
    const config = reader({ product: "intranet" });
    expect(config.pathOf(ConfigKey.BETA_HOSTS)).toBe(`/sxz${path(ConfigKey.BETA_HOSTS)}`);
    expect(await config.get<string[]>(ConfigKey.BETA_HOSTS)).toContain("127.0.0.1");
    expect(requests.get(`/sxz${path(ConfigKey.BETA_HOSTS)}`)).toBe(1);
    expect(localStorage.getItem(`SXZ_BIZ_CONFIG_${ConfigKey.BETA_HOSTS}|demo|intranet`)).not.toBeNull();
  });

  it("serves the last known value, however old, when the server cannot be reached", async () => {
    const config = reader();
    const fresh = await config.get(ConfigKey.BETA_HOSTS);
    clock += 5 * DEFAULT_CONFIG_TTL_MS;
    const offline = testHttp({ baseURL: "http://127.0.0.1:9" });
    const stale = await reader({ http: offline }).get(ConfigKey.BETA_HOSTS);
    expect(stale).toEqual(fresh);
    // Without any cached value the default answers.
    expect(await reader({ http: offline, defaults: { "x.y": "d" } }).get("x.y")).toBe("d");
  });

  it("tells subscribers when a value changes, here and in other tabs", async () => {
    const config = reader();
    const seen: unknown[] = [];
    const unsubscribe = config.subscribe(ConfigKey.BETA_HOSTS, (value) => seen.push(value));
    const first = await config.get(ConfigKey.BETA_HOSTS);
    expect(seen).toEqual([first]);
    // Same value again after expiry: no notice.
    clock += DEFAULT_CONFIG_TTL_MS;
    await config.get(ConfigKey.BETA_HOSTS);
    expect(seen).toHaveLength(1);
    // Another tab writes a new value into the shared cache.
    const key = `SXZ_BIZ_CONFIG_${ConfigKey.BETA_HOSTS}|demo|public`;
    localStorage.setItem(
      key,
      JSON.stringify({ data: ["other-tab.example"], expireTime: clock + 10, updateTime: clock }),
    );
    window.dispatchEvent(new StorageEvent("storage", { key: storage().keyOf(`${ConfigKey.BETA_HOSTS}|demo|public`) }));
    expect(seen[1]).toEqual(["other-tab.example"]);
    unsubscribe();
    window.dispatchEvent(new StorageEvent("storage", { key }));
    expect(seen).toHaveLength(2);
    config.destroy();
  });
});

describe("config answers the server cannot give on demand", () => {
  it("[CL-VAL-4] a response code other than 200 is treated as empty and not cached", async () => {
    let calls = 0;
    const failing = { get: async () => ((calls += 1), { data: { code: 500, data: '["x"]', message: "busy" } }) };
    const config = reader({ http: failing, defaults: { k: "default" } });
    expect(await config.get("k")).toBe("default");
    expect(await config.get("k")).toBe("default");
    expect(calls).toBe(2);
  });

  it("[CL-VAL-4] plain text values stay text; JSON text becomes values", async () => {
    const values: Record<string, unknown> = { a: "plain text", b: '{"n":1}', c: "42", d: "true" };
    const fake = {
      get: async (url: string) => ({ data: { code: 200, data: values[url.split("/").pop()!], message: "" } }),
    };
    const config = reader({ http: fake });
    expect(await config.get("a")).toBe("plain text");
    expect(await config.get("b")).toEqual({ n: 1 });
    expect(await config.get("c")).toBe(42);
    expect(await config.get("d")).toBe(true);
  });
});
