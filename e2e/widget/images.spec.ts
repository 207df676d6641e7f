import type { Page } from "@playwright/test";
import { test, expect } from "../support/fixtures";
import { ensureWidgetBuilt, MAY_RATE, openHost } from "./widget-page";

test.beforeAll(() => ensureWidgetBuilt());

// A real 2×2 PNG, so the thumbnail and the viewer really decode and show it.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==",
  "base64",
);

test("[RW-DLG-5] [RW-UI-1] on mobile a learner attaches an image, publishes, sees the thumbnail and opens it full screen", async ({
  page,
  server,
}) => {
  await page.setViewportSize({ width: 420, height: 860 });
  await openHost(page, server.url, {
    user: "learner",
    width: 380,
    attributes: {
      "resource-id": "lesson-e2e-images",
      "module-id": "course",
      "sxz-lang": "en_US",
      "is-mobile": "",
      ...MAY_RATE,
    },
  });
  const widget = page.locator("sxz-score");
  await widget.getByRole("button", { name: "Want to rate" }).click();
  const dialog = widget.getByRole("dialog", { name: "Rate this course" });
  await dialog.getByRole("radio", { name: "5 stars" }).click();
  await dialog.getByRole("textbox", { name: "Your review" }).fill("My notes from the course");
  await dialog.getByLabel("Attach an image").setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: PNG });
  const preview = dialog.getByRole("img", { name: "Attached image" });
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog).toBeHidden();

  const thumbnail = widget.getByRole("button", { name: "View image 1" });
  await expect(thumbnail).toBeVisible();
  const image = thumbnail.locator("img");
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
  const src = await image.getAttribute("src");
  expect(src).toMatch(new RegExp(`^${server.url}/api/km/v1/file/static/[0-9a-f-]{36}\\?signature=`));

  await thumbnail.click();
  const viewer = widget.getByRole("dialog", { name: "Image viewer" });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole("img")).toHaveAttribute("src", src!);
  const box = await viewer.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(400);
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(thumbnail).toBeFocused();
});

test("[RW-DLG-5] an attached image stays with the draft across a reload and is published with it, then forgotten", async ({
  page,
  server,
}) => {
  await page.setViewportSize({ width: 420, height: 860 });
  const host = {
    user: "learner",
    width: 380,
    attributes: {
      "resource-id": "lesson-e2e-image-draft",
      "module-id": "course",
      "sxz-lang": "en_US",
      "is-mobile": "",
      ...MAY_RATE,
    },
  };
  await openHost(page, server.url, host);
  const widget = page.locator("sxz-score");
  await widget.getByRole("button", { name: "Want to rate" }).click();
  const dialog = widget.getByRole("dialog", { name: "Rate this course" });
  await dialog.getByRole("radio", { name: "4 stars" }).click();
  await dialog.getByRole("textbox", { name: "Your review" }).fill("Diagram of week 2");
  await dialog.getByLabel("Attach an image").setInputFiles({ name: "week2.png", mimeType: "image/png", buffer: PNG });
  await expect(dialog.getByRole("img", { name: "Attached image" })).toBeVisible();
  // The picture is written to IndexedDB in the background; wait until it is there before the page goes away.
  await expect.poll(() => keptPictures(page)).toBe(1);

  await page.reload();
  await widget.getByRole("button", { name: "Want to rate" }).click();
  const restored = widget.getByRole("dialog", { name: "Rate this course" });
  await expect(restored.getByRole("textbox", { name: "Your review" })).toHaveValue("Diagram of week 2");
  const preview = restored.getByRole("img", { name: "Attached image" });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
  await restored.getByRole("button", { name: "Submit" }).click();
  await expect(restored).toBeHidden();
  const thumbnail = widget.getByRole("button", { name: "View image 1" });
  await expect(thumbnail).toBeVisible();
  const bytes = await page.request.get((await thumbnail.locator("img").getAttribute("src"))!);
  expect(Buffer.from(await bytes.body()).equals(PNG)).toBe(true);

  // Published: the kept picture is gone with the draft.
  await expect.poll(() => keptPictures(page)).toBe(0);
});

/** Pictures the widget keeps for drafts in the page's IndexedDB. */
function keptPictures(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open("sxz-score-drafts");
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("images")) return resolve(0);
          const count = db.transaction("images").objectStore("images").count();
          count.onsuccess = () => resolve(count.result);
        };
        open.onerror = () => resolve(-1);
      }),
  );
}
