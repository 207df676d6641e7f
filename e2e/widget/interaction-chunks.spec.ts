import type { Page, Route } from "@playwright/test";
import { test, expect } from "../support/fixtures";
import { ensureWidgetBuilt, MAY_RATE, openHost } from "./widget-page";

test.beforeAll(() => ensureWidgetBuilt());

// What a reader never needs before the first review is painted comes later, in chunks of its own, in both
// builds: none of them is fetched before the summary and the first page show; the rating dialog is fetched once
// the page idles or when the rate button is pointed at or focused, the list's editors and delete confirmation once
// the first page is painted or when a reply, edit or delete control is pointed at or focused; what shows after an
// action (the image viewer, a card's menu popup, the toasts' full look, the sparkle, the alert of a reader who may
// not rate yet) once the first page is painted or when a menu button or a thumbnail is pointed at or focused; a
// click before a chunk arrived is kept.

const COURSE = { "resource-id": "course-intro", "module-id": "course", "sxz-lang": "en_US", ...MAY_RATE };
/** The chunks of the parts loaded on use (file names as both standalone builds write them). */
const INTERACTION_CHUNK = /\/(RatingDialog|ListParts|ActionParts)-[\w-]+\.js$/;
const DIALOG_CHUNK = (url: URL) => /\/RatingDialog-[\w-]+\.js$/.test(url.pathname);
const LIST_CHUNK = (url: URL) => /\/ListParts-[\w-]+\.js$/.test(url.pathname);
const ACTION_CHUNK = (url: URL) => /\/ActionParts-[\w-]+\.js$/.test(url.pathname);
/** An admin may reply to and delete any review. */
const AS_ADMIN = { attributes: { ...COURSE, "is-admin": "true" }, user: "admin" };

/**
 * Every script and stylesheet the page asks for, and those asked for before the summary's figures and 10 reviews
 * were in the widget: the page reports that moment itself (a mutation observer on the shadow root), so the
 * cut is not blurred by the test's polling.
 */
async function recordUntilPainted(page: Page) {
  const requested: string[] = [];
  let beforePaint: string[] | null = null;
  page.on("request", (request) => {
    if (["script", "stylesheet"].includes(request.resourceType())) requested.push(new URL(request.url()).pathname);
  });
  await page.exposeFunction("sxzFirstPaint", () => {
    beforePaint ??= [...requested];
  });
  await page.addInitScript(() => {
    const painted = (root: ShadowRoot) =>
      /\d/.test(root.querySelector('[data-testid="positive-percent"]')?.textContent ?? "") &&
      root.querySelectorAll("article").length >= 10;
    const watch = () => {
      const root = document.querySelector("sxz-score")?.shadowRoot;
      if (!root) return requestAnimationFrame(watch);
      const observer = new MutationObserver(() => {
        if (!painted(root)) return;
        observer.disconnect();
        void (window as unknown as { sxzFirstPaint: () => Promise<void> }).sxzFirstPaint();
      });
      observer.observe(root, { childList: true, subtree: true, characterData: true });
    };
    watch();
  });
  return {
    requested,
    beforePaint: () => beforePaint,
  };
}

