import { ConfigKey } from "@sxz/contract";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createPageState, createPlatformClient } from "../../src/platform-client";
import type { PlatformClient } from "../../src/platform-client";
import { pageOnServer } from "../services-support/page-on-server";

let server: Awaited<ReturnType<typeof pageOnServer>>;
beforeAll(async () => {
  server = await pageOnServer();
});
afterAll(async () => {
  server.restore();
  await server.close();
});

const client = (): PlatformClient =>
  createPlatformClient({ tenantId: "demo", bootstrap: false, pageState: createPageState(), navigate: () => {} });
const entryKey = (key: string) => `SXZ_BIZ_CONFIG_${key}|demo|public`;
const cached = (data: unknown) => JSON.stringify({ data, expireTime: Date.now() + 60_000, updateTime: Date.now() });

describe("the platform client's config: the cache answers at once, the reader loads with the first read", () => {
  it("[CL-ENT-8] peek, invalidate and pathOf work on the cache before the reader has loaded; the first get reads through it and caches per school", async () => {
    localStorage.clear();
    const platform = client();
    try {
      localStorage.setItem(entryKey("some.key"), cached(["a"]));
      expect(platform.config.peek("some.key")).toEqual(["a"]);
      platform.config.invalidate("some.key");
      expect(localStorage.getItem(entryKey("some.key"))).toBeNull();
      expect(platform.config.pathOf("some.key")).toContain("some.key");
      expect(await platform.config.get<string[]>(ConfigKey.BETA_HOSTS)).toContain("127.0.0.1");
      expect(localStorage.getItem(entryKey(ConfigKey.BETA_HOSTS))).not.toBeNull();
    } finally {
      platform.dispose();
    }
  });

  it("a subscriber added before the reader has loaded is told of a change another tab made while it loaded, and of later ones", async () => {
    localStorage.clear();
    const platform = client();
    try {
      const heard: unknown[] = [];
      platform.config.subscribe("shared.key", (value) => heard.push(value));
      // Another tab writes in the same turn, before the reader exists.
      localStorage.setItem(entryKey("shared.key"), cached("first"));
      await vi.waitFor(() => expect(heard).toEqual(["first"]), { timeout: 10_000 });
      localStorage.setItem(entryKey("shared.key"), cached("second"));
      window.dispatchEvent(new StorageEvent("storage", { key: entryKey("shared.key") }));
      expect(heard).toEqual(["first", "second"]);
    } finally {
      platform.dispose();
    }
  });
});
