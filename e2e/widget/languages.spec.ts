import { test, expect } from "../support/fixtures";
import type { Locator, Page } from "@playwright/test";
import { ensureWidgetBuilt, MAY_RATE, openHost } from "./widget-page";

test.beforeAll(() => ensureWidgetBuilt());

const LANGUAGES = [
  "en_US",
  "zh_CN",
  "ja_JP",
  "ko_KR",
  "ar_SA",
  "de_DE",
  "fr_FR",
  "es_ES",
  "pt_BR",
  "ru_RU",
  "tr_TR",
  "pl_PL",
] as const;

const LAYOUTS = [
  { name: "external-desktop", intranet: false, mobile: false, viewport: { width: 1366, height: 900 }, width: 900 },
  { name: "internal-desktop", intranet: true, mobile: false, viewport: { width: 1366, height: 900 }, width: 900 },
  { name: "external-mobile", intranet: false, mobile: true, viewport: { width: 390, height: 844 }, width: 342 },
  { name: "internal-mobile", intranet: true, mobile: true, viewport: { width: 390, height: 844 }, width: 342 },
] as const;

/**
 * Every text and control in `scope` (a widget's shadow root, or a dialog in it) that is cut off: text in a
 * box that hides or ellipsises its overflow and is wider (or taller) than the box, a control whose label
 * spills out of it, or a control that reaches past the widget or its dialog. Intentional clipping is left
 * out: the visually hidden labels, the toast's marquee and the cards' clamped review text with its Show more.
 */
