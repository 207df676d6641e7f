import { ConfigKey } from "@sxz/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPageState, createPlatformClient } from "../../src/platform-client";
import type { PlatformClient } from "../../src/platform-client";
import { pageOnServer } from "../services-support/page-on-server";
import { login, storedEvents } from "../services-support/tracking-server";

let server: Awaited<ReturnType<typeof pageOnServer>>;
let admin: string;

beforeAll(async () => {
  server = await pageOnServer();
  admin = (await login(server.url, "admin")).accessToken;
});
afterAll(async () => {
  server.restore();
  await server.close();
});

function client(): PlatformClient {
  localStorage.clear();
  return createPlatformClient({
    tenantId: "demo",
    bootstrap: false,
    pageState: createPageState(),
    navigate: () => {},
    tracking: { skipHost: () => false },
  });
}

describe("the services inside the platform client", () => {
  it("[CL-API-3] the tracker sends through the client's http, with its headers and its tokens", async () => {
    const platform = client();
    try {
      const anonymous = `wired.open.${Date.now()}`;
      expect(platform.tracker.track({ eventCode: anonymous, eventType: "click" })).toBe(true);
      await platform.tracker.flush();
      // Listed for the demo school: the tenant_id header of the client's http reached the open endpoint.
      expect(await storedEvents(server.url, admin, anonymous)).toMatchObject([
        { msgType: "tracking_open", tenantId: "demo" },
      ]);

      await platform.auth.login("learner", "learner");
      const signedIn = `wired.user.${Date.now()}`;
      platform.tracker.track({ eventCode: signedIn, eventType: "click" });
      await platform.tracker.flush();
      const [stored] = await storedEvents(server.url, admin, signedIn);
      expect(stored).toMatchObject({ msgType: "tracking", userId: platform.auth.tokens.read().userId });
    } finally {
      platform.dispose();
    }
  });

  it("[CL-API-4] the client's config reads are cached per school under SXZ_BIZ_CONFIG_", async () => {
    const platform = client();
    try {
      expect(await platform.config.get<string[]>(ConfigKey.BETA_HOSTS)).toContain("127.0.0.1");
      expect(localStorage.getItem(`SXZ_BIZ_CONFIG_${ConfigKey.BETA_HOSTS}|demo|public`)).not.toBeNull();
    } finally {
      platform.dispose();
    }
  });

  it("the toast's live regions exist as soon as the client does, and leave with it", () => {
    const platform = client();
    expect(document.querySelector('[role="status"][aria-live="polite"]')).not.toBeNull();
    expect(document.querySelector('[role="alert"][aria-live="assertive"]')).not.toBeNull();
    expect(platform.i18n.language).toBe(platform.env.language());
    platform.dispose();
    expect(document.querySelector(".sxz-toast-root")).toBeNull();
  });
});
