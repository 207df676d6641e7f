import { test, expect } from "@playwright/test";
import { COURSE, en, ownServer, signIn } from "./support/site";

const site = ownServer();
test.beforeAll(async () => void (await site.start()));
test.afterAll(() => site.stop());

test("[journey] [CL-ST-6] [CL-ST-7] [CL-ST-8] [CL-RT-1] signing out in one tab sends the other tab to the login page", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const first = await context.newPage();
  await signIn(first, site.url, "learner", en(`/courses/${COURSE}`));
  const second = await context.newPage();
  await second.goto(`${site.url}${en("/my-reviews")}`);
  await expect(second.getByTestId("author-name")).not.toBeEmpty();

  await first.getByTestId("author-name").click();
  await first.getByRole("button", { name: "Sign out" }).click();
  await expect(first).toHaveURL(/\/login\/index/);

  // The other tab learns it through the client's cross-tab logout event and goes to login, coming back after.
  await expect(second).toHaveURL(/\/login\/index\?/);
  const redirect = new URL(second.url()).searchParams.get("redirect");
  expect(redirect && new URL(redirect).pathname).toBe("/my-reviews");
  expect(new URL(second.url()).searchParams.get("sxz-lang")).toBe("en_US");
  await expect(second.getByRole("main").getByRole("button", { name: "Sign in" })).toBeVisible();
  expect((await context.cookies()).filter((cookie) => /token/i.test(cookie.name))).toEqual([]);
  await context.close();
});
