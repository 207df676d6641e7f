import type { Page, Route } from "@playwright/test";
import { test, expect } from "../support/fixtures";
import { ensureWidgetBuilt, MAY_RATE, openHost } from "./widget-page";

test.beforeAll(() => ensureWidgetBuilt());

// The real server never omits a list or sends a wrong type, so each test lets it answer and rewrites that
// answer's `data` on its way to the page — the shape other backends send, everything else real.

type Data = Record<string, unknown> | null;
type Rewrite = (data: Data) => unknown;

const SCORE = "/api/universal/v1/score";
const HTML = '<img src=x onerror="window.__injected=1"><b id="injected">bold</b>';

/**
 * Fetches the real answer and fulfils the request with `answer(body)`. The page may abort a request it no longer
 * needs (a list restarted while its first page was on its way); such a request has nothing left to answer.
 */
async function passRewritten(route: Route, answer: (body: { data: Data }) => unknown): Promise<void> {
  try {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Data };
    await route.fulfill({ response, json: answer(body) });
  } catch (error) {
    if (!/disposed|aborted|closed/i.test(String(error))) throw error;
  }
}

/** Answers of calls whose path starts with `path` reach the page with `data` rewritten. */
async function rewriteAnswers(page: Page, path: string, rewrite: Rewrite): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith(path),
    (route) => passRewritten(route, (body) => ({ ...body, data: rewrite(body.data) })),
  );
}

const without =
  (key: string): Rewrite =>
  (data) => {
    const copy = { ...data };
    delete copy[key];
    return copy;
  };
const withFields =
  (fields: Record<string, unknown>): Rewrite =>
  (data) => ({ ...data, ...fields });
const reviewsWith =
  (fields: Record<string, unknown>): Rewrite =>
  (data) => ({
    ...data,
    scoreInfoList: (data?.scoreInfoList as Record<string, unknown>[]).map((review) => ({ ...review, ...fields })),
  });

/** Uncaught errors of the page: the widget must never throw one, whatever it was answered. */
function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on("pageerror", (error) => errors.push(error));
  return errors;
}

async function openWidget(page: Page, origin: string) {
  await openHost(page, origin, {
    user: "learner2",
    attributes: { "resource-id": "course-intro", "module-id": "course", "sxz-lang": "en_US", ...MAY_RATE },
  });
  return page.locator("sxz-score");
}

