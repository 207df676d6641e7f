import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { settled } from "../../support/settled";

/** WCAG relative luminance of an "rgb(r, g, b)" / "rgba(…)" computed colour. */
function luminance(colour: string): number {
  const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two computed colours (opaque ones). */
export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The text colour and background colour an element is drawn with (its own background, else the nearest ancestor's). */
export async function drawnColours(locator: Locator): Promise<{ color: string; background: string }> {
  return locator.evaluate((element) => {
    const color = getComputedStyle(element).color;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const background = getComputedStyle(node).backgroundColor;
      if (background !== "rgba(0, 0, 0, 0)" && background !== "transparent") return { color, background };
    }
    return { color, background: "rgb(255, 255, 255)" };
  });
}

/** How far the document is wider than the window (0 when nothing overflows sideways). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Serious and critical axe violations, in a readable form for the failure message. axe lists the violations only
 * (`resultTypes`): every rule still runs on every node, but the passes it would list node by node are not read,
 * and leaving them out takes about a fifth off a scan of a whole page.
 */
export async function seriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
    }));
}

/** Cumulative layout shift since the page started loading (layout-shift entries without recent input), once the page has settled. */
export async function cumulativeLayoutShift(page: Page): Promise<number> {
  await settled(page);
  return page.evaluate(() => {
    let total = 0;
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) total += entry.value;
      }
    };
    // The buffered entries wait in the observer's own buffer until its callback's task: taken from there at once.
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: "layout-shift", buffered: true });
    add(observer.takeRecords());
    observer.disconnect();
    return total;
  });
}
