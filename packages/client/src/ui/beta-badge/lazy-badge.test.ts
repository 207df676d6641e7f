import { plainHttp } from "../../http/plain-http";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createConfigReader } from "../../config";
import { createI18n } from "../../i18n";
import { createKeyValueStore } from "../../storage/web-storage";
import { pageOnServer } from "../../../test/services-support/page-on-server";
import type { BetaBadge } from "./badge";
import { createLazyBetaBadge } from "./lazy-badge";

const i18n = createI18n({ language: "en_US" });
const listed = { get: async () => ["127.0.0.1", "localhost"] };
const on = { beta_env: "true" };
let badge: BetaBadge | undefined;
afterEach(() => {
  badge?.destroy();
  badge = undefined;
});

describe("the platform client's badge, loaded with the first beta answer", () => {
  let server: Awaited<ReturnType<typeof pageOnServer>>;
  beforeAll(async () => {
    server = await pageOnServer({ BETA_ENV: "true" });
  });
  afterAll(async () => {
    server.restore();
    await server.close();
  });

  it("[CL-ST-11] nothing shows before a beta answer; the real server's beta_env answer loads the badge and shows it", async () => {
    localStorage.clear();
    const http = plainHttp();
    const config = createConfigReader({
      http,
      storage: createKeyValueStore(localStorage, "SXZ_BIZ_CONFIG_"),
      tenantId: "demo",
    });
    badge = createLazyBetaBadge({ http, config, environment: { mobileWeb: false }, i18n });
    expect(badge.visible).toBe(false);
    expect(badge.element).toBeNull();
    await http.get("/api/health");
    // The badge's module is imported (and, under the test runner, compiled) on this first beta answer: on a busy
    // machine that alone can take over a second.
    await vi.waitFor(() => expect(badge!.visible).toBe(true), { timeout: 10_000 });
    expect(badge.element?.textContent).toBe("Beta");
    expect(badge.tooltip?.getAttribute("role")).toBe("tooltip");
  });
});

describe("answers while the badge's code loads", () => {
  it("[CL-ST-11] a later answer without beta_env still decides when it arrives before the code has loaded", async () => {
    badge = createLazyBetaBadge({ http: plainHttp(), config: listed, environment: { mobileWeb: false }, i18n });
    const first = badge.observe(on);
    const second = badge.observe({});
    await Promise.all([first, second]);
    expect(badge.visible).toBe(false);
    expect(document.querySelector("[data-sxz-beta-badge]")).toBeNull();
    await badge.observe(on);
    expect(badge.visible).toBe(true);
  });

  it("[CL-ST-11] on mobile web a beta answer loads nothing and shows nothing", async () => {
    badge = createLazyBetaBadge({ http: plainHttp(), config: listed, environment: { mobileWeb: true }, i18n });
    await badge.observe(on);
    expect(badge.visible).toBe(false);
    expect(badge.element).toBeNull();
  });
});
