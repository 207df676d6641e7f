// @vitest-environment-options {"url": "http://a.b.school.example.test/course/1/unit"}
import { beforeEach, describe, expect, it } from "vitest";
import Cookies from "js-cookie";
import { createCookieJar, parentDomains, parentPaths } from "../src/storage/cookies";
import { createTokenStore, TOKEN_COOKIES } from "../src/auth/token-store";
import { createPlatformStorage } from "../src/storage/platform-storage";
import { exclusiveSyncDomains, parseHostDomains } from "../src/auth/host-domains";

/** Cookies a user may carry from older pages: on each parent domain and path of this page, host-only too. */
function plantEverywhere(name: string) {
  document.cookie = `${name}=host-only; path=/`;
  document.cookie = `${name}=course-path; path=/course`;
  document.cookie = `${name}=unit-dir; path=/course/1`;
  document.cookie = `${name}=b-domain; domain=b.school.example.test; path=/`;
  document.cookie = `${name}=school-domain; domain=.school.example.test; path=/course/1/`;
  document.cookie = `${name}=example-domain; domain=example.test; path=/`;
}

const count = (name: string) => document.cookie.split("; ").filter((pair) => pair.startsWith(`${name}=`)).length;

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) createCookieJar().removeEverywhere(name);
});

describe("token cookies on parent domains", () => {
  it("[CL-ST-6] parent domains and paths of the page are all candidates", () => {
    expect(parentDomains("a.b.school.example.test")).toEqual([
      "a.b.school.example.test",
      "b.school.example.test",
      "school.example.test",
      "example.test",
    ]);
    expect(parentDomains("localhost")).toEqual([]);
    expect(parentDomains("127.0.0.1")).toEqual([]);
    expect(parentPaths("/course/1/unit")).toEqual([
      "/",
      "/course",
      "/course/",
      "/course/1",
      "/course/1/",
      "/course/1/unit",
      "/course/1/unit/",
    ]);
  });

  it("[CL-ST-6] [CL-ENT-1] clearing removes every token cookie on every parent domain and path, confirmed by reading back", () => {
    const storage = createPlatformStorage();
    const tokens = createTokenStore({
      cookies: storage.cookies,
      session: storage.session,
      local: storage.local,
      productCookies: { access: "sxz_access_token", refresh: "sxz_refresh_token" },
    });
    for (const name of [
      TOKEN_COOKIES.access,
      TOKEN_COOKIES.refresh,
      TOKEN_COOKIES.userId,
      "sxz_access_token",
      "sxz_refresh_token",
    ])
      plantEverywhere(name);
    expect(count(TOKEN_COOKIES.access)).toBe(6);
    expect(tokens.isLoggedIn()).toBe(true);
    expect(tokens.clear()).toEqual([]);
    for (const name of [
      TOKEN_COOKIES.access,
      TOKEN_COOKIES.refresh,
      TOKEN_COOKIES.userId,
      "sxz_access_token",
      "sxz_refresh_token",
    ])
      expect(count(name)).toBe(0);
    expect(tokens.isLoggedIn()).toBe(false);
  });

  it("[CL-ENT-1] [CL-ST-4] the set is written to the cookie domain, the product pair, the session mirror and the exclusive-host domains", () => {
    const storage = createPlatformStorage();
    const tokens = createTokenStore({
      cookies: storage.cookies,
      session: storage.session,
      local: storage.local,
      cookieDomain: "school.example.test",
      productCookies: { access: "sxz_access_token", refresh: "sxz_refresh_token" },
    });
    const config = parseHostDomains(
      JSON.stringify({
        hostDomains: [
          { host: "academy.example.test", domain: ".example.test", flag: "active", isExclusiveHostNeedSync: true },
          { host: "old.example.test", domain: ".b.school.example.test", flag: "sunset", isExclusiveHostNeedSync: true },
          { host: "a.b.school.example.test", domain: ".school.example.test", conflictDomains: [".other.example.test"] },
          { host: "portal.elsewhere.test", domain: ".elsewhere.test", isExclusiveHostNeedSync: true },
        ],
        judgeExclusiveHostNeedSyncReg: "^academy\\.",
      }),
    );
    const domains = exclusiveSyncDomains(config, location.hostname);
    expect(domains).toEqual(["example.test"]);
    tokens.write({ accessToken: "A1", refreshToken: "R1", userId: "U1" }, domains);
    expect(tokens.read()).toEqual({ accessToken: "A1", refreshToken: "R1", userId: "U1" });
    expect(Cookies.get("sxz_refresh_token")).toBe("R1");
    expect(JSON.parse(sessionStorage.getItem("sxz-token")!)).toEqual({
      accessToken: "A1",
      refreshToken: "R1",
      userId: "U1",
    });
    // One cookie per domain: the configured one and the exclusive host's parent domain.
    expect(count(TOKEN_COOKIES.access)).toBe(2);
    expect(tokens.clear()).toEqual([]);
    expect(count(TOKEN_COOKIES.access)).toBe(0);
  });

  it("[CL-ENT-4] the host-domain config is parsed with its flags, conflict domains and sync pattern; bad entries are skipped", () => {
    const config = parseHostDomains({
      hostDomains: [
        {
          host: "X.Example.test",
          domain: ".Example.test",
          flag: "sunset",
          conflictDomains: ["a", 3],
          isExclusiveHostNeedSync: "true",
        },
        { domain: "no-host" },
        null,
      ],
      judgeExclusiveHostNeedSyncReg: "^x",
    });
    expect(config).toEqual({
      hostDomains: [
        {
          host: "x.example.test",
          domain: "example.test",
          flag: "sunset",
          conflictDomains: ["a"],
          isExclusiveHostNeedSync: true,
        },
      ],
      judgeExclusiveHostNeedSyncReg: "^x",
    });
    expect(parseHostDomains("not json")).toBeUndefined();
    expect(parseHostDomains({ hostDomains: "nope" })).toBeUndefined();
    expect(exclusiveSyncDomains(config, "x.example.test")).toEqual([]);
  });
});
