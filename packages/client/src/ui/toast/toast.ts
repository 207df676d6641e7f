import type { I18n } from "../../i18n";
import { ensureStyles } from "../styles";
import { Countdown } from "./countdown";
import { createToastRegions } from "./regions";
import type { ToastRegions, ToastType } from "./regions";

export type { ToastType } from "./regions";

/** Display times of the spec (CL-K-1). */
export const ToastDuration = { SHORT: 3000, LONG: 8000 } as const;

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
  /** @internal The regions already in the page (the platform client's toast creates them before the card loads). */
  regions?: ToastRegions;
}

/** @internal The toast with a show that leaves the live regions alone (they already carry the message). */
export interface ToastWithCard extends Toast {
  showCard(text: string, options?: ToastOptions): ToastHandle;
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
export function createToast(deps: ToastDependencies): Toast {
  return createToastWithCard(deps);
}

/** @internal {@link createToast}, also able to show the card of a message the regions already announced. */
export function createToastWithCard({
  i18n,
  document: maybeDoc = globalThis.document as Document | undefined,
  regions: given,
}: ToastDependencies): ToastWithCard {
  // Without a DOM (server rendering) a toast has nowhere to show.
  if (!maybeDoc)
    return {
      show: () => ({ close() {} }),
      showCard: () => ({ close() {} }),
      error: () => ({ close() {} }),
      hide() {},
      current: null,
      destroy() {},
    };
  const doc: Document = maybeDoc;
  const regions = given ?? createToastRegions(doc, i18n);
  const { root } = regions;

  const { mask, card, text, close } = createCard(doc, root);

  const label = () => {
    regions.label();
    close.setAttribute("aria-label", i18n.t("toastClose"));
  };
  label();
  ensureStyles(doc);

  const countdown = new Countdown(() => hide());
  let current: string | null = null;
  let generation = 0;

  // Pointer over the toast or focus inside it pauses the countdown (WCAG 2.2.1: enough time to read).
  card.addEventListener("pointerenter", () => countdown.pause());
  card.addEventListener("focusin", () => countdown.pause());
  card.addEventListener(
    "pointerleave",
    () => current !== null && !card.contains(doc.activeElement) && countdown.resume(),
  );
  card.addEventListener("focusout", (event) => {
    if (current !== null && !card.contains(event.relatedTarget as Node | null)) countdown.resume();
  });

  function hide() {
    countdown.stop();
    current = null;
    card.hidden = true;
    mask.hidden = true;
    text.textContent = "";
    regions.clear();
  }

  close.addEventListener("click", hide);

  function show(message: string, options: ToastOptions = {}, announce = true): ToastHandle {
    countdown.stop();
    label();
    const type = options.type ?? "info";
    current = message;
    text.textContent = message;
    card.dataset.type = type;
    mask.hidden = options.mask === false;
    card.hidden = false;
    if (announce) regions.announce(message, type);
    card.dataset.entering = "";
    const raf = doc.defaultView?.requestAnimationFrame ?? ((fn: FrameRequestCallback) => setTimeout(fn, 16));
    raf(() => delete card.dataset.entering);
    countdown.restart(durationOf(options.duration));
    const mine = ++generation;
    return {
      close() {
        // A handle only closes its own toast, not the one that replaced it.
        if (generation === mine && current !== null) hide();
      },
    };
  }

  return {
    show: (message, options) => show(message, options),
    showCard: (message, options) => show(message, options, false),
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

/** The mask over the page and the visible card (text and close button), hidden until a message shows. */
function createCard(doc: Document, root: HTMLElement) {
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
  root.prepend(mask, card);
  return { mask, card, text, close };
}
