import { test, expect } from "@playwright/test";
import type { APIRequestContext, Page } from "@playwright/test";
import { seriousViolations } from "./support/measure";
import { COURSE, en, ownServer, reviewTotal, signIn } from "./support/site";
import { rateButton } from "./support/widget";

const site = ownServer();
test.beforeAll(async () => void (await site.start()));
test.afterAll(() => site.stop());

const STUDY_PROGRESS =
  "You can comment on this course only when you have completed at least 30% of the course content.";

for (const embedding of [
  { name: "<sxz-score> element", path: `/courses/${COURSE}` },
  { name: "React component", path: `/courses/${COURSE}/react` },
]) {
  test(`[journey] [RW-VAL-9] [RW-ROLE-1] a learner under 30% progress cannot rate and sees the study-progress message (${embedding.name})`, async ({
    page,
    request,
  }) => {
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

/** The demo's login page, filled the way a person does; it sends the visitor back to where the widget asked. */
async function logInHere(page: Page): Promise<void> {
  await expect(page).toHaveURL(
    (url) => url.pathname === "/login/index" || url.pathname === "/commonUsage/loginPage.htm",
  );
  const back = new URL(new URL(page.url()).searchParams.get("redirect")!);
  expect(back.searchParams.get("scrollToScore")).toBe("1");
  await page.getByLabel("User name").fill("learner");
  await page.getByLabel("Password").fill("learner");
  await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === back.pathname && url.searchParams.get("scrollToScore") === "1",
  );
}

async function likesOf(request: APIRequestContext, reviewId: string): Promise<number> {
  const response = await request.get(
    `${site.url}/api/universal/v1/score/queryMessages?resourceId=${COURSE}&page=1&pageSize=50`,
  );
  const list = ((await response.json()) as { data: { scoreInfoList: { id: number; likeCount: number }[] } }).data
    .scoreInfoList;
  return list.find((review) => `sxz-review-${review.id}` === reviewId)!.likeCount;
}

test("[journey] [CL-RT-1] [CL-RT-5] [RW-SCR-2] a visitor signs in from the card to like and from the summary to rate, and comes back to do it once", async ({
  browser,
  request,
}) => {
  // Desktop: "Sign in to like" on the pressed card, the site's login, back to the page, the like made once.
  const desktop = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await desktop.newPage();
  await page.goto(`${site.url}${en(`/courses/${COURSE}`)}`);
  const card = page.locator('[id^="sxz-review-"]').first();
  const reviewId = (await card.getAttribute("id"))!;
  const before = await likesOf(request, reviewId);
  await card.getByRole("button", { name: /^Like/ }).click();
  const offer = card.getByRole("button", { name: "Sign in to like" });
  await expect(offer).toBeFocused();
  await expect(page.getByText("Like failed, please try again later")).toHaveCount(0);
  expect(await seriousViolations(page, "sxz-score")).toEqual([]);
  await offer.click();
  await logInHere(page);
  const liked = page.locator(`[id="${reviewId}"]`).getByRole("button", { name: /^Like/ });
  await expect(liked).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => likesOf(request, reviewId)).toBe(before + 1);
  // Once: the same address again leaves the like as it is.
  await page.reload();
  await expect(liked).toHaveAttribute("aria-pressed", "true");
  expect(await likesOf(request, reviewId)).toBe(before + 1);
  await desktop.close();

  // Phone: "Sign in to rate" in the summary (no blocked tip and OK), the mobile login page, back to the open dialog.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const mobile = await phone.newPage();
  await mobile.goto(`${site.url}${en(`/courses/${COURSE}`)}`);
  await mobile.getByRole("button", { name: "Sign in to rate" }).click();
  await logInHere(mobile);
  await expect(mobile.getByRole("dialog")).toBeVisible();
  expect(await seriousViolations(mobile, "sxz-score")).toEqual([]);
  await phone.close();
});
