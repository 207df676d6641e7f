import { test, expect } from "@playwright/test";
import type { Page, TestInfo } from "@playwright/test";
import { startTestServer } from "../../packages/server/src/testing";
import type { TestServer } from "../../packages/server/src/testing";
import { insertReviews, nextReviewId, rebuildCounters } from "../../packages/server/src/db/seed/bulk-reviews";
import { accessToken, openHost } from "../widget-list/host";
import { MAY_RATE } from "./widget-page";
import { settled } from "../support/settled";

// The summary box as a person sees it, in Chromium: its states (loading, failed, empty, ready) show no made-up
// figure; the rebuilt layout (two columns on desktop, stacked on mobile with counts beside their bars); text
// contrast and text sizes of every text node, and the size of its buttons, over the 16 variant combinations;
// layout shift of the host page and of the demo's course page.

test.setTimeout(120_000);
test.use({ trace: "off" });

const SCORE = "/api/universal/v1/score";
const BADGE = "summary-badge";
const EMPTY = "summary-empty";
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

let server: TestServer;
let token: string;

/** Ratings written as the server's seeders write them, so the case has exactly the figures it needs. */
async function seedRatings(resourceId: string, scores: readonly number[]) {
  const db = server.app.database.db;
  const first = await nextReviewId(db);
  const now = Date.now();
  await insertReviews(
    db,
    scores.map((score, index) => ({
      id: first + index,
      tenantId: "demo",
      resourceId,
      moduleId: "course",
      resourceType: "course",
      userId: `summary-${resourceId}-${index}`,
      authorRole: "learner" as const,
      score,
      content: "",
      tags: [],
      isTop: 0,
      isHidden: 0,
      likeCount: 0,
      createdAt: now - (index + 1) * 1000,
      updatedAt: now - (index + 1) * 1000,
    })),
  );
  await rebuildCounters(db, resourceId);
}

test.beforeAll(async ({ playwright }) => {
  server = await startTestServer();
  // 19 of 20 positive: the "over 95%" badge, 95% positive, 4.6 on average.
  await seedRatings(BADGE, [...Array.from({ length: 15 }, () => 5), 4, 4, 4, 4, 1]);
  const request = await playwright.request.newContext();
  token = await accessToken(request, server.url, "learner2");
  await request.dispose();
});
test.afterAll(async () => server?.close());

interface Combination {
  internal: boolean;
  viewport: { width: number; height: number };
  scheme: "light" | "dark";
  language: "en_US" | "ar_SA";
}

const COMBINATIONS: Combination[] = [true, false].flatMap((internal) =>
  [DESKTOP, PHONE].flatMap((viewport) =>
    (["light", "dark"] as const).flatMap((scheme) =>
      (["en_US", "ar_SA"] as const).map((language) => ({ internal, viewport, scheme, language })),
    ),
  ),
);
const nameOf = (c: Combination) =>
  `${c.internal ? "internal" : "external"}-${c.viewport === DESKTOP ? "desktop" : "mobile"}-${c.scheme}-${c.language}`;

async function openSummary(
  page: Page,
  resourceId: string,
  options: { internal?: boolean; language?: string; theme?: string; mayRate?: boolean } = {},
) {
  const attributes: Record<string, string> = {
    "resource-id": resourceId,
    "module-id": "course",
    "sxz-lang": options.language ?? "en_US",
    "is-modal": "",
    "is-prod": "",
  };
  if (options.internal) attributes["is-intranet"] = "";
  if (options.theme) attributes.theme = options.theme;
  if (options.mayRate !== false) Object.assign(attributes, MAY_RATE);
  await openHost(page, server.url, { token, attributes });
  return page.locator("sxz-score .sxz-summary");
}

/**
 * Every visible text node of the summary: its text, font size, whether it is meta text, and its contrast against
 * the background it is drawn on (the nearest opaque background up through the shadow root, translucent ones
 * blended over it).
 */
