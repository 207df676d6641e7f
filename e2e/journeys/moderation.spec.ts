import { test, expect } from "@playwright/test";
import type { Browser, Page } from "@playwright/test";
import { COURSE, accessToken, apiCall, en, ownServer, signIn } from "./support/site";
import { rateButton, reviewCard } from "./support/widget";

const site = ownServer();
test.beforeAll(async () => void (await site.start()));
test.afterAll(() => site.stop());

async function signedInPage(browser: Browser, user: "learner" | "admin", path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, site.url, user, path);
  return page;
}

async function chooseFromMenu(page: Page, reviewId: number, item: string) {
  const card = reviewCard(page, reviewId);
  await card.getByRole("button", { name: "More actions" }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

test("[journey] [RW-ROLE-3] [RW-ST-5] [RW-ST-6] [RW-OPT-1] [RW-DEL-1] an admin replies to, pins, hides and deletes a review; the learner sees each result", async ({
  browser,
  request,
}) => {
  const content = `The exercises helped a lot ${Date.now()}`;
  const learnerToken = await accessToken(request, site.url, "learner");
  const review = await apiCall<{ id: number }>(
    request,
    site.url,
    learnerToken,
    "POST",
    "/api/universal/v1/score/giveScore",
    {
      resourceId: COURSE,
      moduleId: "course",
      score: 4,
      content,
    },
  );

  const admin = await signedInPage(browser, "admin", en("/admin"));
  await admin.getByLabel("Course", { exact: true }).selectOption(COURSE);
  const adminCard = reviewCard(admin, review.id);
  await expect(adminCard).toContainText(content);

  // Reply.
  const reply = `Thank you, glad they helped ${Date.now()}`;
  await adminCard.getByRole("button", { name: "Reply" }).click();
  await adminCard.getByRole("textbox", { name: "Your reply" }).fill(reply);
  await adminCard.getByRole("button", { name: "Post" }).click();
  await expect(adminCard.getByRole("list", { name: "Replies" })).toContainText(reply);

  // Pin: the review moves to the top of the list with the pinned marker.
  await chooseFromMenu(admin, review.id, "Pin to top");
  await expect(adminCard.getByText("Pinned", { exact: true })).toBeVisible();
  await expect(admin.locator('[id^="sxz-review-"]').first()).toHaveAttribute("id", `sxz-review-${review.id}`);

  const learner = await signedInPage(browser, "learner", en(`/courses/${COURSE}`));
  const learnerCard = reviewCard(learner, review.id);
  await expect(learner.locator('[id^="sxz-review-"]').first()).toHaveAttribute("id", `sxz-review-${review.id}`);
  await expect(learnerCard.getByText("Pinned", { exact: true })).toBeVisible();
  await expect(learnerCard.getByRole("list", { name: "Replies" })).toContainText(reply);
  await expect(learnerCard).toContainText(content);

  // Hide: the admin keeps reading the text, muted under a "Hidden" label, and can unhide it; the learner sees
  // that the review was hidden, not its text.
  await chooseFromMenu(admin, review.id, "Hide");
  await expect(adminCard.getByText("Hidden", { exact: true })).toBeVisible();
  await admin.reload();
  await admin.getByLabel("Course", { exact: true }).selectOption(COURSE);
  await expect(adminCard.getByText("Hidden", { exact: true })).toBeVisible();
  await expect(adminCard.locator(".sxz-card__text")).toHaveText(content);
  const [hiddenText, shownText] = await adminCard.evaluate((card) => {
    const text = card.querySelector(".sxz-card__text")!;
    const name = card.querySelector(".sxz-card__name")!;
    return [getComputedStyle(text).color, getComputedStyle(name).color];
  });
  expect(hiddenText, "the hidden text is drawn muted").not.toBe(shownText);
  await adminCard.getByRole("button", { name: "More actions" }).click();
  await expect(admin.getByRole("menuitem", { name: "Unhide" })).toBeVisible();
  await admin.keyboard.press("Escape");
  await learner.reload();
  await expect(learnerCard).toContainText("This review has been hidden.");
  await expect(learnerCard).not.toContainText(content);

  // Delete (with confirmation): the review is gone for the learner, who may rate again.
  await chooseFromMenu(admin, review.id, "Delete");
  const confirm = admin.getByRole("alertdialog", { name: "Delete this review?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(adminCard).toHaveCount(0);
  await learner.reload();
  await expect(rateButton(learner)).toHaveText("Want to rate");
  await expect(learnerCard).toHaveCount(0);

  await admin.context().close();
  await learner.context().close();
});

test("[journey] the moderation page is for administrators only", async ({ page }) => {
  await signIn(page, site.url, "learner", en("/admin"));
  await expect(page.getByText("This page is for administrators.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Moderate" })).toHaveCount(0);
});

test("[journey] [RW-LST-1] [RW-LST-2] with a tag chosen the list's header counts the reviews carrying it, in English and in Arabic", async ({
  page,
}) => {
  for (const [language, reviews] of [
    ["en_US", /· (\d+) reviews?$/],
    ["ar_SA", /· (.+)$/],
  ] as const) {
    await signIn(page, site.url, "learner", en(`/courses/${COURSE}`, { "sxz-lang": language }));
    const heading = page.locator("sxz-score .sxz-list__title");
    await expect(heading).toHaveText(reviews);
    const before = (await heading.innerText()).trim();
    const chip = page.locator("sxz-score .sxz-chip").first();
    const count = /\(([^)]+)\)$/.exec((await chip.innerText()).trim())![1]!;
    await chip.click();
    await expect(chip).toHaveAttribute("aria-pressed", "true");
    await expect(heading).not.toHaveText(before);
    // The header says the chip's own figure, written the same way (digits of the language).
    await expect(heading).toContainText(count);
  }
});
