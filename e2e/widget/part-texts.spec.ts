import type { Page, Route } from "@playwright/test";
import { test, expect } from "../support/fixtures";
import { serveFixtures } from "../support/bundle";
import { ensureWidgetBuilt, MAY_RATE, openHost, widgetScript } from "./widget-page";

test.beforeAll(() => ensureWidgetBuilt());

// The widget starts with the texts its first paint shows (the language's `locale-<code>-*` chunk); the rating
// dialog's texts and those of the list's editors and delete confirmation come with their part, in the language
// of the widget that opens it (`texts-rating-dialog-<code>-*`, `texts-list-parts-<code>-*`), in both builds.

const COURSE = { "resource-id": "course-intro", "module-id": "course", ...MAY_RATE };
const DIALOG_CODE = (url: URL) => /\/RatingDialog-[\w-]+\.js$/.test(url.pathname);
const partTexts = (part: string, language: string) => new RegExp(`/texts-${part}-${language}-[\\w-]+\\.js$`);

/** Every script the page asks for, by path, in order. */
function scriptRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

test("[RW-3] the widget starts with its language's start texts; the dialog's texts in that language are asked for with the dialog's code, not after it", async ({
  page,
  server,
}) => {
  const scripts = scriptRequests(page);
  // The dialog's code is held: its texts must be asked for meanwhile, beside it.
  const held: Route[] = [];
  await page.route(DIALOG_CODE, (route) => held.push(route));
  await openHost(page, server.url, { attributes: { ...COURSE, "sxz-lang": "en_US" } });
  const widget = page.locator("sxz-score");
  await expect(widget.getByRole("region", { name: "Reviews" }).getByRole("article").nth(9)).toBeVisible();
  expect(scripts.filter((path) => /\/locale-[\w-]+\.js$/.test(path))).toEqual([
    expect.stringMatching(/\/locale-en_US-/),
  ]);
  // The idle prefetch or the pointer on the rate button asks for the dialog: its texts leave while its code is held.
  const rate = widget.getByRole("button", { name: "Want to rate" });
  await rate.hover();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect.poll(() => scripts.filter((path) => partTexts("rating-dialog", "en_US").test(path)).length).toBe(1);
  expect(
    scripts.filter((path) => /\/texts-rating-dialog-/.test(path) && !partTexts("rating-dialog", "en_US").test(path)),
  ).toEqual([]);
  for (const route of held.splice(0)) await route.continue();
  await rate.click();
  const dialog = widget.getByRole("dialog", { name: "Rate this course" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("radiogroup", { name: "Rating" }).getByRole("radio", { name: "1 star" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Submit" })).toBeVisible();
});

test("[RW-3] two widgets of one page in two languages share the dialog's code, and each dialog shows its own language's texts", async ({
  page,
  server,
}) => {
  const scripts = scriptRequests(page);
  const element = (language: string) =>
    `<sxz-score id="${language}" ${Object.entries({ ...COURSE, "sxz-lang": language, "is-modal": "true" })
      .map(([name, value]) => `${name}="${value}"`)
      .join(" ")}></sxz-score>`;
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>two languages</title></head><body>
${element("ru_RU")}
${element("en_US")}
<script type="module">import ${JSON.stringify(widgetScript())};</script>
</body></html>`;
  await serveFixtures(page.context(), server.url, { "/__e2e/two-languages.html": { body, contentType: "text/html" } });
  await page.goto("/__e2e/two-languages.html");

  const russian = page.locator("#ru_RU");
  const english = page.locator("#en_US");
  await russian.getByRole("button", { name: "Оценить" }).click();
  const russianDialog = russian.getByRole("dialog", { name: "Оцените курс" });
  await expect(russianDialog).toBeVisible();
  await expect(russianDialog.getByRole("button", { name: "Отправить" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(russian.getByRole("dialog")).toHaveCount(0);

  await english.getByRole("button", { name: "Want to rate" }).click();
  const englishDialog = english.getByRole("dialog", { name: "Rate this course" });
  await expect(englishDialog).toBeVisible();
  await expect(englishDialog.getByRole("button", { name: "Submit" })).toBeVisible();

  expect(scripts.filter((path) => DIALOG_CODE(new URL(path, server.url)))).toHaveLength(1);
  expect(scripts.filter((path) => partTexts("rating-dialog", "ru_RU").test(path))).toHaveLength(1);
  expect(scripts.filter((path) => partTexts("rating-dialog", "en_US").test(path))).toHaveLength(1);
});
