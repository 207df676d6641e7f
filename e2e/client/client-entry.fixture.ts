import { createPlatformClient } from "../../packages/client/src/index";
import type { AuthEvent, PlatformClient } from "../../packages/client/src/index";

/** The real client layer on a fixture page; navigations are recorded so the page stays put for the test. */
declare global {
  interface Window {
    sxz: PlatformClient;
    navigations: string[];
    sessionEvents: AuthEvent[];
  }
}

window.navigations = [];
window.sessionEvents = [];
window.sxz = createPlatformClient({ navigate: (url) => window.navigations.push(url) });
window.sxz.auth.onSessionEvent((event) => window.sessionEvents.push(event));
document.body.dataset.ready = "true";