/** Requests matching `match` wait until released; `fail` makes them fail as a dropped connection does. */
async function control(page: Page, match: (url: URL) => boolean) {
  const held: Route[] = [];
  let mode: "hold" | "fail" | "pass" = "hold";
  let seen = 0;
  await page.route(match, async (route) => {
    seen += 1;
    if (mode === "pass") return route.continue();
    if (mode === "fail") return route.abort("internetdisconnected");
    held.push(route);
  });
  return {
    get seen() {
      return seen;
    },
    fail() {
      mode = "fail";
    },
    async release() {
      mode = "pass";
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

async function expectFirstPaint(page: Page, record: Awaited<ReturnType<typeof recordUntilPainted>>) {
  const widget = page.locator("sxz-score");
  // The first page's 10 reviews (a second page may follow as the list's end is in view).
  await expect(widget.getByRole("region", { name: "Reviews" }).getByRole("article").nth(9)).toBeVisible();
  await expect.poll(() => record.beforePaint()).not.toBeNull();
  const before = record.beforePaint()!;
  // The widget's own file was among them: the record is of the page's real requests.
  expect(before.some((path) => path.startsWith("/widget/"))).toBe(true);
  expect(before.filter((path) => INTERACTION_CHUNK.test(path))).toEqual([]);
}

test("the first paint fetches no interaction chunk; Enter on the rate button waits for the dialog's chunk, shows it is busy, then opens the dialog with focus in it", async ({
  page,
  server,
}) => {
  const record = await recordUntilPainted(page);
  // The dialog's chunk is held, so neither the idle prefetch nor the intent can have brought it in before the key.
  const dialogChunk = await control(page, DIALOG_CHUNK);
  await openHost(page, server.url, { attributes: COURSE });
  await expectFirstPaint(page, record);

  const widget = page.locator("sxz-score");
  const rate = widget.getByRole("button", { name: "Want to rate" });
  await rate.focus();
  // The page idled, or focus reached the button: the chunk is asked for (and held).
  await expect.poll(() => dialogChunk.seen).toBeGreaterThan(0);
  await page.keyboard.press("Enter");
  await expect(rate).toHaveAttribute("aria-busy", "true");
  await expect(widget.getByRole("dialog")).toHaveCount(0);
  await expect(rate).toBeFocused();

  await dialogChunk.release();
  const dialog = widget.getByRole("dialog", { name: "Rate this course" });
  await expect(dialog).toBeVisible();
  await expect(rate).not.toHaveAttribute("aria-busy");
  // Focus moved into the dialog; the dialog's own styles came with its chunk (a fixed layer over the page).
  await expect
    .poll(() =>
      dialog.evaluate((node) =>
        node.contains(
          node.getRootNode() instanceof ShadowRoot ? (node.getRootNode() as ShadowRoot).activeElement : null,
        ),
      ),
    )
    .toBe(true);
  await expect.poll(() => dialog.evaluate((node) => getComputedStyle(node.parentElement!).position)).toBe("fixed");
  await page.keyboard.press("Escape");
  await expect(widget.getByRole("dialog")).toHaveCount(0);
  await expect(rate).toBeFocused();
});

test("a dialog chunk that cannot be fetched shows the network message and breaks nothing; the next Enter fetches it again and opens the dialog", async ({
  page,
  server,
}) => {
  const record = await recordUntilPainted(page);
  const dialogChunk = await control(page, DIALOG_CHUNK);
  dialogChunk.fail();
  await openHost(page, server.url, { attributes: COURSE });
  await expectFirstPaint(page, record);

  const widget = page.locator("sxz-score");
  const rate = widget.getByRole("button", { name: "Want to rate" });
  await rate.focus();
  await page.keyboard.press("Enter");
  await expect(widget.getByRole("alert")).toHaveText(/no network detected, please connect and try again/);
  await expect(widget.getByRole("dialog")).toHaveCount(0);
  await expect(rate).not.toHaveAttribute("aria-busy");
  await expect(rate).toBeFocused();
  // The rest still works: the list's sort tabs answer.
  await widget.getByRole("tab", { name: "Latest" }).click();
  await expect(widget.getByRole("tab", { name: "Latest" })).toHaveAttribute("aria-selected", "true");
  await expect(widget.getByRole("region", { name: "Reviews" }).getByRole("article").nth(9)).toBeVisible();

  const failures = dialogChunk.seen;
  await dialogChunk.release();
  await rate.focus();
  await page.keyboard.press("Enter");
  const dialog = widget.getByRole("dialog", { name: "Rate this course" });
  await expect(dialog).toBeVisible();
  expect(dialogChunk.seen).toBeGreaterThan(failures);
  await expect
    .poll(() => dialog.evaluate((node) => node.contains((node.getRootNode() as ShadowRoot).activeElement)))
    .toBe(true);
  await page.keyboard.press("Escape");
  await expect(rate).toBeFocused();
});

/** How many of the widget's style elements carry `marker` (a part's styles are added once). */
const stylesWith = (page: Page, marker: string) =>
  page
    .locator("sxz-score")
    .evaluate(
      (host, text) =>
        [...host.shadowRoot!.querySelectorAll("style")].filter((style) => style.textContent!.includes(text)).length,
      marker,
    );

test("Enter on a review's Reply before the list's chunk arrived keeps the list busy, then opens the editor with focus in it and its styles; Cancel returns focus", async ({
  page,
  server,
}) => {
  const record = await recordUntilPainted(page);
  // Held, so neither the idle prefetch nor the intent can have brought the editors in before the key.
  const listChunk = await control(page, LIST_CHUNK);
  await openHost(page, server.url, AS_ADMIN);
  await expectFirstPaint(page, record);

  const widget = page.locator("sxz-score");
  const list = widget.getByRole("region", { name: /^Reviews/ });
  const review = list.getByRole("article").first();
  const reply = review.getByRole("button", { name: "Reply", exact: true });
  await reply.focus();
  await expect.poll(() => listChunk.seen).toBeGreaterThan(0);
  await page.keyboard.press("Enter");
  await expect(list).toHaveAttribute("aria-busy", "true");
  await expect(review.getByRole("textbox")).toHaveCount(0);
  await expect(reply).toBeFocused();
  expect(await stylesWith(page, "sxz-editor__area")).toBe(0);

  await listChunk.release();
  const editor = review.getByRole("textbox", { name: "Your reply" });
  await expect(editor).toBeFocused();
  await expect(list).not.toHaveAttribute("aria-busy");
  // The editor's styles came with its chunk, once, after the list's own sheet.
  await expect
    .poll(() => editor.evaluate((node) => getComputedStyle(node.closest(".sxz-editor")!).display))
    .toBe("flex");
  expect(await stylesWith(page, "sxz-editor__area")).toBe(1);
  await review.getByRole("button", { name: "Cancel" }).click();
  await expect(review.getByRole("textbox")).toHaveCount(0);
  await expect(reply).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(editor).toBeFocused();
  expect(await stylesWith(page, "sxz-editor__area")).toBe(1);
});

test("a list chunk that cannot be fetched makes the menu's Delete say it failed and breaks nothing; the next Delete fetches it again and opens the confirmation with focus in it", async ({
  page,
  server,
}) => {
  const record = await recordUntilPainted(page);
  const listChunk = await control(page, LIST_CHUNK);
  listChunk.fail();
  await openHost(page, server.url, AS_ADMIN);
  await expectFirstPaint(page, record);

  const widget = page.locator("sxz-score");
  const list = widget.getByRole("region", { name: /^Reviews/ });
  const more = list.getByRole("article").first().getByRole("button", { name: "More actions" });
  await more.click();
  await widget.getByRole("menuitem", { name: "Delete" }).click();
  await expect(widget.getByRole("alert")).toHaveText(/Delete failed, please try again later/);
  await expect(widget.getByRole("alertdialog")).toHaveCount(0);
  await expect(list).not.toHaveAttribute("aria-busy");
  // The rest still works: the list's sort tabs answer.
  await widget.getByRole("tab", { name: "Latest" }).click();
  await expect(widget.getByRole("tab", { name: "Latest" })).toHaveAttribute("aria-selected", "true");
  await expect(list.getByRole("article").nth(9)).toBeVisible();

  const failures = listChunk.seen;
  await listChunk.release();
  await more.click();
  await widget.getByRole("menuitem", { name: "Delete" }).click();
  const confirmation = widget.getByRole("alertdialog", { name: "Delete this review?" });
  await expect(confirmation).toBeVisible();
  expect(listChunk.seen).toBeGreaterThan(failures);
  await expect
    .poll(() => confirmation.evaluate((node) => node.contains((node.getRootNode() as ShadowRoot).activeElement)))
    .toBe(true);
  await page.keyboard.press("Escape");
  await expect(widget.getByRole("alertdialog")).toHaveCount(0);
  await expect(more).toBeFocused();
});

test("[RW-OPT-1] Enter on a card's More actions before its popup's chunk arrived keeps the list busy, then opens the menu with focus on its first item and its styles; Escape returns focus", async ({
  page,
  server,
}) => {
  const record = await recordUntilPainted(page);
  // Held, so neither the idle prefetch nor the intent can have brought the popup in before the key.
  const actionChunk = await control(page, ACTION_CHUNK);
  await openHost(page, server.url, AS_ADMIN);
  await expectFirstPaint(page, record);

  const widget = page.locator("sxz-score");
  const list = widget.getByRole("region", { name: /^Reviews/ });
  const more = list.getByRole("article").first().getByRole("button", { name: "More actions" });
  await more.focus();
  await expect.poll(() => actionChunk.seen).toBeGreaterThan(0);
  await page.keyboard.press("Enter");
  await expect(list).toHaveAttribute("aria-busy", "true");
  await expect(widget.getByRole("menu")).toHaveCount(0);
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await expect(more).toBeFocused();
  expect(await stylesWith(page, "sxz-menu__list")).toBe(0);

  await actionChunk.release();
  const menu = widget.getByRole("menu", { name: "More actions" });
  const items = menu.getByRole("menuitem");
  await expect(items.first()).toBeFocused();
  await expect(more).toHaveAttribute("aria-expanded", "true");
  await expect(list).not.toHaveAttribute("aria-busy");
  // The popup's styles came with its chunk, once: it floats over the card.
  await expect.poll(() => menu.evaluate((node) => getComputedStyle(node).position)).toBe("absolute");
  expect(await stylesWith(page, "sxz-menu__list")).toBe(1);
  await page.screenshot({ path: test.info().outputPath("menu-opened.png") });
  await test.info().attach("menu opened once its chunk arrived", {
    path: test.info().outputPath("menu-opened.png"),
    contentType: "image/png",
  });
  await page.keyboard.press("ArrowDown");
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(more).toBeFocused();
});

test("an action chunk that cannot be fetched makes More actions show the network message in a readable toast and breaks nothing; the next press fetches it again and opens the menu", async ({
  page,
  server,
}) => {
  const record = await recordUntilPainted(page);
  const actionChunk = await control(page, ACTION_CHUNK);
  actionChunk.fail();
  await openHost(page, server.url, AS_ADMIN);
  await expectFirstPaint(page, record);

  const widget = page.locator("sxz-score");
  const list = widget.getByRole("region", { name: /^Reviews/ });
  const more = list.getByRole("article").first().getByRole("button", { name: "More actions" });
  await more.click();
  await expect(widget.getByRole("alert")).toHaveText(/no network detected, please connect and try again/);
  // The toast's box is part of the first paint: readable though the rest of its look could not be fetched.
  const toast = widget.locator('[role="alert"] .sxz-toast');
  await expect(toast).toBeVisible();
  await expect
    .poll(() => toast.evaluate((node) => getComputedStyle(node).backgroundColor))
    .not.toBe("rgba(0, 0, 0, 0)");
  await expect(widget.getByRole("menu")).toHaveCount(0);
  await expect(list).not.toHaveAttribute("aria-busy");
  // The rest still works: the list's sort tabs answer.
  await widget.getByRole("tab", { name: "Latest" }).click();
  await expect(widget.getByRole("tab", { name: "Latest" })).toHaveAttribute("aria-selected", "true");
  await expect(list.getByRole("article").nth(9)).toBeVisible();

  const failures = actionChunk.seen;
  await actionChunk.release();
  await more.click();
  const menu = widget.getByRole("menu", { name: "More actions" });
  await expect(menu).toBeVisible();
  expect(actionChunk.seen).toBeGreaterThan(failures);
  await expect(menu.getByRole("menuitem").first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(more).toBeFocused();
});

test("[RW-ROLE-1] the alert of a reader who may not rate yet comes with the action chunk: when it cannot be fetched its message is a readable toast; the next press shows the alert with its OK focused", async ({
  page,
  server,
}) => {
  const record = await recordUntilPainted(page);
  const actionChunk = await control(page, ACTION_CHUNK);
  actionChunk.fail();
  // Neither is-permission nor is-progress: the rate button warns instead of opening the dialog.
  await openHost(page, server.url, {
    attributes: { "resource-id": "course-intro", "module-id": "course", "sxz-lang": "en_US" },
  });
  await expectFirstPaint(page, record);

  const widget = page.locator("sxz-score");
  const rate = widget.getByRole("button", { name: "Want to rate" });
  const studyProgress =
    "You can comment on this course only when you have completed at least 30% of the course content.";
  await rate.click();
  await expect(widget.locator('[role="alert"] .sxz-toast')).toContainText(studyProgress);
  await expect(widget.locator(".sxz-alert")).toHaveCount(0);
  await expect(widget.getByRole("dialog")).toHaveCount(0);

  const failures = actionChunk.seen;
  await actionChunk.release();
  await rate.click();
  const alert = widget.locator(".sxz-alert");
  await expect(alert).toContainText(studyProgress);
  expect(actionChunk.seen).toBeGreaterThan(failures);
  // Its look came with the chunk; its OK takes focus so a keyboard user meets it, and gives it back once closed.
  await expect.poll(() => alert.evaluate((node) => getComputedStyle(node).display)).toBe("flex");
  await expect(alert.getByRole("button", { name: "OK" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(alert).toHaveCount(0);
  await expect(rate).toBeFocused();
});

test("[RW-LST-9] the empty course's picture is a chunk of its own, fetched when the empty state shows; its box is there meanwhile, so the text does not move when it arrives", async ({
  page,
  server,
}) => {
  const pictureChunk = await control(page, (url) => /\/EmptyPicture-[\w-]+\.js$/.test(url.pathname));
  // A resource nobody has reviewed: one empty state, the summary's invitation; the list stays out of sight.
  await openHost(page, server.url, {
    attributes: { "resource-id": "course-without-reviews", "module-id": "course", "sxz-lang": "en_US" },
  });
  const widget = page.locator("sxz-score");
  const text = widget.getByText("No ratings yet", { exact: true });
  await expect(text).toBeVisible();
  await expect.poll(() => pictureChunk.seen).toBe(1);
  await expect(widget.getByTestId("summary-empty").locator("svg[data-picture]")).toHaveCount(0);
  const before = await text.boundingBox();
  await pictureChunk.release();
  const picture = widget.getByTestId("summary-empty").locator('svg[data-picture="box"]');
  await expect(picture).toBeVisible();
  expect(await picture.boundingBox()).toMatchObject({ width: 80, height: 60 });
  expect(await text.boundingBox()).toEqual(before);
  await expect(widget.getByText("No reviews yet", { exact: true })).toBeHidden();
  await expect(widget.getByRole("tablist")).toHaveCount(0);
});

test("[RW-UI-1] [RW-ST-11] a toast raised before the rest of its look arrived is announced and readable at once, and gets its full look once the chunk is in", async ({
  page,
  server,
}) => {
  const record = await recordUntilPainted(page);
  const actionChunk = await control(page, ACTION_CHUNK);
  await openHost(page, server.url, { attributes: { ...COURSE, "show-report": "" }, user: "learner" });
  await expectFirstPaint(page, record);

  const widget = page.locator("sxz-score");
  // A like that fails (an answer the server cannot give on demand): its error toast is the first toast.
  await page.route("**/api/universal/v1/liked", (route) =>
    route.fulfill({ json: { code: 400001, message: "refused", data: null } }),
  );
  const first = widget
    .getByRole("region", { name: /^Reviews/ })
    .getByRole("article")
    .first();
  await first.getByRole("button", { name: /^Like/ }).click();
  // In its live region from the start, and a visible box, while the chunk with the rest of the look is held.
  const toast = widget.locator('[role="status"] .sxz-toast, [role="alert"] .sxz-toast');
  await expect(toast).toHaveText(/Like failed/);
  await expect(toast).toBeVisible();
  expect(actionChunk.seen).toBeGreaterThan(0);
  expect(await stylesWith(page, "sxz-marquee")).toBe(0);

  await actionChunk.release();
  await expect.poll(() => stylesWith(page, "sxz-marquee")).toBe(1);
  // A success toast once the chunk is in: the report's thanks, from the card's menu.
  await first.getByRole("button", { name: "More actions" }).click();
  await widget.getByRole("menuitem", { name: "Report" }).click();
  await expect(toast).toHaveText(/Thanks for the report/);
  // The close button's own look (no button face) came with the chunk.
  await expect
    .poll(() =>
      toast
        .getByRole("button", { name: "Close the notification" })
        .evaluate((node) => getComputedStyle(node).backgroundColor),
    )
    .toBe("rgba(0, 0, 0, 0)");
});

// A real 2×2 PNG, so the thumbnail and the viewer really decode and show it.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==",
  "base64",
);

test("[RW-UI-1] a thumbnail pressed before the viewer's chunk arrived keeps the list busy, then opens the viewer with focus in it and its styles; Escape returns focus to the thumbnail", async ({
  page,
  server,
}) => {
  await page.setViewportSize({ width: 420, height: 860 });
  const resourceId = `lesson-e2e-viewer-chunk-${test.info().project.name}-${test.info().retry}`;
  await openHost(page, server.url, {
    user: "learner",
    width: 380,
    attributes: { "resource-id": resourceId, "module-id": "course", "sxz-lang": "en_US", "is-mobile": "", ...MAY_RATE },
  });
  const widget = page.locator("sxz-score");
  // A review with a picture, published as a learner does.
  await widget.getByRole("button", { name: "Want to rate" }).click();
  const dialog = widget.getByRole("dialog", { name: "Rate this course" });
  await dialog.getByRole("radio", { name: "5 stars" }).click();
  await dialog.getByRole("textbox", { name: "Your review" }).fill("My notes from the course");
  await dialog.getByLabel("Attach an image").setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: PNG });
  await expect(dialog.getByRole("img", { name: "Attached image" })).toBeVisible();
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog).toBeHidden();
  await expect(widget.getByRole("button", { name: "View image 1" })).toBeVisible();

  // A fresh page whose viewer chunk is held: neither the idle prefetch nor the intent can bring it in.
  const actionChunk = await control(page, ACTION_CHUNK);
  await page.reload();
  const list = widget.getByRole("region", { name: /^Reviews/ });
  const thumbnail = widget.getByRole("button", { name: "View image 1" });
  await thumbnail.focus();
  await expect.poll(() => actionChunk.seen).toBeGreaterThan(0);
  await page.keyboard.press("Enter");
  await expect(list).toHaveAttribute("aria-busy", "true");
  await expect(widget.getByRole("dialog", { name: "Image viewer" })).toHaveCount(0);
  await expect(thumbnail).toBeFocused();

  await actionChunk.release();
  const viewer = widget.getByRole("dialog", { name: "Image viewer" });
  await expect(viewer.getByRole("button", { name: "Close image" })).toBeFocused();
  await expect(list).not.toHaveAttribute("aria-busy");
  await expect.poll(() => viewer.evaluate((node) => getComputedStyle(node).position)).toBe("fixed");
  expect(await stylesWith(page, "sxz-viewer__caption")).toBe(1);
  await page.screenshot({ path: test.info().outputPath("viewer-opened.png") });
  await test.info().attach("viewer opened once its chunk arrived", {
    path: test.info().outputPath("viewer-opened.png"),
    contentType: "image/png",
  });
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(thumbnail).toBeFocused();
});