function clippedIn(host: Element, selector: string): string[] {
  const root = host.shadowRoot!;
  const frames = [root.querySelector(".sxz-root")!, ...root.querySelectorAll('[role="dialog"], [role="alertdialog"]')];
  const scope = selector ? root.querySelector(selector) : root.querySelector(".sxz-root");
  if (!scope) return [`nothing matches ${selector}`];
  const problems: string[] = [];
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}.${[...el.classList].join(".")} "${(el.textContent ?? "").trim().slice(0, 40)}"`;
  for (const el of scope.querySelectorAll<HTMLElement>("*")) {
    if (el.closest(".sxz-visually-hidden, .sxz-toast, [aria-hidden='true']")) continue;
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    const style = getComputedStyle(el);
    // Text for screen readers only (clipped to nothing on purpose): nothing a reader sees is cut.
    if (style.clipPath === "inset(50%)") continue;
    if (style.webkitLineClamp !== "none" && style.webkitLineClamp !== "") continue;
    const hasText = [...el.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "",
    );
    const hides = (value: string) => value === "hidden" || value === "clip";
    if (hasText && (style.textOverflow === "ellipsis" || hides(style.overflowX)) && el.scrollWidth > el.clientWidth + 1)
      problems.push(`cut across: ${name(el)}`);
    if (hasText && hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1)
      problems.push(`cut below: ${name(el)}`);
    if (el.matches("button, a, [role='radio'], [role='tab'], [role='menuitem']")) {
      if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) problems.push(`label spills out: ${name(el)}`);
      const frame = frames
        .filter((f) => f.contains(el))
        .at(-1)!
        .getBoundingClientRect();
      if (rect.left < frame.left - 1 || rect.right > frame.right + 1) problems.push(`past its container: ${name(el)}`);
    }
  }
  return problems;
}

async function clipped(element: Locator, selector = ""): Promise<string[]> {
  return element.evaluate(clippedIn, selector);
}

async function setLayout(page: Page, elements: Locator[], layout: (typeof LAYOUTS)[number]) {
  await page.setViewportSize(layout.viewport);
  await page.evaluate((width) => (document.getElementById("host")!.style.width = `${width}px`), layout.width);
  for (const element of elements) {
    await element.evaluate((node, l) => {
      node.setAttribute("is-intranet", String(l.intranet));
      node.setAttribute("is-mobile", String(l.mobile));
    }, layout);
    await expect(element.locator(".sxz-root")).toHaveAttribute("data-layout", layout.mobile ? "mobile" : "desktop");
    await expect(element.locator(".sxz-root")).toHaveAttribute(
      "data-variant",
      layout.intranet ? "internal" : "external",
    );
  }
}

test("texts in all 12 languages are never cut off: the widget, the rating dialog and the delete confirmation in every layout", async ({
  page,
  server,
}) => {
  test.skip(test.info().project.name !== "chromium", "text layout is the same in the React build; one run is enough");
  test.setTimeout(240_000);
  const project = test.info().project.name;
  const rate = `lesson-e2e-languages-rate-${project}`;
  const own = `lesson-e2e-languages-own-${project}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  // One element with the rating dialog to open (a resource not rated yet), a second one to be put next to it.
  await openHost(page, server.url, {
    user: "learner",
    width: 900,
    attributes: { "resource-id": own, "module-id": "course", "sxz-lang": "en_US", ...MAY_RATE },
  });
  const list = page.locator("sxz-score").first();
  await list.getByRole("button", { name: "Want to rate" }).click();
  const first = list.getByRole("dialog");
  await first.getByRole("radio", { name: "4 stars" }).click();
  await first.getByRole("textbox").fill("Clear and well paced.");
  await first.getByRole("button", { name: "Submit" }).click();
  await expect(list.locator("[id^=sxz-review-]").filter({ hasText: "Clear and well paced." })).toBeVisible();
  await page.evaluate((resourceId) => {
    const second = document.querySelector("sxz-score")!.cloneNode() as HTMLElement & { defaultAxios?: unknown };
    second.setAttribute("resource-id", resourceId);
    second.setAttribute("is-modal", "");
    second.defaultAxios = (document.querySelector("sxz-score") as unknown as { defaultAxios: unknown }).defaultAxios;
    document.getElementById("host")!.append(second);
  }, rate);
  const rater = page.locator("sxz-score").nth(1);
  await expect(rater.locator(".sxz-summary")).toBeVisible();

  // The check sees a cut-off text when there is one.
  await list.evaluate((node) => {
    const probe = document.createElement("span");
    probe.id = "probe";
    probe.style.cssText = "display: inline-block; inline-size: 20px; overflow: hidden; white-space: nowrap";
    probe.textContent = "A text far wider than its box";
    node.shadowRoot!.querySelector(".sxz-root")!.append(probe);
  });
  expect(await clipped(list)).toEqual([expect.stringContaining("A text far wider")]);
  await list.evaluate((node) => node.shadowRoot!.getElementById("probe")!.remove());

  const found: string[] = [];
  for (const language of LANGUAGES) {
    for (const element of [list, rater])
      await element.evaluate((node, lang) => node.setAttribute("sxz-lang", lang), language);
    for (const element of [list, rater])
      await expect(element.locator(".sxz-root")).toHaveAttribute("lang", language.replace("_", "-"));
    for (const layout of LAYOUTS) {
      const where = `${language} ${layout.name}`;
      await setLayout(page, [list, rater], layout);
      await expect(list.locator("[id^=sxz-review-]").first()).toBeVisible();
      for (const problem of [...(await clipped(list)), ...(await clipped(rater))])
        found.push(`${where} widget: ${problem}`);

      await rater.locator(".sxz-summary button").first().click();
      const dialog = rater.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await dialog.getByRole("radio").nth(3).click();
      await dialog.evaluate((node) => Promise.all(node.getAnimations().map((animation) => animation.finished)));
      for (const problem of await clipped(rater, '[role="dialog"]')) found.push(`${where} rating dialog: ${problem}`);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      await list
        .locator("[id^=sxz-review-]")
        .filter({ hasText: "Clear and well paced." })
        .locator('[data-action="delete"]')
        .click();
      const confirm = list.getByRole("alertdialog");
      await expect(confirm).toBeVisible();
      for (const problem of await clipped(list, '[role="alertdialog"]'))
        found.push(`${where} delete confirmation: ${problem}`);
      await page.keyboard.press("Escape");
      await expect(confirm).toBeHidden();
    }
  }
  expect(found).toEqual([]);
});
