import { test, expect } from "@playwright/test";
import type { Page } from "@playwright/test";
import { COURSE, en, ownServer, reviewTotal, reviewsText } from "./support/site";
import { cardWithText, rate, rateButton, ratingDialog } from "./support/widget";

const site = ownServer();
test.beforeAll(async () => void (await site.start()));
test.afterAll(() => site.stop());

test("[journey] [RW-ST-4] [RW-DLG-3] [RW-2] a visitor reads the reviews, signs in, rates 5 stars with two tags and a comment, sees the summary and the rated view update, and finds the review in my reviews", async ({
  page,
  request,
}) => {
  const before = await reviewTotal(request, site.url);
  expect(before, "the demo data seeds reviews to read").toBeGreaterThan(0);

  // A visitor reads the reviews on the page that embeds the plain <sxz-score> element.
  await page.goto(`${site.url}${en(`/courses/${COURSE}`)}`);
  await expect(page.locator("sxz-score")).toBeAttached();
  await expect(page.getByTestId("review-count")).toHaveText(reviewsText(before));
  await expect(page.locator('[id^="sxz-review-"]').first()).toBeVisible();

  // Signing in from the header returns to the course.
  await page.getByRole("banner").getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/login\/index\?/);
  await page.getByLabel("User name").fill("learner");
  await page.getByLabel("Password").fill("learner");
  await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/courses/${COURSE}`);
  await expect(page.getByTestId("author-name")).not.toBeEmpty();

  const comment = `Clear explanations and good pace ${Date.now()}`;
  const tags = await rate(page, { stars: 5, tags: 2, comment });
  expect(tags).toHaveLength(2);

  // The dialog closes, the summary counts the new review, the corner says "You rated this", the list shows it.
  await expect(ratingDialog(page)).toBeHidden();
  await expect(rateButton(page)).toHaveText("You rated this");
  await expect(page.getByTestId("review-count")).toHaveText(reviewsText(before + 1));
  const card = cardWithText(page, comment);
  await expect(card).toBeVisible();
  for (const tag of tags) await expect(card).toContainText(tag);

  // The rated view shows the earlier rating read-only: the tags and the comment, no Submit button.
  await rateButton(page).click();
  const view = page.getByRole("dialog", { name: "Your rating" });
  await expect(view).toBeVisible();
  await expect(view).toContainText(comment);
  for (const tag of tags) await expect(view).toContainText(tag);
  await expect(view.getByRole("button", { name: "Submit" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(view).toBeHidden();

  // The React embedding of the same course sees the same rated state after a reload.
  await page.goto(`${site.url}${en(`/courses/${COURSE}/react`)}`);
  await expect(rateButton(page)).toHaveText("You rated this");
  await expect(page.getByTestId("review-count")).toHaveText(reviewsText(before + 1));

  // "My reviews" (the widget's own-messages mode) lists it.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My reviews" }).click();
  await expect(page).toHaveURL(/\/my-reviews/);
  await expect(cardWithText(page, comment)).toBeVisible();
  expect(await reviewTotal(request, site.url)).toBe(before + 1);
});

test("[journey] [CL-VAL-5] signing in on the login page comes back only to addresses of this site", async ({
  page,
}) => {
  await page.goto(`${site.url}${en("/login/index", { redirect: "https://evil.example.com/steal" })}`);
  await expect(page.getByText("The requested return address is not on this site")).toBeVisible();
  await signInFromForm(page);
  await expect(page).toHaveURL((url) => url.origin === site.url && url.pathname === "/");
  await expect(page).toHaveURL(/sxz-lang=en_US/);

  await page.context().clearCookies();
  await page.goto(
    `${site.url}${en("/commonUsage/loginPage.htm", { redirect: `${site.url}/my-reviews?sxz-lang=en_US` })}`,
  );
  await expect(page.getByRole("heading", { name: "Sign in (mobile)" })).toBeVisible();
  await signInFromForm(page);
  await expect(page).toHaveURL((url) => url.pathname === "/my-reviews");
});

async function signInFromForm(page: Page) {
  await page.getByLabel("User name").fill("learner");
  await page.getByLabel("Password").fill("learner");
  await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
}

test("[journey] a wrong password keeps the visitor on the login page with a message", async ({ page }) => {
  await page.goto(`${site.url}${en("/login/index")}`);
  await page.getByLabel("User name").fill("learner");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "Sign-in failed. Check the user name and the password.",
  );
  await expect(page).toHaveURL(/\/login\/index/);
});
