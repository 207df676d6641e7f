import { createPlatformClient } from "@sxz/client";
import type { AuthEvent, PlatformClient } from "@sxz/client";

/**
 * The real client layer on a fixture page; navigations are recorded so the page stays put for the test. With
 * `?dialog=1` the page registers a login dialog, as a host with its own sign-in dialog does. What the layer did
 * is counted for the tests: dialogs shown, token sets cleared, logout events written to local storage.
 */
declare global {
  interface Window {
    sxz: PlatformClient;
    navigations: string[];
    sessionEvents: AuthEvent[];
    dialogs: string[];
    tokenClears: number;
    publishedLogouts: number;
  }
}

window.navigations = [];
window.sessionEvents = [];
window.dialogs = [];
window.tokenClears = 0;
window.publishedLogouts = 0;

const setItem = Storage.prototype.setItem;
Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
  if (key === "SXZ_STORAGE_auth_event" && (JSON.parse(value) as AuthEvent).type === "logout")
    window.publishedLogouts += 1;
  setItem.call(this, key, value);
};

window.sxz = createPlatformClient({ navigate: (url) => window.navigations.push(url) });
const clear = window.sxz.auth.tokens.clear;
window.sxz.auth.tokens.clear = () => {
  window.tokenClears += 1;
  return clear();
};
window.sxz.auth.onSessionEvent((event) => window.sessionEvents.push(event));
if (new URLSearchParams(location.search).get("dialog") === "1") {
  window.sxz.auth.registerLoginDialog({ show: ({ reason }) => window.dialogs.push(reason) });
}
document.body.dataset.ready = "true";