async function summaryTexts(page: Page) {
  return page.locator("sxz-score .sxz-summary").evaluate((summary) => {
    const rgba = (colour: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a: colour.startsWith("rgba") ? a : 1 };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const parentOf = (node: Element): Element | null =>
      node.parentElement ?? (node.getRootNode() as ShadowRoot).host ?? null;
    const backgroundOf = (element: Element) => {
      const layers: { r: number; g: number; b: number; a: number }[] = [];
      for (let node: Element | null = element; node; node = parentOf(node)) {
        const layer = rgba(getComputedStyle(node).backgroundColor);
        if (layer.a > 0) layers.push(layer);
        if (layer.a >= 1) break;
      }
      let colour = { r: 255, g: 255, b: 255 };
      for (const layer of layers.reverse()) {
        colour = {
          r: layer.r * layer.a + colour.r * (1 - layer.a),
          g: layer.g * layer.a + colour.g * (1 - layer.a),
          b: layer.b * layer.a + colour.b * (1 - layer.a),
        };
      }
      return colour;
    };
    const found: { text: string; size: number; meta: boolean; contrast: number; className: string }[] = [];
    const walker = document.createTreeWalker(summary, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent!.trim();
      const element = node.parentElement!;
      if (!text || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // read out only (visually hidden)
      const style = getComputedStyle(element);
      const foreground = luminance(rgba(style.color));
      const background = luminance(backgroundOf(element));
      const [light, dark] = [foreground, background].sort((a, b) => b - a) as [number, number];
      const meta =
        element.closest(
          ".sxz-summary__meta, .sxz-summary__part-label, .sxz-summary__badge-tip, .sxz-summary__badge--corner",
        ) !== null;
      found.push({
        text,
        size: parseFloat(style.fontSize),
        meta,
        contrast: (light + 0.05) / (dark + 0.05),
        className: element.className,
      });
    }
    return found;
  });
}

async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(name);
  await page.locator("sxz-score .sxz-summary").screenshot({ path });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

for (const combination of COMBINATIONS) {
  const label = nameOf(combination);
  const mobile = combination.viewport === PHONE;
  test(`[RW-SUM-1] [RW-SUM-3] [RW-SUM-4] [RW-K-3] ${label}: contrast of every summary text ≥ 4.5:1, text ≥ 14 px (meta ≥ 12 px), the rate button's size, one badge, the layout`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(combination.viewport);
    await page.emulateMedia({ reducedMotion: "reduce" });
    const summary = await openSummary(page, BADGE, {
      internal: combination.internal,
      language: combination.language,
      theme: combination.scheme,
    });
    await expect(summary).toHaveAttribute("data-state", "ready");
    await expect(page.locator("sxz-score .sxz-root")).toHaveAttribute("data-layout", mobile ? "mobile" : "desktop");
    await keepScreenshot(page, testInfo, `${label}.png`);

    const texts = await summaryTexts(page);
    expect(texts.length, "texts measured").toBeGreaterThan(10);
    expect(
      texts.filter((t) => t.contrast < 4.5).map((t) => `${t.text} (${t.className}): ${t.contrast.toFixed(2)}`),
      "contrast below 4.5:1",
    ).toEqual([]);
    expect(
      texts.filter((t) => t.size < (t.meta ? 12 : 14)).map((t) => `${t.text} (${t.className}): ${t.size}px`),
      "text too small",
    ).toEqual([]);

    // One badge, its tier once; the positive share in the text colour, not the variant's red or blue.
    await expect(summary.locator('[part="badge"]')).toHaveCount(1);
    await expect(summary.locator('[part="badge"]')).toHaveClass(
      combination.internal ? /sxz-summary__badge--corner/ : /^sxz-summary__badge$/,
    );
    const share = summary.getByTestId("positive-percent");
    const [shareColour, textColour, primary] = await share.evaluate((node) => {
      const root = node.closest(".sxz-root")!;
      const probe = document.createElement("span");
      probe.style.color = "var(--sxz-primary)";
      root.append(probe);
      const colours = [getComputedStyle(node).color, getComputedStyle(root).color, getComputedStyle(probe).color];
      probe.remove();
      return colours;
    });
    expect(shareColour).toBe(textColour);
    expect(shareColour).not.toBe(primary);

    // The rate button: 44 × 44 px at least (a primary control), on both layouts.
    const rate = summary.locator('[part="rate-button"]');
    const button = (await rate.boundingBox())!;
    expect(button.width).toBeGreaterThanOrEqual(44);
    expect(button.height).toBeGreaterThanOrEqual(44);

    // Desktop: score and figures side by side; mobile: stacked, each count on its bar's line right after it.
    const lead = (await summary.locator(".sxz-summary__lead").boundingBox())!;
    const figures = (await summary.locator(".sxz-summary__figures").boundingBox())!;
    if (mobile) expect(figures.y).toBeGreaterThanOrEqual(lead.y + lead.height - 1);
    else expect(Math.abs(figures.y - lead.y)).toBeLessThanOrEqual(1);
    const rows = summary.locator(".sxz-summary__star-row");
    await expect(rows).toHaveCount(5);
    const rtl = combination.language === "ar_SA";
    for (let index = 0; index < 5; index += 1) {
      const track = (await rows.nth(index).locator(".sxz-summary__track").boundingBox())!;
      const count = (await rows.nth(index).locator(".sxz-summary__star-count").boundingBox())!;
      expect(
        Math.abs(track.y + track.height / 2 - (count.y + count.height / 2)),
        "count on its bar's line",
      ).toBeLessThanOrEqual(4);
      const gap = rtl ? track.x - (count.x + count.width) : count.x - (track.x + track.width);
      expect(gap, "count right after its bar").toBeGreaterThanOrEqual(0);
      expect(gap, "count right after its bar").toBeLessThanOrEqual(48);
    }
    // Nothing sticks out of the box.
    expect(await summary.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
  });
}

/** Holds the figures' answers until `release()`: the summary stays in its loading state meanwhile. */
async function holdFigures(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === `${SCORE}/queryMsgCountProportions`,
    async (route) => {
      await released;
      await route.continue().catch(() => {});
    },
  );
  return release;
}

