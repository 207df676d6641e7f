import { test, expect } from "@playwright/test";
import type { Page } from "@playwright/test";
import { startTestServer } from "../../packages/server/src/testing";
import type { TestServer } from "../../packages/server/src/testing";
import { seedBulkReviews } from "../../packages/server/src/db/seed/bulk-reviews";
import { accessToken, callApi, COURSE, openHost } from "./host";
import { settled } from "../support/settled";

// The widget never wider than its container: at viewports from 320 to 1920 px and in host columns of 320, 600 and
// 860 px, after paging past 60 reviews and after choosing a filter tag, in both variants, both layouts, light and
// dark, English and Arabic. Also: layout shift while loading and paging, focus rings the list's clipping does not
// cut, and a collapsed tag row that shows whole rows only.

test.setTimeout(240_000);
test.use({ trace: "off" });

const VIEWPORTS = [320, 390, 768, 1366, 1920];
const COLUMNS = [320, 600, 860];
const REVIEWS = 90;
const LONG_WORD = "Pneumonoultramicroscopicsilicovolcanoconiosis".repeat(4);

let server: TestServer;
let token: string;

test.beforeAll(async ({ playwright }) => {
  server = await startTestServer();
  const request = await playwright.request.newContext();
  await seedBulkReviews(server.app.database.db, { resourceId: COURSE["resource-id"], count: REVIEWS });
  token = await accessToken(request, server.url, "learner");
  // One unbroken 180-character word: it must wrap inside the card, not widen it.
  await callApi(request, server.url, token, "POST", "/api/universal/v1/score/giveScore", {
    resourceId: COURSE["resource-id"],
    moduleId: "course",
    score: 5,
    content: LONG_WORD,
  });
  await request.dispose();
});
test.afterAll(async () => server?.close());

/** Scrolls to the bottom until at least `count` cards are in the list. */
async function pageTo(page: Page, count: number) {
  await page.evaluate(async (wanted) => {
    const root = document.querySelector("sxz-score")!.shadowRoot!;
    const cards = () => root.querySelectorAll("article").length;
    const ended = () => root.querySelector(".sxz-footer--end") !== null;
    while (cards() < wanted && !ended()) {
      // At the bottom the list's sentinel asks for the next page: its cards (or the list's end) are awaited.
      const before = cards();
      const grown = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (cards() > before || ended()) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe(root, { childList: true, subtree: true });
      });
      window.scrollTo(0, document.documentElement.scrollHeight);
      await grown;
    }
  }, count);
  expect(await page.locator("sxz-score article").count()).toBeGreaterThanOrEqual(count);
}

/** Sets the host column's width (null: the page's own 860 px column less its padding). */
async function setColumn(page: Page, width: number | null) {
  await page.evaluate((value) => {
    document.body.style.maxWidth = value === null ? "" : "none";
    document.getElementById("host")!.style.maxWidth = value === null ? "" : `${value}px`;
  }, width);
}

/**
 * What sticks out: the document's sideways overflow, and every box of the widget (the element and each laid-out
 * descendant in its shadow root) whose left or right edge lies outside the host container.
 */
async function outsideTheContainer(page: Page, label: string): Promise<string[]> {
  // The list re-lays out after a resize (layout switch, ResizeObserver; under React a render its scheduler runs in a
  // later task, which a busy machine can push past the next frames): what is outside still after 2 s counts.
  const settleBy = Date.now() + 2_000;
  for (;;) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const found = await elementsOutside(page, label);
    if (found.length === 0 || Date.now() > settleBy) return found;
  }
}

function elementsOutside(page: Page, label: string): Promise<string[]> {
  return page.evaluate((where) => {
    const found: string[] = [];
    const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    if (overflow > 0) found.push(`${where}: the page is ${overflow}px wider than the window`);
    const container = document.getElementById("host")!.getBoundingClientRect();
    const widget = document.querySelector("sxz-score")!;
    const describe = (element: Element) => `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`;
    const check = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return;
      if (getComputedStyle(element).position === "fixed") return;
      if (box.left < container.left - 0.5 || box.right > container.right + 0.5) {
        found.push(
          `${where}: ${describe(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} outside ${Math.round(container.left)}–${Math.round(container.right)}`,
        );
      }
    };
    check(widget);
    for (const element of widget.shadowRoot!.querySelectorAll("*")) {
      if (found.length < 12) check(element);
    }
    return found;
  }, label);
}

