import { useCallback, useMemo } from "react";
import { TOAST } from "../../model/limits";
import { takeErrorToastSlot } from "../../model/error-throttle";
import type { ToastMessage, ToastType } from "../Toast/toast-state";
import type { Layout } from "./useWidgetLayout";

export interface Notify {
  success(text: string): void;
  info(text: string): void;
  warning(text: string): void;
  /** Error toasts: at most one per 3 s across the page (RW-ERR-6). */
  error(text: string, extra?: { durationMs?: number; link?: ToastMessage["link"]; wide?: boolean }): void;
  /** For the list: one entry point by type. */
  show(text: string, type: ToastType): void;
}

function safeLocalStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Toast policy (RW-K-4, RW-ERR-6): 2 s on desktop, 3 s on mobile; nothing at all with disableToast. */
export function useNotify(show: (message: Omit<ToastMessage, "id">) => void, layout: Layout, disabled: boolean): Notify {
  const duration = layout === "mobile" ? TOAST.mobileMs : TOAST.desktopMs;
  const plain = useCallback(
    (text: string, type: ToastType) => {
      if (!disabled) show({ text, type, durationMs: duration });
    },
    [show, duration, disabled],
  );
  const error = useCallback<Notify["error"]>(
    (text, extra = {}) => {
      if (disabled) return;
      const storage = safeLocalStorage();
      if (storage && !takeErrorToastSlot(storage, Date.now())) return;
      show({ text, type: "error", durationMs: extra.durationMs ?? duration, link: extra.link, wide: extra.wide });
    },
    [show, duration, disabled],
  );
  return useMemo(
    () => ({
      success: (text) => plain(text, "success"),
      info: (text) => plain(text, "info"),
      warning: (text) => plain(text, "warning"),
      error,
      show: (text, type) => (type === "error" ? error(text) : plain(text, type)),
    }),
    [plain, error],
  );
}
