import { test, expect } from "../support/fixtures";
import type { Locator } from "@playwright/test";
import { ensureWidgetBuilt, MAY_RATE, openHost } from "./widget-page";

test.beforeAll(() => ensureWidgetBuilt());

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

const LAYOUTS = [
  { name: "desktop", viewport: { width: 1366, height: 900 }, width: 900, mobile: false, primaryPx: 24 },
  { name: "mobile", viewport: { width: 390, height: 844 }, width: 342, mobile: true, primaryPx: 44 },
] as const;

for (const layout of LAYOUTS) {
  test(`[RW-ST-11] [RW-K-4] ${layout.name}: toasts sit in the box they belong to, never over a title, the text box or the page's top; a validation toast leaves once a star is chosen`, async ({
    page,
    server,
  }) => {
    await page.setViewportSize(layout.viewport);
    const resourceId = `lesson-e2e-toasts-${layout.name}-${test.info().project.name}`;
    const attributes: Record<string, string> = {
      "resource-id": resourceId,
      "module-id": "course",
      "sxz-lang": "en_US",
      ...MAY_RATE,
    };
    if (layout.mobile) attributes["is-mobile"] = "true";
    await openHost(page, server.url, { user: "learner", width: layout.width, attributes });
    const widget = page.locator("sxz-score");
    const root = widget.locator(".sxz-root");
    await expect(root).toHaveAttribute("data-layout", layout.name);
    const heading = widget.locator(".sxz-summary__title");
    await expect(heading).toBeVisible();

    await widget.getByRole("button", { name: "Want to rate" }).click();
    const dialog = widget.getByRole("dialog", { name: "Rate this course" });
    await expect(dialog).toBeVisible();
    // The dialog's entrance animation is over before anything is measured.
    await dialog.evaluate((node) => Promise.all(node.getAnimations().map((animation) => animation.finished)));
    // Submit is aria-disabled without a star, still pressable: pressing it explains why.
    await dialog.getByRole("button", { name: "Submit" }).click({ force: true });
    const warning = dialog.locator(".sxz-toast");
    await expect(warning).toHaveText(/Please rate first/);
    const warningBox = await box(warning);
    expect(inside(warningBox, await box(dialog))).toBe(true);
    expect(overlaps(warningBox, await box(dialog.locator(".sxz-dialog__title")))).toBe(false);
    expect(overlaps(warningBox, await box(dialog.getByRole("textbox", { name: "Your review" })))).toBe(false);
    expect(warningBox.width).toBeLessThanOrEqual(layout.viewport.width);

    await dialog.getByRole("radio", { name: "4 stars" }).click();
    await expect(warning).toHaveCount(0);

    await dialog.getByRole("textbox", { name: "Your review" }).fill("Clear and well paced.");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog).toBeHidden();
    const saved = widget.locator(".sxz-toast");
    await expect(saved).toBeVisible();
    await expect(widget.locator('[role="status"] .sxz-toast')).toHaveText(/\S/);
    const savedBox = await box(saved);
    expect(overlaps(savedBox, await box(heading))).toBe(false);
    expect(inside(savedBox, await box(root))).toBe(true);
    // Not pinned to the top of the page over the host's own navigation: below the host's first line.
    expect(savedBox.y).toBeGreaterThan((await box(page.locator("p.host-text"))).y + 40);
    expect(savedBox.y + savedBox.height).toBeLessThanOrEqual(layout.viewport.height);

    // The delete confirmation: its confirm button says what it does, looks destructive and is large enough to hit.
    const mine = widget.locator("[id^=sxz-review-]").filter({ hasText: "Clear and well paced." });
    await expect(mine).toBeVisible();
    await mine.getByRole("button", { name: "Delete" }).click();
    const confirm = widget.getByRole("alertdialog", { name: "Delete this review?" });
    await expect(confirm).toBeVisible();
    for (const name of ["Cancel", "Delete"]) {
      const target = await box(confirm.getByRole("button", { name }));
      expect(target.height, name).toBeGreaterThanOrEqual(layout.mobile ? 44 : 36);
      expect(target.width, name).toBeGreaterThanOrEqual(layout.mobile ? 44 : 36);
    }
    const danger = await confirm
      .getByRole("button", { name: "Delete" })
      .evaluate((node) => getComputedStyle(node).backgroundColor);
    const cancel = await confirm
      .getByRole("button", { name: "Cancel" })
      .evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(danger).not.toBe(cancel);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(confirm).toBeHidden();
    await expect(widget.locator(".sxz-toast")).toHaveText(/Deleted/);
    // The deletion reloads the figures and may leave the course empty (one invitation, the list out of sight): the
    // widget's box changes under the toast, so its place is read once that layout has settled.
    const toast = widget.locator(".sxz-toast");
    await expect.poll(async () => inside(await box(toast), await box(root))).toBe(true);
    expect(overlaps(await box(toast), await box(heading))).toBe(false);
  });
}

test("[RW-ST-11] a summary-only widget (is-modal): the success toast stays inside the widget's box and off the summary's heading", async ({
  page,
  server,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const resourceId = `lesson-e2e-toasts-modal-${test.info().project.name}`;
  await openHost(page, server.url, {
    user: "learner",
    attributes: { "resource-id": resourceId, "module-id": "course", "sxz-lang": "en_US", "is-modal": "", ...MAY_RATE },
  });
  const widget = page.locator("sxz-score");
  await widget.getByRole("button", { name: "Want to rate" }).click();
  const dialog = widget.getByRole("dialog", { name: "Rate this course" });
  await dialog.getByRole("radio", { name: "5 stars" }).click();
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog).toBeHidden();
  const saved = widget.locator(".sxz-toast");
  await expect(saved).toBeVisible();
  const savedBox = await box(saved);
  expect(overlaps(savedBox, await box(widget.locator(".sxz-summary__title")))).toBe(false);
  expect(inside(savedBox, await box(widget.locator(".sxz-root")))).toBe(true);
});

test("[RW-ROLE-4] [RW-ENT-8] reporting thanks the learner by the widget; a host that cancels reportCallback takes it over", async ({
  page,
  server,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openHost(page, server.url, {
    user: "learner",
    attributes: {
      "resource-id": "course-intro",
      "module-id": "course",
      "sxz-lang": "en_US",
      "show-report": "",
      ...MAY_RATE,
    },
  });
  const widget = page.locator("sxz-score");
  const others = widget
    .locator("[id^=sxz-review-]")
    .filter({ has: page.getByRole("button", { name: "More actions" }) });
  await expect(others.first()).toBeVisible();
  await others.first().getByRole("button", { name: "More actions" }).click();
  await widget.getByRole("menuitem", { name: "Report" }).click();
  const thanks = widget.locator(".sxz-toast");
  await expect(thanks).toHaveText(/Thanks for the report — we'll look into it\./);
  expect(overlaps(await box(thanks), await box(widget.locator(".sxz-summary__title")))).toBe(false);
  await thanks.getByRole("button", { name: "Close the notification" }).click();
  await expect(thanks).toHaveCount(0);

  await page.evaluate(() => document.addEventListener("reportCallback", (event) => event.preventDefault()));
  await others.first().getByRole("button", { name: "More actions" }).click();
  await widget.getByRole("menuitem", { name: "Report" }).click();
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as unknown as { widgetEvents: { name: string }[] }).widgetEvents.filter(
            (e) => e.name === "reportCallback",
          ).length,
      ),
    )
    .toBe(2);
  // The toast would show within a frame: two have passed.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(thanks).toHaveCount(0);
});