/** The rest of the widget keeps working: the rating dialog opens and closes. */
async function expectDialogOpens(widget: ReturnType<Page["locator"]>, page: Page) {
  await widget.getByRole("button", { name: "Want to rate" }).click();
  const dialog = widget.getByRole("dialog", { name: "Rate this course" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("radiogroup", { name: "Rating" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

test("[RW-API-3] general without shortCommentStatisticList: the summary shows, the dialog opens, the list loads, nothing throws", async ({
  page,
  server,
}) => {
  const errors = collectPageErrors(page);
  await rewriteAnswers(page, `${SCORE}/general`, without("shortCommentStatisticList"));
  const widget = await openWidget(page, server.url);
  await expect(widget.getByTestId("review-count")).toHaveText(/^\d+ reviews$/);
  await expect(widget.getByTestId("positive-percent")).toHaveText(/^\d+(\.\d)?%$/);
  await expect(widget.getByRole("region", { name: "Reviews" }).getByRole("article").first()).toBeVisible();
  await expectDialogOpens(widget, page);
  // No tag statistics: no filter row, and no error for an empty list.
  await expect(widget.getByRole("group", { name: "Filter reviews by tag" })).toHaveCount(0);
  await expect(widget.getByText("The ratings could not be loaded.")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("figures a backend left out show as unknown (–), not as 0 or 100%", async ({ page, server }) => {
  const errors = collectPageErrors(page);
  await rewriteAnswers(page, `${SCORE}/queryMsgCountProportions`, () => null);
  await rewriteAnswers(page, `${SCORE}/general`, () => ({}));
  const widget = await openWidget(page, server.url);
  const summary = widget.locator(".sxz-summary");
  // A dash to see, "Not known" for screen readers.
  await expect(widget.getByTestId("positive-percent")).toHaveText("–Not known");
  await expect(widget.getByTestId("review-count")).toHaveText("–Not known");
  await expect(widget.getByTestId("review-count").locator(".sxz-visually-hidden")).toHaveText("Not known");
  await expect(summary.getByText("No ratings yet")).toHaveCount(0);
  await expect(summary.getByText("100%")).toHaveCount(0);
  await expect(summary.locator('[part="badge"]')).toHaveCount(0);
  await expect(widget.getByTestId("recommended-value")).toHaveCount(0);
  await expectDialogOpens(widget, page);
  await expect(widget.getByRole("region", { name: "Reviews" }).getByRole("article").first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("wrong types in the figures: the summary shows an error with Try again, the dialog and the list keep working", async ({
  page,
  server,
}) => {
  const errors = collectPageErrors(page);
  let broken = true;
  await page.route(
    (url) => url.pathname === `${SCORE}/general`,
    (route) =>
      passRewritten(route, (body) =>
        broken ? { ...body, data: { ...body.data, totalCount: "many", shortCommentStatisticList: { a: 1 } } } : body,
      ),
  );
  const widget = await openWidget(page, server.url);
  const notice = widget.getByRole("status").filter({ hasText: "The ratings could not be loaded." });
  await expect(notice).toBeVisible();
  await expect(widget.getByRole("region", { name: "Reviews" }).getByRole("article").first()).toBeVisible();
  await expectDialogOpens(widget, page);
  broken = false;
  await notice.getByRole("button", { name: "Try again" }).click();
  await expect(notice).toBeHidden();
  await expect(widget.getByRole("group", { name: "Filter reviews by tag" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a review page of the wrong shape: the list shows its error with Try again, the summary and the dialog keep working", async ({
  page,
  server,
}) => {
  const errors = collectPageErrors(page);
  let broken = true;
  await page.route(
    (url) => url.pathname === `${SCORE}/queryMessages`,
    (route) =>
      passRewritten(route, (body) => (broken ? { ...body, data: { ...body.data, scoreInfoList: "none" } } : body)),
  );
  const widget = await openWidget(page, server.url);
  const list = widget.getByRole("region", { name: "Reviews" });
  await expect(list.getByText("Reviews could not be loaded.")).toBeVisible();
  await expect(widget.getByTestId("review-count")).toHaveText(/^\d+ reviews$/);
  await expectDialogOpens(widget, page);
  broken = false;
  await list.getByRole("button", { name: "Try again" }).click();
  await expect(list.getByRole("article").first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("reviews with omitted fields, nulls and extra fields still show; an unknown like count shows no number", async ({
  page,
  server,
}) => {
  const errors = collectPageErrors(page);
  await rewriteAnswers(page, `${SCORE}/queryMessages`, (data) => ({
    ...(reviewsWith({ likeCount: undefined, replyList: null, role: null, images: null, surprise: { nested: [1] } })(
      data,
    ) as object),
    hasMore: undefined,
    nextCursor: undefined,
    totalCount: null,
  }));
  const widget = await openWidget(page, server.url);
  const list = widget.getByRole("region", { name: "Reviews" });
  const first = list.getByRole("article").first();
  await expect(first).toBeVisible();
  const like = first.getByRole("button", { name: "Like" });
  await expect(like).toHaveText("");
  // The header leaves out the count it was not told rather than showing 0.
  await expect(list.getByRole("heading", { name: "Reviews" })).toHaveText("Reviews");
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expectDialogOpens(widget, page);
  expect(errors).toEqual([]);
});

test("HTML in the server's strings is shown as text and injects nothing", async ({ page, server }) => {
  const errors = collectPageErrors(page);
  await rewriteAnswers(
    page,
    `${SCORE}/queryMessages`,
    reviewsWith({
      content: HTML,
      from_user_name: HTML,
      from_user_url: "javascript:window.__injected=2",
      message: HTML,
    }),
  );
  await rewriteAnswers(
    page,
    `${SCORE}/general`,
    withFields({ shortCommentStatisticList: [{ shortComment: HTML, code: HTML, count: 2 }] }),
  );
  await rewriteAnswers(page, `${SCORE}/configList`, (data) =>
    (data as unknown as Record<string, unknown>[]).map((item) => ({ ...item, message: HTML })),
  );
  const widget = await openWidget(page, server.url);
  const list = widget.getByRole("region", { name: "Reviews" });
  await expect(list.getByRole("article").first()).toBeVisible();
  await expect(list.getByRole("article").first().getByText(HTML).first()).toBeVisible();
  await expect(
    widget.getByRole("group", { name: "Filter reviews by tag" }).getByRole("button", { name: `${HTML} (2)` }),
  ).toBeVisible();
  await widget.getByRole("button", { name: "Want to rate" }).click();
  const dialog = widget.getByRole("dialog", { name: "Rate this course" });
  await dialog.getByRole("radio", { name: "5 stars" }).click();
  await expect(dialog.getByRole("button", { name: HTML }).first()).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
  expect(await widget.locator("#injected").count()).toBe(0);
  expect(await widget.locator('img[src="x"]').count()).toBe(0);
  expect(errors).toEqual([]);
});
