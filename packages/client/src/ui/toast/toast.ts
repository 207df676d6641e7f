import type { I18n } from "../../i18n";
import { whenBodyReady } from "../dom-ready";
import { ensureStyles } from "../styles";

/** Display times of the spec (CL-K-1). */
export const ToastDuration = { SHORT: 3000, LONG: 8000 } as const;

export type ToastType = "info" | "success" | "error";

export interface ToastOptions {
  /** SHORT (3 s, the default), LONG (8 s) or milliseconds; 0 or Infinity keeps it until closed by hand. */
  duration?: number | keyof typeof ToastDuration;
  /** A transparent layer over the page that blocks clicks while the toast shows (on by default, CL-K-1). */
  mask?: boolean;
  /** Errors are announced assertively, everything else politely. */
  type?: ToastType;
}

export interface ToastHandle {
  close(): void;
}

export interface Toast {
  show(text: string, options?: ToastOptions): ToastHandle;
  /** Shorthand for show(text, { type: "error", …options }). */
  error(text: string, options?: Omit<ToastOptions, "type">): ToastHandle;
  hide(): void;
  /** The text currently shown, or null. */
  readonly current: string | null;
  destroy(): void;
}

export interface ToastDependencies {
  i18n: Pick<I18n, "t" | "direction" | "tag">;
  document?: Document;
}

function durationOf(option: ToastOptions["duration"]): number {
  if (option === undefined) return ToastDuration.SHORT;
  if (typeof option === "string") return ToastDuration[option] ?? ToastDuration.SHORT;
  return Number.isFinite(option) && option > 0 ? option : Infinity;
}

/**
 * One toast at a time, in plain DOM. The two live regions are in the page from the start (a region added
 * together with its text is not announced by most screen readers); the visible card repeats the text for
 * sighted users and is hidden from assistive technology so the text is not read twice.
 */
export function createToast({ i18n, document: maybeDoc = globalThis.document as Document | undefined }: ToastDependencies): Toast {
  // Without a DOM (server rendering) a toast has nowhere to show.
  if (!maybeDoc) return { show: () => ({ close() {} }), error: () => ({ close() {} }), hide() {}, current: null, destroy() {} };
  const doc: Document = maybeDoc;
  const root = doc.createElement("div");
  root.className = "sxz-toast-root";
  root.dataset.sxzToast = "";

  const mask = doc.createElement("div");
  mask.className = "sxz-toast-mask";
  mask.hidden = true;

  const card = doc.createElement("div");
  card.className = "sxz-toast";
  card.hidden = true;
  const text = doc.createElement("span");
  text.className = "sxz-toast-text";
  text.setAttribute("aria-hidden", "true");
  const close = doc.createElement("button");
  close.type = "button";
  close.className = "sxz-toast-close";
  close.textContent = "×";
  card.append(text, close);

  const region = (live: "polite" | "assertive") => {
    const element = doc.createElement("div");
    element.className = "sxz-visually-hidden";
    element.setAttribute("role", live === "polite" ? "status" : "alert");
    element.setAttribute("aria-live", live);
    element.setAttribute("aria-atomic", "true");
    return element;
  };
  const polite = region("polite");
  const assertive = region("assertive");
  root.append(mask, card, polite, assertive);

  const label = () => {
    root.dir = i18n.direction;
    root.lang = i18n.tag;
    close.setAttribute("aria-label", i18n.t("toastClose"));
    polite.setAttribute("aria-label", i18n.t("toastRegion"));
    assertive.setAttribute("aria-label", i18n.t("toastRegion"));
  };
  label();
  ensureStyles(doc);
  whenBodyReady(doc, (body) => body.appendChild(root));

  let timer: ReturnType<typeof setTimeout> | undefined;
  let remaining = Infinity;
  let startedAt = 0;
  let current: string | null = null;
  let generation = 0;

  const stopTimer = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
  };
  const startTimer = () => {
    stopTimer();
    if (!Number.isFinite(remaining)) return;
    startedAt = Date.now();
    timer = setTimeout(hide, remaining);
  };
  // Pointer over the toast or focus inside it pauses the countdown (WCAG 2.2.1: enough time to read).
  const pause = () => {
    if (!timer) return;
    stopTimer();
    remaining = Math.max(0, remaining - (Date.now() - startedAt));
  };
  card.addEventListener("pointerenter", pause);
  card.addEventListener("focusin", pause);
  card.addEventListener("pointerleave", () => current !== null && !card.contains(doc.activeElement) && startTimer());
  card.addEventListener("focusout", (event) => {
    if (current !== null && !card.contains(event.relatedTarget as Node | null)) startTimer();
  });

  function hide() {
    stopTimer();
    current = null;
    card.hidden = true;
    mask.hidden = true;
    text.textContent = "";
    polite.textContent = "";
    assertive.textContent = "";
  }

  close.addEventListener("click", hide);

  function show(message: string, options: ToastOptions = {}): ToastHandle {
    stopTimer();
    label();
    const type = options.type ?? "info";
    current = message;
    text.textContent = message;
    card.dataset.type = type;
    mask.hidden = options.mask === false;
    card.hidden = false;
    (type === "error" ? polite : assertive).textContent = "";
    (type === "error" ? assertive : polite).textContent = message;
    card.dataset.entering = "";
    const raf = doc.defaultView?.requestAnimationFrame ?? ((fn: FrameRequestCallback) => setTimeout(fn, 16));
    raf(() => delete card.dataset.entering);
    remaining = durationOf(options.duration);
    startTimer();
    const mine = ++generation;
    return {
      close() {
        // A handle only closes its own toast, not the one that replaced it.
        if (generation === mine && current !== null) hide();
      },
    };
  }

  return {
    show,
    error: (message, options = {}) => show(message, { ...options, type: "error" }),
    hide,
    get current() {
      return current;
    },
    destroy() {
      hide();
      root.remove();
    },
  };
}
