import { expect } from "@playwright/test";
import type { APIRequestContext, Page, Request } from "@playwright/test";
import { startServer } from "../../support/server";
import type { RunningServer, ServerPlacement } from "../../support/server";

/** The seeded course every journey rates (learner2 stays under 30% there). */
export const COURSE = "course-intro";
/** The seeded school (tenant). */
export const TENANT = "demo";

export const USERS = {
  learner: { username: "learner", password: "learner" },
  learner2: { username: "learner2", password: "learner2" },
  admin: { username: "admin", password: "admin" },
} as const;
export type DemoUser = keyof typeof USERS;

/** A site path in English (the widget's accessible names of the contract are the en_US ones). */
export function en(path: string, params: Record<string, string> = {}): string {
  const [pathAndQuery = "", hash] = path.split("#", 2);
  const [pathname = "", query = ""] = pathAndQuery.split("?", 2);
  const search = new URLSearchParams(query);
  if (!search.has("sxz-lang")) search.set("sxz-lang", "en_US");
  for (const [key, value] of Object.entries(params)) search.set(key, value);
  return `${pathname}?${search}${hash === undefined ? "" : `#${hash}`}`;
}

/**
 * A fresh server with its own database for one spec file, so journeys that write (ratings, moderation) never
 * see each other's data. `env` carries special settings such as ACCESS_TOKEN_TTL; `placement` e.g. a controlled clock.
 */
export function ownServer(env: Record<string, string> = {}, placement: ServerPlacement = {}) {
  let server: RunningServer | undefined;
  return {
    async start() {
      server = await startServer(env, placement);
      return server;
    },
    get url() {
      if (!server) throw new Error("server not started");
      return server.url;
    },
    advanceClock(ms: number) {
      if (!server) throw new Error("server not started");
      return server.advanceClock(ms);
    },
    async stop() {
      await server?.stop();
    },
  };
}

/** Signs in on the site's own login page, the way a person does, and waits to be back on `returnTo`. */
export async function signIn(page: Page, base: string, user: DemoUser, returnTo = "/"): Promise<void> {
  const target = new URL(en(returnTo), base).href;
  await page.goto(`${base}${en("/login/index", { redirect: target })}`);
  await page.getByLabel("User name").fill(USERS[user].username);
  await page.getByLabel("Password").fill(USERS[user].password);
  await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL((url) => url.pathname === new URL(target).pathname);
  await expect(page.getByTestId("author-name")).not.toBeEmpty();
}

/** An access token for `user` straight from the token endpoint (for test set-up through the API). */
export async function accessToken(request: APIRequestContext, base: string, user: DemoUser): Promise<string> {
  const response = await request.post(`${base}/api/auth/oauth/token?grant_type=password`, {
    form: { ...USERS[user], grant_type: "password" },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Calls a platform endpoint as `token` and returns the envelope's data (fails the test on any other code). */
export async function apiCall<T>(
  request: APIRequestContext,
  base: string,
  token: string,
  method: "GET" | "POST" | "PUT",
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await request.fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, tenantId: TENANT, tenant_id: TENANT, "sxz-lang": "en_US" },
    ...(body === undefined ? {} : { data: body }),
  });
  const envelope = (await response.json()) as { code: number; data: T; message: string };
  expect(envelope.code, `${method} ${path}: ${envelope.message}`).toBe(200);
  return envelope.data;
}

/** The number of reviews of a course, as the server counts them. */
export async function reviewTotal(request: APIRequestContext, base: string, courseId = COURSE): Promise<number> {
  const response = await request.get(
    `${base}/api/universal/v1/score/queryMessages?resourceId=${courseId}&page=1&pageSize=1`,
    { headers: { "sxz-lang": "en_US" } },
  );
  const envelope = (await response.json()) as { data: { totalCount: number } };
  return envelope.data.totalCount;
}

/** "1 review" / "N reviews": the summary's count in English. */
export function reviewsText(count: number): string {
  return count === 1 ? "1 review" : `${count} reviews`;
}

/** Token refresh calls the browser makes (CL-API-5). */
export function isRefresh(request: Request): boolean {
  return (
    request.method() === "POST" &&
    request.url().includes("/api/auth/oauth/token") &&
    request.url().includes("grant_type=refresh_token")
  );
}
