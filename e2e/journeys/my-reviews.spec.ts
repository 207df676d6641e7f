import { test, expect } from "@playwright/test";
import { accessToken, apiCall, en, ownServer, signIn } from "./support/site";
import { reviewCard } from "./support/widget";
import { horizontalOverflow } from "./support/measure";

const site = ownServer();
test.beforeAll(async () => void (await site.start()));
test.afterAll(() => site.stop());

test("[journey] [RW-2] My reviews names each review's course, linked to its page in the same view, and its tags by their texts, with no summary or rate button", async ({
  page,
  request,
}) => {
  const token = await accessToken(request, site.url, "learner");
  const content = `Practical and clear ${Date.now()}`;
  const review = await apiCall<{ id: number }>(request, site.url, token, "POST", "/api/universal/v1/score/giveScore", {
    resourceId: "course-writing",
    moduleId: "course",
    score: 5,
    content,
    message: "s5-clear",
  });

  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, site.url, "learner", en("/my-reviews", { theme: "dark" }));
    const card = reviewCard(page, review.id);
    await expect(card).toContainText(content);
    const course = card.getByRole("link", { name: "Writing for the Workplace" });
    await expect(course).toBeVisible();
    await expect(card.locator(".sxz-card__tag")).toHaveText(["Clear explanations"]);
    await expect(card).not.toContainText("s5-clear");
    // No summary of one course's figures and no rate button: the view spans courses.
    await expect(page.locator("sxz-score .sxz-summary")).toHaveCount(0);
    await expect(page.locator("sxz-score").getByRole("button", { name: /rate/i })).toHaveCount(0);
    expect(await horizontalOverflow(page)).toBe(0);
    if (width === 390) {
      // The link keeps the view: following it opens the course in the same language and theme.
      await course.click();
      await expect(page).toHaveURL(
        (url) =>
          url.pathname === "/courses/course-writing" &&
          url.searchParams.get("theme") === "dark" &&
          url.searchParams.get("sxz-lang") === "en_US",
      );
      await expect(page.getByRole("heading", { name: "Writing for the Workplace" }).first()).toBeVisible();
    }
  }
});
