import { TOAST } from "../model/limits";
import { takeErrorToastSlot } from "../model/error-throttle";
import { pageStorage } from "../dom/local-storage";
import { createStore } from "./store";
import type { Store } from "./store";

export type ToastType = "success" | "error" | "info" | "warning";

export interface ToastMessage {
  id: number;
  text: string;
  type: ToastType;
  durationMs: number;
  /** The feedback toast's link (RW-ERR-2): rendered as a real anchor after the text. */
  link?: { href: string; text: string };
  /** Wider text box for the feedback toast (700 px instead of 520 px). */
  wide?: boolean;
  /** A validation toast's cause: while it returns true the toast still applies; `recheck` drops it once it does not. */
  applies?: () => boolean;
}

export interface Notify {
  success(text: string): void;
  /** `applies`: the toast's cause (a validation warning), checked again by `recheck`. */
  warning(text: string, applies?: () => boolean): void;
  /** Error toasts: at most one per 3 s across the page (RW-ERR-6). */
  error(text: string, extra?: { durationMs?: number; link?: ToastMessage["link"]; wide?: boolean }): void;
  /** For the list: one entry point by type. */
  show(text: string, type: ToastType): void;
  /** The draft changed: a validation toast whose cause is gone (a star chosen, the text shortened) goes away. */
  recheck(): void;
}

export interface Toasts extends Store<ToastMessage | null>, Notify {
  /** The policy's inputs: 2 s on desktop, 3 s on mobile (RW-K-4); nothing at all with disableToast. */
  configure(settings: { mobile: boolean; disabled: boolean }): void;
  close(): void;
  /** The dialog closed: its validation toasts go with it; other toasts stay and show by the widget. */
  dropValidation(): void;
}

/**
 * The widget's one toast model (RW-ST-11, RW-K-4, RW-ERR-6): one toast at a time, a new one replaces the
 * current one, each disappears after its own duration, `close` removes it by hand, and a validation toast
 * disappears as soon as its cause is gone.
 */
export function createToasts(): Toasts {
  const store = createStore<ToastMessage | null>(null);
  let settings = { mobile: false, disabled: false };
  let nextId = 1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const put = (text: string, type: ToastType, extra: Partial<ToastMessage> = {}) => {
    if (settings.disabled) return;
    const toast: ToastMessage = {
      ...extra,
      text,
      type,
      durationMs: extra.durationMs ?? (settings.mobile ? TOAST.mobileMs : TOAST.desktopMs),
      id: nextId++,
    };
    clearTimeout(timer);
    timer = setTimeout(() => store.set(null), toast.durationMs);
    store.set(toast);
  };
  const self: Toasts = {
    ...store,
    configure(next) {
      settings = next;
    },
    // A timer still running is harmless: the next toast clears it.
    close: () => store.set(null),
    success: (text) => put(text, "success"),
    warning: (text, applies) => put(text, "warning", applies ? { applies } : {}),
    error(text, extra = {}) {
      const storage = pageStorage();
      if (settings.disabled || (storage && !takeErrorToastSlot(storage, Date.now()))) return;
      put(text, "error", extra);
    },
    show: (text, type) => (type === "error" ? self.error(text) : put(text, type)),
    recheck() {
      const current = store.getState();
      if (current?.applies && !current.applies()) store.set(null);
    },
    dropValidation() {
      if (store.getState()?.applies) store.set(null);
    },
  };
  return self;
}
