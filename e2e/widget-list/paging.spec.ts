import type { Page } from "@playwright/test";
import { test, expect } from "../support/fixtures";
import { accessToken, callApi, COURSE, openHost } from "./host";

interface ReviewPage {
  totalCount: number;
  hasMore: boolean;
  nextCursor: string | null;
  scoreInfoList: { id: number }[];
}

/** Every review id of course-intro for a sort and tag filter, straight from the API. */
async function expectedIds(page: Page, origin: string, token: string, sort: string, tags: string[]): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = null;
  for (let pageNo = 1; ; pageNo += 1) {
    const query = new URLSearchParams({
      resourceId: "course-intro",
      moduleId: "course",
      page: String(pageNo),
      pageSize: "50",
      sort,
    });
    if (tags.length) query.set("message", tags.join(","));
    if (cursor) query.set("cursor", cursor);
    const result: ReviewPage = await callApi<ReviewPage>(
      page.request,
      origin,
      token,
      "GET",
      `/api/universal/v1/score/queryMessages?${query}`,
    );
    ids.push(...result.scoreInfoList.map((r) => r.id));
    if (!result.hasMore) return ids;
    cursor = result.nextCursor;
  }
}

/** Scrolls the page down until the list says there are no more reviews; returns the card ids in order. */
async function scrollToEnd(page: Page): Promise<number[]> {
  const noMore = page.getByText("No more reviews");
  const state = () =>
    page.evaluate(() => ({
      y: window.scrollY,
      cards: document.querySelector("sxz-score")!.shadowRoot!.querySelectorAll("article").length,
    }));
  for (let i = 0; i < 400 && !(await noMore.isVisible()); i += 1) {
    const before = await state();
    await page.mouse.wheel(0, 3000);
    // The wheel's scroll, or at the bottom the next page of cards (or the list's end), before the next turn.
    await page.waitForFunction((was) => {
      const root = document.querySelector("sxz-score")!.shadowRoot!;
      return (
        window.scrollY !== was.y ||
        root.querySelectorAll("article").length !== was.cards ||
        root.querySelector(".sxz-footer--end") !== null
      );
    }, before);
  }
  await expect(noMore).toBeVisible();
  return page
    .locator("sxz-score article[id^='sxz-review-']")
    .evaluateAll((cards) => cards.map((card) => Number(card.id.slice("sxz-review-".length))));
}

test.describe("review list paging on the seeded course", () => {
  test("[RW-ST-9] both sorts page through every seeded review by scrolling, with no duplicates and no gaps", async ({
    page,
    server,
  }) => {
    const token = await accessToken(page.request, server.url, "learner");
    await openHost(page, server.url, { token, attributes: COURSE });
    const list = page.locator("sxz-score section[aria-labelledby]").last();
    await expect(list.getByRole("heading", { name: /\d+ reviews/ })).toBeVisible();

    const latest = await scrollToEnd(page);
    const expectedLatest = await expectedIds(page, server.url, token, "latest", []);
    expect(expectedLatest.length).toBeGreaterThanOrEqual(190);
    expect(new Set(latest).size).toBe(latest.length);
    expect(latest).toEqual(expectedLatest);

    await page.getByRole("tab", { name: "Hottest" }).click();
    await expect(page.getByRole("tab", { name: "Hottest" })).toHaveAttribute("aria-selected", "true");
    const hottest = await scrollToEnd(page);
    expect(new Set(hottest).size).toBe(hottest.length);
    expect(hottest).toEqual(await expectedIds(page, server.url, token, "hottest", []));
    expect([...hottest].sort((a, b) => a - b)).toEqual([...latest].sort((a, b) => a - b));
  });

  test("[RW-ST-9] [RW-LST-2] tag filters restart at page 1 and page through their reviews; load more works from the keyboard", async ({
    page,
    server,
  }) => {
    const token = await accessToken(page.request, server.url, "learner");
    await openHost(page, server.url, { token, attributes: COURSE });
    const group = page.getByRole("group", { name: "Filter reviews by tag" });
    const chips = group.getByRole("button");
    await expect(chips.first()).toBeVisible();
    const codes = await callApi<{ shortCommentStatisticList: { code: string; shortComment: string; count: number }[] }>(
      page.request,
      server.url,
      token,
      "GET",
      "/api/universal/v1/score/general?resourceId=course-intro",
    );
    const [first, second] = codes.shortCommentStatisticList;
    await group.getByRole("button", { name: `${first!.shortComment} (${first!.count})` }).click();
    const one = await scrollToEnd(page);
    expect(one).toEqual(await expectedIds(page, server.url, token, "latest", [first!.code]));
    expect(one.length).toBe(first!.count);

    // External variant: a second tag widens the filter to reviews with either tag.
    const secondChip = group.getByRole("button", { name: `${second!.shortComment} (${second!.count})` });
    if (!(await secondChip.isVisible())) await page.getByRole("button", { name: "Show all tags" }).click();
    const loadMore = page.getByRole("button", { name: "Load more reviews" });
    const cards = page.locator("sxz-score article[id^='sxz-review-']");
    const shownIds = () =>
      cards.evaluateAll((shown) => shown.map((card) => Number(card.id.slice("sxz-review-".length))));
    // The chips are pressed at once; the list restarts once the widened filter's first page is in. Counting cards
    // before then would count the one-tag list: wait until what is shown is the start of the widened list (the seeded
    // data tells the two apart: the one-tag list is not a start of the widened one).
    const expected = await expectedIds(page, server.url, token, "latest", [first!.code, second!.code]);
    expect(expected.slice(0, one.length)).not.toEqual(one);
    await secondChip.click();
    await expect(group.getByRole("button", { pressed: true })).toHaveCount(2);
    await expect
      .poll(async () => {
        const ids = await shownIds();
        return ids.length > 0 && ids.every((id, at) => id === expected[at]);
      })
      .toBe(true);
    // Keyboard only: Tab to "Load more reviews" and press Enter until the end; each page's first review takes focus.
    for (let i = 0; i < 100; i += 1) {
      await expect(page.getByRole("status")).toHaveCount(0);
      if (!(await loadMore.isVisible())) break;
      const before = await cards.count();
      await loadMore.focus();
      await page.keyboard.press("Enter");
      await expect(cards.nth(before), "the first review of the page just loaded has focus").toBeFocused();
    }
    expect(await shownIds()).toEqual(expected);
  });
});
