import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPageState } from "../src/storage/page-state";
import { setPlatformClient } from "../src";
import { createPlatformFetch, platformSignIn } from "../src/fetch";
import type { PlatformFetchCore } from "../src/fetch";
import { LOCAL_KEYS } from "../src/storage/keys";
import { startReferenceServer } from "./support/reference-server";
import type { TestServer } from "./support/reference-server";
import { resetPage, testClient } from "./support/page";

/** The way in for a visitor (`signIn` of the lean core, `platformSignIn` of the page) against the real server. */
let server: TestServer;
beforeAll(async () => {
  server = await startReferenceServer();
});
afterAll(() => server.close());

const cores: PlatformFetchCore[] = [];
const navigations: string[] = [];
beforeEach(() => {
  resetPage("/course/intro?tab=reviews");
  navigations.length = 0;
});
afterEach(() => {
  for (const core of cores.splice(0)) core.dispose();
  setPlatformClient(undefined);
});

function lean(): PlatformFetchCore {
  const core = createPlatformFetch({
    baseURL: server.url,
    pageState: createPageState(),
    navigate: (url) => navigations.push(url),
    language: () => "en_US",
  });
  cores.push(core);
  return core;
}

const here = (query: string) => `${location.origin}/course/intro?${query}`;

describe("signing a visitor in from the page", () => {
  it("[CL-ST-1] [CL-RT-1] the lean core: nobody signed in; the login page with the way back and the language", async () => {
    const core = lean();
    expect(core.isLoggedIn()).toBe(false);
    await expect(core.signIn(here("tab=reviews&scrollToScore=1"))).resolves.toBe(true);
    expect(navigations).toEqual([
      `/login/index?redirect=${encodeURIComponent(here("tab=reviews&scrollToScore=1"))}&sxz-lang=en_US`,
    ]);
    // The page is remembered for the way back, as for every login redirect.
    const remembered = Object.keys(localStorage).find((key) => key.endsWith(LOCAL_KEYS.loginRedirect));
    expect(localStorage.getItem(remembered ?? "")).toContain("scrollToScore=1");
  });

  it("[CL-VAL-5] [CL-ST-9] a way back to another origin becomes the site's home; a second request within 6 s goes nowhere", async () => {
    const core = lean();
    await core.signIn("https://evil.example/steal");
    expect(navigations).toEqual([`/login/index?redirect=${encodeURIComponent("/")}&sxz-lang=en_US`]);
    await expect(core.signIn(here("scrollToScore=1"))).resolves.toBe(false);
    expect(navigations).toHaveLength(1);
  });

  it("[CL-VAL-5] the page's full client, when there is one, decides (its session, its redirect rule, its navigation)", async () => {
    const client = testClient({ baseURL: server.url, language: () => "en_US" });
    setPlatformClient(client);
    expect(platformSignIn.isLoggedIn()).toBe(false);
    await platformSignIn.signIn("javascript:alert(1)");
    await platformSignIn.signIn(here("scrollToScore=1"));
    expect(client.navigations).toEqual([`/login/index?redirect=${encodeURIComponent("/")}&sxz-lang=en_US`]);
    await client.auth.login("learner", "learner");
    expect(platformSignIn.isLoggedIn()).toBe(true);
    client.dispose();
  });
});
