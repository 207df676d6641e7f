import type { Page } from "@playwright/test";
import { test, expect } from "../support/fixtures";
import { accessToken, callApi, COURSE, openHost, seriousAxeViolations } from "./host";

interface Review {
  id: number;
  isTop: number;
  isMe: boolean;
  isLiked: boolean;
  likeCount: number;
  content: string;
  replyList: { id: number; content: string }[];
}

async function firstPage(page: Page, origin: string, token: string): Promise<Review[]> {
  const data = await callApi<{ scoreInfoList: Review[] }>(
    page.request,
    origin,
    token,
    "GET",
    "/api/universal/v1/score/queryMessages?resourceId=course-intro&moduleId=course&page=1&pageSize=10",
  );
  return data.scoreInfoList;
}

const card = (page: Page, id: number) => page.locator(`sxz-score #sxz-review-${id}`);

test.describe("review list journeys in Chromium", () => {
  test("[RW-ST-7] [RW-ST-8] [RW-ROLE-2] a learner likes and unlikes a review, edits and deletes their own", async ({
    page,
    server,
  }) => {
    const token = await accessToken(page.request, server.url, "learner");
    const own = await callApi<{ id: number }>(
      page.request,
      server.url,
      token,
      "POST",
      "/api/universal/v1/score/giveScore",
      {
        resourceId: "course-intro",
        moduleId: "course",
        score: 4,
        content: "The videos were clear and short.",
      },
    );
    await openHost(page, server.url, { token, attributes: COURSE });
    const mine = card(page, own.id);
    await expect(mine).toContainText("The videos were clear and short.");
    await expect(mine.getByText("Me", { exact: true })).toBeVisible();

    // Like someone else's review, then take the like back.
    const other = (await firstPage(page, server.url, token)).find((review) => !review.isMe && !review.isLiked)!;
    const like = card(page, other.id).getByRole("button", { name: /^Like, / });
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await expect(like).toHaveAccessibleName(new RegExp(`^Like, ${other.likeCount + 1} like`));
    // The button shows the change: the result is said to screen readers only, never a toast.
    await expect(page.locator("sxz-score .sxz-list__announcement")).toHaveText("Liked");
    await expect(page.locator("sxz-score .sxz-toast")).toHaveCount(0);
    await expect
      .poll(async () => (await firstPage(page, server.url, token)).find((r) => r.id === other.id)?.isLiked)
      .toBe(true);
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await expect(like).toHaveAccessibleName(new RegExp(`^Like, ${other.likeCount} like`));
    await expect
      .poll(async () => (await firstPage(page, server.url, token)).find((r) => r.id === other.id)?.isLiked)
      .toBe(false);

    // Edit the own review inline.
    await mine.getByRole("button", { name: "Edit" }).click();
    const editor = mine.getByRole("textbox", { name: "Edit your review" });
    await expect(editor).toBeFocused();
    await editor.fill("The videos were clear, short and well paced.");
    await mine.getByRole("button", { name: "Post" }).click();
    await expect(mine).toContainText("The videos were clear, short and well paced.");
    await expect(page.getByText("Saved", { exact: true })).toBeVisible();

    // Delete it after the confirmation; focus moves to the review that took its place.
    await mine.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete this review?" });
    await expect(dialog).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(mine).toHaveCount(0);
    await expect(page.getByText("Deleted", { exact: true })).toBeVisible();
    await expect(page.locator("sxz-score article:focus")).toHaveCount(1);
    expect((await firstPage(page, server.url, token)).some((r) => r.id === own.id)).toBe(false);
  });

  test("[RW-ROLE-3] [RW-OPT-1] [RW-LST-8] an admin replies, edits the reply, pins, hides and deletes", async ({
    page,
    server,
  }) => {
    const token = await accessToken(page.request, server.url, "admin");
    const target = (await firstPage(page, server.url, token))
      .filter((review) => !review.isTop && review.content)
      .at(-1)!;
    await openHost(page, server.url, { token, attributes: { ...COURSE, "is-admin": "true", "show-report": "true" } });
    const review = card(page, target.id);
    await expect(review).toBeVisible();

    await review.getByRole("button", { name: "Reply" }).click();
    await review.getByRole("textbox", { name: "Your reply" }).fill("Thanks — we added captions.");
    await expect(review.getByText("27/250")).toBeVisible();
    await review.getByRole("button", { name: "Post" }).click();
    const reply = review.getByRole("listitem", { name: /^Reply from / });
    await expect(reply).toContainText("Thanks — we added captions.");
    await expect(reply.getByText("Administrator")).toBeVisible();

    await reply.getByRole("button", { name: "Edit reply" }).click();
    await reply.getByRole("textbox", { name: "Edit the reply" }).fill("Thanks — captions are now in 12 languages.");
    await reply.getByRole("button", { name: "Post" }).click();
    await expect(reply).toContainText("Thanks — captions are now in 12 languages.");

    // The options menu is a menu button with menu items; an axe scan with it open.
    await review.getByRole("button", { name: "More actions" }).click();
    const menu = page.getByRole("menu", { name: "More actions" });
    await expect(menu.getByRole("menuitem")).toHaveText(["Pin to top", "Hide", "Report", "Delete"]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await menu.getByRole("menuitem", { name: "Pin to top" }).click();
    await expect(page.locator("sxz-score article").first()).toHaveId(`sxz-review-${target.id}`);
    await expect(review.getByText("Pinned", { exact: true })).toBeVisible();

    await review.getByRole("button", { name: "More actions" }).click();
    await page.getByRole("menuitem", { name: "Hide" }).click();
    // The administrator keeps reading the hidden text, marked hidden (RW-ST-6; learners get the notice only).
    await expect(review.getByText("Hidden", { exact: true })).toBeVisible();
    await expect(review).toContainText(target.content);
    await expect(review).not.toContainText("This review has been hidden.");

    await review.getByRole("button", { name: "More actions" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page
      .getByRole("alertdialog", { name: "Delete this review?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(review).toHaveCount(0);
    const after = await firstPage(page, server.url, token);
    expect(after.some((r) => r.id === target.id)).toBe(false);
  });

  test("[RW-2] the element switches to the own-messages mode and back", async ({ page, server }) => {
    const token = await accessToken(page.request, server.url, "learner");
    const mine = await callApi<{ totalCount: number; scoreInfoList: { id: number; content: string }[] }>(
      page.request,
      server.url,
      token,
      "GET",
      "/api/universal/v1/score/queryMyMessages?page=1&pageSize=10",
    );
    expect(mine.totalCount).toBeGreaterThan(0);
    await openHost(page, server.url, { token, attributes: COURSE });
    await expect(page.getByRole("heading", { name: /^Reviews/ })).toBeVisible();
    await page.locator("sxz-score").evaluate((element) => element.setAttribute("mode", "mine"));
    await expect(page.getByRole("heading", { name: /^My reviews/ })).toBeVisible();
    const cards = page.locator("sxz-score article");
    await expect(cards).toHaveCount(mine.scoreInfoList.length);
    await expect(cards.first()).toHaveId(`sxz-review-${mine.scoreInfoList[0]!.id}`);
    for (const badge of await cards.getByText("Me", { exact: true }).all()) await expect(badge).toBeVisible();
    await expect(page.getByRole("tablist", { name: "Sort reviews" })).toHaveCount(0);
    await page.locator("sxz-score").evaluate((element) => element.removeAttribute("mode"));
    await expect(page.getByRole("heading", { name: /^Reviews/ })).toBeVisible();
    await expect(page.getByRole("tablist", { name: "Sort reviews" })).toBeVisible();
  });

  test("a learner filters by stars and searches: the line, the list, marked words and Clear; desktop and phone, English and Arabic, axe clean", async ({
    page,
    server,
  }) => {
    const token = await accessToken(page.request, server.url, "learner");
    await callApi(page.request, server.url, token, "POST", "/api/universal/v1/score/giveScore", {
      resourceId: "course-intro",
      moduleId: "course",
      score: 2,
      content: "Subtitles came late, but the zebrafish examples helped.",
    });
    await openHost(page, server.url, { token, attributes: COURSE });
    const widget = page.locator("sxz-score");
    const line = widget.getByTestId("filter-line");
    const twoStars = widget.getByRole("button", { name: /^Show 2-star reviews, \d+$/ });
    const count = Number((await twoStars.getAttribute("aria-label"))!.match(/(\d+)$/)![1]);

    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await twoStars.click();
      await expect(twoStars).toHaveAttribute("aria-pressed", "true");
      await expect(line).toHaveText(`${count} 2-star reviews · Clear`);
      await expect(widget.locator("article").first().getByRole("img", { name: "Rated 2 out of 5" })).toBeVisible();
      expect(
        await widget
          .locator("article")
          .getByRole("img", { name: /^Rated [^2] out of 5$/ })
          .count(),
      ).toBe(0);

      const search = widget.getByRole("searchbox", { name: "Search reviews" });
      // Desktop: Enter searches at once; phone: typing searches once it pauses.
      if (viewport.width > 400) {
        await search.fill("Zebrafish");
        await search.press("Enter");
      } else {
        await search.pressSequentially("Zebrafish");
      }
      await expect(line).toHaveText(`1 2-star review · Search: “Zebrafish” · Clear`);
      await expect(widget.locator("article")).toHaveCount(1);
      await expect(widget.locator("article mark")).toHaveText(["zebrafish"]);
      const box = (await line.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await line.getByRole("button", { name: "Clear" }).click();
      await expect(twoStars).toHaveAttribute("aria-pressed", "false");
      await expect(search).toHaveValue("");
      await expect(line).toHaveCount(0);
      await expect(widget.locator("article mark")).toHaveCount(0);
    }

    // Arabic: the rows are named and the line written in the language, right to left.
    await widget.evaluate((element) => element.setAttribute("sxz-lang", "ar_SA"));
    const arabicTwo = widget.getByRole("button", { name: /^عرض التقييمات بـ ٢ ★، [٠-٩]+$/ });
    await arabicTwo.click();
    await expect(arabicTwo).toHaveAttribute("aria-pressed", "true");
    await expect(line).toContainText("بـ ٢ ★");
    await expect(line.getByRole("button", { name: "مسح" })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("the list has no serious or critical axe violations, on desktop and mobile", async ({ page, server }) => {
    const token = await accessToken(page.request, server.url, "admin");
    await openHost(page, server.url, { token, attributes: { ...COURSE, "is-admin": "true", "show-report": "true" } });
    await expect(page.locator("sxz-score article").first()).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.locator("sxz-score .sxz-list--mobile")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