for (const viewport of [DESKTOP, PHONE]) {
  const layout = viewport === DESKTOP ? "desktop" : "mobile";
  test(`[RW-SUM-1] ${layout}: while loading, a skeleton of the final size and no figure (the rate button already there); the figures take its place without moving anything`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const release = await holdFigures(page);
    const summary = await openSummary(page, BADGE);
    await expect(summary).toHaveAttribute("data-state", "loading");
    await expect(summary.getByTestId("summary-skeleton")).toBeVisible();
    expect(await summary.innerText()).not.toMatch(/\d|%/);
    await expect(summary.getByRole("button", { name: "Want to rate" })).toBeVisible();
    const before = (await summary.boundingBox())!;
    release();
    await expect(summary).toHaveAttribute("data-state", "ready");
    const after = (await summary.boundingBox())!;
    expect(Math.abs(after.height - before.height), `height ${before.height} → ${after.height}`).toBeLessThanOrEqual(2);
  });

  test(`[RW-SUM-1] ${layout}: a failed load shows the error and Try again (44 × 44 px), no figure; Try again loads them`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    let failing = true;
    await page.route(
      (url) => url.pathname === `${SCORE}/queryMsgCountProportions`,
      (route) => (failing ? route.abort("connectionfailed") : route.continue()),
    );
    const summary = await openSummary(page, BADGE);
    await expect(summary).toHaveAttribute("data-state", "failed");
    const notice = summary.getByRole("status").filter({ hasText: "The ratings could not be loaded." });
    await expect(notice).toBeVisible();
    expect(await summary.innerText()).not.toMatch(/\d|%/);
    await expect(summary.locator('[part="badge"]')).toHaveCount(0);
    // The learner may rate: publishing does not need the figures, so the button stays.
    await expect(summary.getByRole("button", { name: "Want to rate" })).toBeVisible();
    const retry = notice.getByRole("button", { name: "Try again" });
    const box = (await retry.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    failing = false;
    await retry.click();
    await expect(summary).toHaveAttribute("data-state", "ready");
    await expect(summary.getByTestId("review-count")).toHaveText("20 reviews");
  });
}

