import { test, expect } from "../support/fixtures";
import type { Locator } from "@playwright/test";
import { ensureWidgetBuilt, MAY_RATE, openHost } from "./widget-page";

test.beforeAll(() => ensureWidgetBuilt());

async function size(locator: Locator): Promise<{ width: number; height: number; x: number; y: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

const fontPx = (locator: Locator) => locator.evaluate((node) => parseFloat(getComputedStyle(node).fontSize));

const LAYOUTS = [
  // WCAG 2.5.8: at least 24 px, or spaced so a 24 px circle around each target touches no other.
  { name: "desktop", viewport: { width: 1366, height: 900 }, width: 900, mobile: false, primary: 24, tag: 24 },
  { name: "mobile", viewport: { width: 390, height: 844 }, width: 342, mobile: true, primary: 44, tag: 44 },
] as const;

for (const layout of LAYOUTS) {
  test(`${layout.name}: the rating dialog's stars, tags, close and submit are large enough to hit, tag text at least 14 px`, async ({
    page,
    server,
  }) => {
    await page.setViewportSize(layout.viewport);
    const attributes: Record<string, string> = {
      "resource-id": "course-intro",
      "module-id": "course",
      "sxz-lang": "en_US",
      "is-modal": "",
      ...MAY_RATE,
    };
    if (layout.mobile) attributes["is-mobile"] = "true";
    await openHost(page, server.url, { user: "learner", width: layout.width, attributes });
    const widget = page.locator("sxz-score");
    await widget.getByRole("button", { name: "Want to rate" }).click();
    const dialog = widget.getByRole("dialog", { name: "Rate this course" });
    await expect(dialog).toBeVisible();
    await dialog.evaluate((node) => Promise.all(node.getAnimations().map((animation) => animation.finished)));
    await dialog.getByRole("radio", { name: "4 stars" }).click();
    await expect(dialog.getByRole("button", { name: "Good pace" })).toBeVisible();

    const stars = dialog.getByRole("radio");
    await expect(stars).toHaveCount(5);
    for (const star of await stars.all()) {
      const box = await size(star);
      expect(Math.min(box.width, box.height), "star").toBeGreaterThanOrEqual(layout.primary);
    }
    for (const control of [
      dialog.getByRole("button", { name: "Close" }),
      dialog.getByRole("button", { name: "Submit" }),
    ]) {
      const box = await size(control);
      expect(Math.min(box.width, box.height), String(control)).toBeGreaterThanOrEqual(layout.primary);
    }
    const tags = dialog.locator(".sxz-tag");
    expect(await tags.count()).toBeGreaterThan(0);
    const boxes = [];
    for (const tag of await tags.all()) {
      const box = await size(tag);
      expect(box.height, await tag.innerText()).toBeGreaterThanOrEqual(layout.tag);
      expect(await fontPx(tag)).toBeGreaterThanOrEqual(14);
      boxes.push(box);
    }
    // Neighbouring tags never touch.
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i]!, boxes[j]!];
        const apart =
          a.x + a.width <= b.x - 4 ||
          b.x + b.width <= a.x - 4 ||
          a.y + a.height <= b.y - 4 ||
          b.y + b.height <= a.y - 4;
        expect(apart, `tags ${i} and ${j}`).toBe(true);
      }
    }
    expect(await fontPx(dialog.getByRole("textbox", { name: "Your review" }))).toBeGreaterThanOrEqual(14);
    expect(await fontPx(dialog.locator(".sxz-field__counter"))).toBeGreaterThanOrEqual(12);
  });
}
