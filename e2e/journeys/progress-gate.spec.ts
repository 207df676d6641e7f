import { test, expect } from "@playwright/test";
import { COURSE, en, ownServer, reviewTotal, signIn } from "./support/site";
import { rateButton } from "./support/widget";

const site = ownServer();
test.beforeAll(async () => void (await site.start()));
test.afterAll(() => site.stop());

const STUDY_PROGRESS = "You can comment on this course only when you have completed at least 30% of the course content.";

for (const embedding of [{ name: "<sxz-score> element", path: `/courses/${COURSE}` }, { name: "React component", path: `/courses/${COURSE}/react` }]) {
  test(`[journey] [RW-VAL-9] [RW-ROLE-1] a learner under 30% progress cannot rate and sees the study-progress message (${embedding.name})`, async ({ page, request }) => {
    const before = await reviewTotal(request, site.url);
    await signIn(page, site.url, "learner2", embedding.path);
    await expect(page.getByText(/Your progress: \d+%/)).toBeVisible();
    const shown = Number((await page.getByText(/Your progress: \d+%/).innerText()).match(/\d+/)?.[0]);
    expect(shown).toBeLessThan(30);

    await expect(rateButton(page)).toHaveText("Want to rate");
    await rateButton(page).click();
    await expect(page.getByText(STUDY_PROGRESS)).toBeVisible();
    // No way to rate: no rating dialog, no stars, nothing submitted.
    await expect(page.getByRole("dialog", { name: "Rate this course" })).toHaveCount(0);
    await expect(page.getByRole("radiogroup", { name: "Rating" })).toHaveCount(0);
    expect(await reviewTotal(request, site.url)).toBe(before);
  });
}

test("[journey] [RW-ROLE-1] a visitor is asked to sign in before rating (the host's scoreTip)", async ({ page }) => {
  await page.goto(`${site.url}${en(`/courses/${COURSE}`)}`);
  await rateButton(page).click();
  await expect(page.getByText("Sign in to rate this course.").first()).toBeVisible();
  await expect(page.getByRole("radiogroup", { name: "Rating" })).toHaveCount(0);
});