const MATRIX = [
  { variant: "external", language: "en_US", theme: "light" },
  { variant: "external", language: "ar_SA", theme: "dark" },
  { variant: "internal", language: "en_US", theme: "dark" },
  { variant: "internal", language: "ar_SA", theme: "light" },
] as const;

for (const { variant, language, theme } of MATRIX) {
  test(`the widget stays inside its container at 320–1920 px and in 320/600/860 px columns, paged and filtered (${variant}, ${language}, ${theme})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const attributes: Record<string, string> = { ...COURSE, "sxz-lang": language, theme };
    if (variant === "internal") attributes["is-intranet"] = "true";
    await openHost(page, server.url, { token, attributes });
    await expect(page.locator("sxz-score article").first()).toBeVisible();
    const found: string[] = [];
    found.push(...(await outsideTheContainer(page, "first page at 1366px")));
    await pageTo(page, 60);

    for (const width of VIEWPORTS) {
      await page.setViewportSize({ width, height: 900 });
      found.push(...(await outsideTheContainer(page, `paged, ${width}px window`)));
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    for (const column of COLUMNS) {
      await setColumn(page, column);
      found.push(...(await outsideTheContainer(page, `paged, ${column}px column`)));
    }
    await setColumn(page, null);
    // The long word's card, wherever paging put it, wraps the word inside the list.
    await expect(page.locator("sxz-score .sxz-card__text", { hasText: LONG_WORD.slice(0, 40) })).toHaveCount(1);

    // A filter tag: the list reloads from its first page, then pages again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator("sxz-score .sxz-tagfilter__row .sxz-chip").first().click();
    await expect(page.locator("sxz-score .sxz-tagfilter__row .sxz-chip").first()).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.locator("sxz-score article").first()).toBeVisible();
    for (const width of [390, 1366, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      found.push(...(await outsideTheContainer(page, `filtered, ${width}px window`)));
    }
    for (const column of COLUMNS) {
      await setColumn(page, column);
      found.push(...(await outsideTheContainer(page, `filtered, ${column}px column`)));
    }
    expect(found).toEqual([]);
  });
}

interface ShiftRecord {
  total: number;
  /** Each shift's score with what moved (class, rectangles before and after), for the failure message. */
  entries: string[];
}

/** Starts summing layout-shift entries (without recent input) from the page's start, noting what moved. */
async function recordLayoutShift(page: Page) {
  await page.addInitScript(() => {
    type Source = { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const box = (rect: DOMRectReadOnly) =>
      `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
    const store = {
      total: 0,
      entries: [] as string[],
      add(list: PerformanceEntryList) {
        for (const entry of list as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: Source[];
        })[]) {
          if (entry.hadRecentInput) continue;
          store.total += entry.value;
          const moved = entry.sources.map(
            (source) =>
              `${(source.node as Element | null)?.className || source.node?.nodeName}: ${box(source.previousRect)} → ${box(source.currentRect)}`,
          );
          store.entries.push(`${entry.value.toFixed(3)} ${moved.join("; ")}`);
        }
      },
      observer: null as PerformanceObserver | null,
    };
    Object.assign(window, { __layoutShift: store });
    store.observer = new PerformanceObserver((list) => store.add(list.getEntries()));
    store.observer.observe({ type: "layout-shift", buffered: true });
  });
}
/** The shift so far once the page has settled (see `settled`), entries not yet delivered to the observer included. */
async function layoutShift(page: Page): Promise<{ total: number; entries: string[] }> {
  await settled(page);
  return page.evaluate(() => {
    const store = (
      window as unknown as {
        __layoutShift: ShiftRecord & { add: (list: PerformanceEntryList) => void; observer: PerformanceObserver };
      }
    ).__layoutShift;
    store.add(store.observer.takeRecords());
    return { total: store.total, entries: [...store.entries] };
  });
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  for (const language of ["en_US", "ar_SA"] as const) {
    test(`layout shift stays at most 0.1 while the list loads and while it pages (${viewport.width}px, ${language})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await recordLayoutShift(page);
      await openHost(page, server.url, { token, attributes: { ...COURSE, "sxz-lang": language } });
      await expect(page.locator("sxz-score article").first()).toBeVisible();
      const onLoad = await layoutShift(page);
      expect(onLoad.total, `layout shift of the load:\n${onLoad.entries.join("\n")}`).toBeLessThanOrEqual(0.1);
      await pageTo(page, 60);
      // A page the sentinel asked for after the 60th card lands before the reading (the network idle of the load is past).
      await expect(page.locator("sxz-score .sxz-footer[role='status']")).toHaveCount(0);
      const withPaging = await layoutShift(page);
      test.info().annotations.push({
        type: "layout shift",
        description: `load ${onLoad.total.toFixed(3)}, paging ${(withPaging.total - onLoad.total).toFixed(3)}`,
      });
      expect(
        withPaging.total - onLoad.total,
        `layout shift of the paging:\n${withPaging.entries.slice(onLoad.entries.length).join("\n")}`,
      ).toBeLessThanOrEqual(0.1);
    });
  }
}

/** How far the element's focus ring (its outline box) reaches past each clipping ancestor's padding box. */
async function ringClipping(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluate((element) => {
    const style = getComputedStyle(element);
    const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    if (style.outlineStyle === "none" || !(reach > 0))
      return [`no focus ring (${style.outlineStyle} ${style.outlineWidth})`];
    const box = element.getBoundingClientRect();
    const ring = { left: box.left - reach, right: box.right + reach, top: box.top - reach, bottom: box.bottom + reach };
    const cut: string[] = [];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const own = getComputedStyle(node);
      const clips =
        own.overflowX !== "visible" ||
        own.overflowY !== "visible" ||
        /paint|strict|content/.test(own.contain) ||
        own.contentVisibility === "auto";
      if (!clips) continue;
      const outer = node.getBoundingClientRect();
      const inner = {
        left: outer.left + parseFloat(own.borderLeftWidth),
        right: outer.right - parseFloat(own.borderRightWidth),
        top: outer.top + parseFloat(own.borderTopWidth),
        bottom: outer.bottom - parseFloat(own.borderBottomWidth),
      };
      const past = Math.max(
        inner.left - ring.left,
        ring.right - inner.right,
        inner.top - ring.top,
        ring.bottom - inner.bottom,
      );
      if (past > 0.5) cut.push(`${node.className}: ring cut by ${past.toFixed(1)}px`);
    }
    return cut;
  });
}

for (const language of ["en_US", "ar_SA"] as const) {
  test(`focus rings of a filter tag and of the like button at a card's edge are not cut (${language})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await openHost(page, server.url, { token, attributes: { ...COURSE, "sxz-lang": language } });
      await expect(page.locator("sxz-score article").first()).toBeVisible();
      await page.keyboard.press("Tab");
      const chip = "sxz-score .sxz-tagfilter__row .sxz-chip >> nth=0";
      await page.locator(chip).focus();
      await expect(page.locator(chip)).toBeFocused();
      expect(await ringClipping(page, chip), `tag at ${viewport.width}px`).toEqual([]);
      // The like button sits at the card's (and the chunk's) inline end edge.
      const like = "sxz-score article >> nth=0 >> .sxz-like";
      await page.locator(like).focus();
      await expect(page.locator(like)).toBeFocused();
      expect(await ringClipping(page, like), `like button at ${viewport.width}px`).toEqual([]);
    }
  });
}

test("[RW-LST-2] the collapsed tag row shows whole rows of tags only, on desktop and on mobile", async ({ page }) => {
  await openHost(page, server.url, { token, attributes: COURSE });
  for (const width of [700, 520, 390, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await setColumn(page, width === 700 ? null : width - 32);
    const row = page.locator("sxz-score .sxz-tagfilter__row");
    await expect(row).toHaveClass(/is-collapsed/);
    const partial = await row.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return [...element.children]
        .map((chip) => chip.getBoundingClientRect())
        .filter((chip) => chip.top < box.bottom - 0.5 && chip.bottom > box.bottom + 0.5)
        .map(
          (chip) =>
            `a chip from ${Math.round(chip.top - box.top)} to ${Math.round(chip.bottom - box.top)} px in a row cut at ${Math.round(box.height)} px`,
        );
    });
    expect(partial, `${width}px`).toEqual([]);
  }
});
