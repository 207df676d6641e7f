// @vitest-environment-options {"url": "http://academy.partner.example.com/course/1"}
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Cookies from "js-cookie";
import { TOKEN_COOKIES } from "../src/auth/token-store";
import { startTestServer } from "../../server/src/testing";
import type { TestServer } from "../../server/src/testing";
import { testClient } from "./support/page";

/**
 * This page runs on an exclusive host of the seeded `klt.allHost.allDomain` (academy.partner.example.com, domain
 * .partner.example.com, isExclusiveHostNeedSync, matching judgeExclusiveHostNeedSyncReg); the real server allows
 * its origin.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ CORS_ORIGINS: "http://academy.partner.example.com" });
});
afterAll(() => server.close());

const tokenCookies = () => document.cookie.split("; ").filter((pair) => pair.startsWith(`${TOKEN_COOKIES.access}=`));

describe("exclusive-host token sync", () => {
  it("[CL-ST-4] [CL-ENT-4] a refresh rewrites the cookies here and on the exclusive host's parent domain", async () => {
    const client = testClient({ baseURL: server.url });
    await client.auth.login("learner", "learner");
    // Host-only plus .partner.example.com: two cookies of the same name are visible to this page.
    expect(tokenCookies()).toHaveLength(2);
    Cookies.set(TOKEN_COOKIES.access, "stale-access", { path: "/" });
    Cookies.set(TOKEN_COOKIES.access, "stale-access", { path: "/", domain: "partner.example.com" });
    await client.http.get("/api/accounts/users/me");
    const values = tokenCookies().map((pair) => pair.split("=")[1]);
    expect(values).toHaveLength(2);
    expect(values.every((value) => value !== "stale-access" && value === values[0])).toBe(true);
    expect((await client.auth.logout({ stayOnPage: true })).remainingCookies).toEqual([]);
    expect(tokenCookies()).toEqual([]);
    client.dispose();
  });
});
