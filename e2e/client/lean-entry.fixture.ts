import { createPlatformFetch } from "@sxz/client/fetch";
import type { PlatformFetchCore } from "@sxz/client/fetch";

/**
 * The lean request core (`@sxz/client/fetch`) alone on a fixture page, as the widget's default embed uses it;
 * navigations are recorded so the page stays put for the test.
 */
declare global {
  interface Window {
    lean: PlatformFetchCore;
    leanNavigations: string[];
  }
}

window.leanNavigations = [];
window.lean = createPlatformFetch({ navigate: (url) => window.leanNavigations.push(url) });
document.body.dataset.ready = "true";
