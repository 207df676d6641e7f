import { test, expect } from "../support/fixtures";
import { ensureWidgetBuilt, openHost } from "./widget-page";

test.beforeAll(() => ensureWidgetBuilt());

// A real 2×2 PNG, so the thumbnail and the viewer really decode and show it.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==",
  "base64",
);

test("[RW-DLG-5] [RW-UI-1] on mobile a learner attaches an image, publishes, sees the thumbnail and opens it full screen", async ({ page, server }) => {
  await page.setViewportSize({ width: 420, height: 860 });
  await openHost(page, server.url, { user: "learner", width: 380, attributes: { "resource-id": "lesson-e2e-images", "module-id": "course", "sxz-lang": "en_US", "is-mobile": "" } });
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
