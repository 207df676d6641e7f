import { test, expect } from "../support/fixtures";

/**
 * CL-RT-2 on the demo site against the real server: the school "partner" signs its people in through OAuth2, so
 * the server refuses a password on the token call with `check-login-type-result: false`.
 */
test("[CL-RT-2] a learner of an OAuth2 school who signs in with a password lands on /disableLogin with redirect and language, not on a generic failure", async ({
  page,
  server,
  context,
}) => {
  const destination = `${server.url}/courses/course-intro?sxz-lang=en_US`;
  const loginPage = `${server.url}/login/index?tenantId=partner&sxz-lang=en_US&redirect=${encodeURIComponent(destination)}`;
  await page.goto(loginPage);
  await page.getByLabel("User name").fill("learner");
  await page.getByLabel("Password").fill("learner");
  let failureShown = false;
  await page.exposeFunction("failureShown", () => void (failureShown = true));
  await page.evaluate(() => {
    const watch = new MutationObserver(() => {
      if (document.querySelector(".login .notice--error"))
        (window as unknown as { failureShown: () => void }).failureShown();
    });
    watch.observe(document.body, { childList: true, subtree: true });
  });
  const refusal = page.waitForResponse(
    (response) => response.url().includes("/api/auth/oauth/token") && response.request().method() === "POST",
  );
  await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
  const answer = await refusal;
  expect(answer.status()).toBe(403);
  expect(answer.headers()["check-login-type-result"]).toBe("false");

  await expect(page).toHaveURL((url) => url.pathname === "/disableLogin");
  const url = new URL(page.url());
  expect(url.searchParams.get("redirect")).toBe(loginPage);
  expect(url.searchParams.get("sxz-lang")).toBe("en_US");
  await expect(page.getByRole("heading", { name: "This way of signing in is not available" })).toBeVisible();
  // The login form's generic failure never showed: the page went straight on.
  expect(failureShown).toBe(false);
  expect((await context.cookies()).filter((cookie) => /token/i.test(cookie.name))).toEqual([]);
  // The way on goes to the school's own sign-in (its OAuth2 authorize address), back to the course afterwards.
  const action = page.getByRole("link", { name: "Go to sign in" });
  await expect(action).toHaveAttribute("href", /^https:\/\/sso\.partner\.example\.com\/oauth2\/authorize\?/);
  const state = new URL((await action.getAttribute("href"))!).searchParams.get("state")!;
  expect(Buffer.from(state, "base64").toString("utf8")).toBe(destination);
});
