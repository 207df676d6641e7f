import type { I18n } from "../../i18n";
import { whenBodyReady } from "../dom-ready";

/**
 * Visually hidden without the layer's style sheet, which comes with the toast's card. Fixed to the window's corner,
 * so the 1 px box never widens the page (an absolute one at the inline start of a right-to-left page did).
 */
const VISUALLY_HIDDEN =
  "position:fixed;top:0;left:0;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0";

export type ToastType = "info" | "success" | "error";

/** The toast's root and its two live regions: in the page from the client's creation. */
export interface ToastRegions {
  readonly root: HTMLElement;
  readonly polite: HTMLElement;
  readonly assertive: HTMLElement;
  /** Names the regions (and the root's language and direction) in the page language of now. */
  label(): void;
  /** Puts a message in the region of its type (errors assertive, the rest polite), emptying the other. */
  announce(message: string, type: ToastType): void;
  clear(): void;
}

/**
 * A live region inserted together with its text is not announced by most screen readers: the regions are in the
 * page before the first message, whether or not the toast's card has loaded.
 */
export function createToastRegions(doc: Document, i18n: Pick<I18n, "t" | "direction" | "tag">): ToastRegions {
  const root = doc.createElement("div");
  root.className = "sxz-toast-root";
  root.dataset.sxzToast = "";
  const region = (live: "polite" | "assertive") => {
    const element = doc.createElement("div");
    element.className = "sxz-visually-hidden";
    element.style.cssText = VISUALLY_HIDDEN;
    element.setAttribute("role", live === "polite" ? "status" : "alert");
    element.setAttribute("aria-live", live);
    element.setAttribute("aria-atomic", "true");
    return element;
  };
  const polite = region("polite");
  const assertive = region("assertive");
  root.append(polite, assertive);
  const regions: ToastRegions = {
    root,
    polite,
    assertive,
    label() {
      root.dir = i18n.direction;
      root.lang = i18n.tag;
      polite.setAttribute("aria-label", i18n.t("toastRegion"));
      assertive.setAttribute("aria-label", i18n.t("toastRegion"));
    },
    announce(message, type) {
      (type === "error" ? polite : assertive).textContent = "";
      (type === "error" ? assertive : polite).textContent = message;
    },
    clear() {
      polite.textContent = "";
      assertive.textContent = "";
    },
  };
  regions.label();
  whenBodyReady(doc, (body) => body.appendChild(root));
  return regions;
}
