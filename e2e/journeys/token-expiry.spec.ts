import { test, expect } from "@playwright/test";
import { COURSE, en, isRefresh, ownServer, reviewTotal, reviewsText, signIn } from "./support/site";
import { cardWithText, rate, rateButton } from "./support/widget";

// Access tokens live their usual 15 minutes, refresh tokens 30 days; the server's clock is moved past the first.
const TTL_SECONDS = 900;
const site = ownServer({ ACCESS_TOKEN_TTL: String(TTL_SECONDS) }, { controlledClock: true });
test.beforeAll(async () => void (await site.start()));
test.afterAll(() => site.stop());

/** Moves the server's clock past the lifetime of the access token the page holds. */
async function outliveAccessToken() {
  await site.advanceClock((TTL_SECONDS + 1) * 1000);
}

test("[journey] [CL-ST-2] [CL-ERR-1] when the access token expires mid-session the next actions succeed after exactly one refresh", async ({
  page,
  request,
}) => {
  await signIn(page, site.url, "learner", en(`/courses/${COURSE}`));
  const before = await reviewTotal(request, site.url);
  await expect(rateButton(page)).toHaveText("Want to rate");
  const refreshes: string[] = [];
  const failures: string[] = [];
  page.on("request", (request) => void (isRefresh(request) && refreshes.push(request.url())));
  page.on("response", (response) => {
    if (response.url().includes("/api/") && response.status() >= 400 && response.status() !== 401)
      failures.push(`${response.status()} ${response.url()}`);
  });

  await outliveAccessToken();
  // Next action: rate the course (a write) with the expired token.
  const comment = `Rated after the token expired ${Date.now()}`;
  await rate(page, { stars: 5, tags: 1, comment });
  await expect(rateButton(page)).toHaveText("You rated this");
  await expect(page.getByTestId("review-count")).toHaveText(reviewsText(before + 1));
  await expect(cardWithText(page, comment)).toBeVisible();
  expect(refreshes).toHaveLength(1);

  // The next page (several calls at once, all with the renewed token) needs no further refresh.
  await page.getByRole("link", { name: "Same course, other embedding" }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/courses/${COURSE}/react`);
  await expect(rateButton(page)).toHaveText("You rated this");
  await expect(cardWithText(page, comment)).toBeVisible();
  await expect(page.getByText(/Your progress: \d+%/)).toBeVisible();
  expect(refreshes).toHaveLength(1);
  expect(failures).toEqual([]);
});

test("[journey] [CL-ST-2] with two tabs open when the access token expires, the reloads of both tabs make one refresh together", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const first = await context.newPage();
  await signIn(first, site.url, "learner", en(`/courses/${COURSE}`));
  const second = await context.newPage();
  await second.goto(`${site.url}${en("/my-reviews")}`);
  await expect(second.getByTestId("author-name")).not.toBeEmpty();

  const refreshes: string[] = [];
  context.on("request", (request) => void (isRefresh(request) && refreshes.push(request.url())));
  await outliveAccessToken();

  await Promise.all([first.reload(), second.reload()]);
  for (const page of [first, second]) {
    await expect(page.getByTestId("author-name")).not.toBeEmpty();
    await expect(page.getByRole("status").filter({ hasText: "Server up" })).toBeVisible();
  }
  await expect(rateButton(first)).toBeVisible();
  expect(refreshes).toHaveLength(1);
  await context.close();
});
