import { test, expect } from "../support/fixtures";
import { FIRST_RENDER_TRACE_CATEGORIES, firstRenderWork } from "../../scripts/first-render-work.mjs";
import { ensureWidgetBuilt, openHost } from "./widget-page";
import { accessToken, callApi } from "../widget-list/host";

test.beforeAll(() => ensureWidgetBuilt());
// Playwright's own tracing would walk the DOM inside the measured window.
test.use({ trace: "off", screenshot: "off" });

// The first render measures what it shows — the widget's width (desktop or mobile), the tag row's overflow, each
// card's clamped text — before the browser paints it: the first frame painted with the summary and the cards
// already holds the layout, the tag row's chevron and the cards' "Show more" toggles, so nothing moves after it.
// The Chromium trace of that window is checked for its two marks and the layouts script forced are reported.

// The demo's course-intro has more tags than one row holds; course-writing gets a review longer than the clamp.
const COURSES = [
  { course: "course-intro", shows: "the tag row's chevron", expected: { chevron: true, toggles: 0 } },
  { course: "course-writing", shows: "a long review's toggle", expected: { chevron: false, toggles: 1 } },
] as const;

for (const { layout, width } of [
  { layout: "desktop", width: 900 },
  { layout: "mobile", width: 380 },
] as const) {
  for (const { course, shows, expected } of COURSES) {
    test(`[RW-K-3] [RW-LST-2] [RW-LST-6] ${layout}, ${shows}: its first painted frame already has the layout, the tag row and the clamps`, async ({
      page,
      browser,
      server,
    }) => {
      if (expected.toggles > 0) {
        const token = await accessToken(page.request, server.url, "learner");
        const content = Array.from({ length: 8 }, (_, i) => `Line ${i + 1} of a long review.`).join("\n");
        await callApi(page.request, server.url, token, "POST", "/api/universal/v1/score/giveScore", {
          resourceId: course,
          moduleId: "course",
          score: 4,
          content,
        });
      }
      // The first frame whose widget holds the summary's figures and the cards: what it showed once painted.
      await page.addInitScript(() => {
        performance.mark("sxz-e2e-start");
        const firstFrame = new Promise((resolve) => {
          const check = () => {
            const root = document.querySelector("sxz-score")?.shadowRoot;
            const cards = root?.querySelectorAll("article") ?? [];
            if (root?.querySelector(".sxz-summary [data-testid=positive-percent]") && cards.length > 0) {
              // The task after this frame's paint: what the frame showed, measurements included (they are taken
              // after the frame's layout, before its paint).
              setTimeout(() => {
                performance.mark("sxz-e2e-painted");
                resolve({
                  layout: root.querySelector(".sxz-root")?.getAttribute("data-layout"),
                  chevron: root.querySelector(".sxz-tagfilter__chevron") !== null,
                  toggles: root.querySelectorAll(".sxz-card__text + button").length,
                });
              }, 0);
            } else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        });
        Object.assign(window, { firstFrame });
      });
      await browser.startTracing(page, { categories: FIRST_RENDER_TRACE_CATEGORIES });
      await openHost(page, server.url, {
        attributes: { "resource-id": course, "module-id": "course", "sxz-lang": "en_US" },
        width,
      });
      const first = await page.evaluate(
        () =>
          (window as unknown as { firstFrame: Promise<{ layout: string; chevron: boolean; toggles: number }> })
            .firstFrame,
      );
      const work = firstRenderWork(await browser.stopTracing(), "sxz-e2e-start", "sxz-e2e-painted");
      expect(work, "the trace holds both marks").not.toBeNull();
      test.info().annotations.push({
        type: "layouts forced by script before the first paint",
        description: `${work!.forcedLayouts} (${work!.forcedLayout.toFixed(1)} ms)`,
      });

      // What settles later must equal what the first frame showed: the same layout, chevron and toggles.
      const widget = page.locator("sxz-score");
      await expect(widget.locator(".sxz-root")).toHaveAttribute("data-layout", layout);
      const settled = await widget.evaluate((element) => {
        const root = element.shadowRoot!;
        return {
          layout: root.querySelector(".sxz-root")?.getAttribute("data-layout"),
          chevron: root.querySelector(".sxz-tagfilter__chevron") !== null,
          toggles: root.querySelectorAll(".sxz-card__text + button").length,
        };
      });
      expect(first).toEqual(settled);
      // The measurement this course exercises did show.
      expect(settled).toEqual({ layout, ...expected });
    });
  }
}
