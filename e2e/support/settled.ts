import type { Page } from "@playwright/test";

/**
 * Resolves once the page has settled, by events rather than a pause: no request in flight for Playwright's
 * network-idle window (the chunks a page fetches once it idles included), the fonts loaded, every image of the
 * document and of its shadow roots decoded, and two frames painted since. Layout-shift entries read after this
 * (`PerformanceObserver.takeRecords()` for those not yet delivered) cover the page's whole load.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images: HTMLImageElement[] = [];
    const collect = (root: Document | ShadowRoot) => {
      for (const element of Array.from(root.querySelectorAll("*"))) {
        if (element instanceof HTMLImageElement) images.push(element);
        if (element.shadowRoot) collect(element.shadowRoot);
      }
    };
    collect(document);
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}