test("[RW-SUM-1] a failed load offers no rate button to a visitor who may not rate", async ({ page }) => {
  await page.route(
    (url) => url.pathname === `${SCORE}/general`,
    (route) => route.abort("connectionfailed"),
  );
  const summary = await openSummary(page, BADGE, { mayRate: false });
  await expect(summary).toHaveAttribute("data-state", "failed");
  await expect(summary.getByRole("button", { name: "Try again" })).toBeVisible();
  await expect(summary.locator('[part="rate-button"]')).toHaveCount(0);
});

for (const viewport of [DESKTOP, PHONE]) {
  const layout = viewport === DESKTOP ? "desktop" : "mobile";
  test(`[RW-SUM-1] [RW-K-1] ${layout}: a course without ratings invites the first rating and shows no percentage (not the rule's 100 %)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const release = await holdFigures(page);
    const summary = await openSummary(page, EMPTY);
    await expect(summary).toHaveAttribute("data-state", "loading");
    const loading = (await summary.boundingBox())!;
    release();
    await expect(summary).toHaveAttribute("data-state", "empty");
    await expect(summary.getByText("No ratings yet")).toBeVisible();
    await expect(summary.getByText("Be the first to rate this course.")).toBeVisible();
    // One call to rate, in the middle of the invitation (under its text), not in the corner.
    const rate = summary.getByRole("button", { name: "Want to rate" });
    await expect(rate).toHaveCount(1);
    await expect(rate).toBeVisible();
    expect(await summary.innerText()).not.toMatch(/\d|%/);
    const empty = (await summary.boundingBox())!;
    expect(Math.abs(empty.height - loading.height)).toBeLessThanOrEqual(2);
    const button = (await rate.boundingBox())!;
    const invite = (await summary.getByText("Be the first to rate this course.").boundingBox())!;
    expect(Math.abs(button.x + button.width / 2 - (empty.x + empty.width / 2))).toBeLessThanOrEqual(1);
    expect(button.y).toBeGreaterThan(invite.y + invite.height);
    expect(button.y + button.height).toBeLessThanOrEqual(empty.y + empty.height);
    const invitation = (await summary.getByTestId("summary-empty").boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(invitation.y + invitation.height);
  });
}

/** Layout shift since the page started (entries without recent input), read after the page settled. */
async function recordLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const store = {
      total: 0,
      add(entries: PerformanceEntryList) {
        for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) store.total += entry.value;
        }
      },
      observer: null as PerformanceObserver | null,
    };
    Object.assign(window, { __summaryShift: store });
    store.observer = new PerformanceObserver((list) => store.add(list.getEntries()));
    store.observer.observe({ type: "layout-shift", buffered: true });
  });
}
/** The shift once the page has settled (see `settled`), entries not yet delivered to the observer included. */
async function shiftSoFar(page: Page): Promise<number> {
  await settled(page);
  return page.evaluate(() => {
    const store = (
      window as unknown as {
        __summaryShift: { total: number; add: (entries: PerformanceEntryList) => void; observer: PerformanceObserver };
      }
    ).__summaryShift;
    store.add(store.observer.takeRecords());
    return store.total;
  });
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`the demo's course page loads with layout shift at most 0.1 (${viewport.width}px)`, async ({
    page,
  }, testInfo) => {
    test.skip(
      testInfo.project.name !== "chromium",
      "the demo page loads its own build of the widget, the same under every project",
    );
    await page.setViewportSize(viewport);
    await recordLayoutShift(page);
    await page.goto(`${server.url}/courses/course-intro?sxz-lang=en_US`);
    await expect(
      page
        .locator("sxz-score .sxz-summary[data-state='ready'], [id^='sxz-review-'] .sxz-summary[data-state='ready']")
        .first(),
    ).toBeVisible();
    await expect(page.locator("sxz-score article, [id^='sxz-review-'] article").first()).toBeVisible();
    const shift = await shiftSoFar(page);
    test.info().annotations.push({ type: "layout shift", description: shift.toFixed(3) });
    expect(shift).toBeLessThanOrEqual(0.1);
  });
}
