import { useCallback, useEffect, useRef, useState } from "react";

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
}

/**
 * One toast at a time (RW-ST-11): a new one replaces the current one, each disappears after its own
 * duration, and `close` removes it by hand.
 */
export function useToastState() {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const nextId = useRef(1);
  const show = useCallback((message: Omit<ToastMessage, "id">) => setToast({ ...message, id: nextId.current++ }), []);
  const close = useCallback(() => setToast(null), []);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast((current) => (current?.id === toast.id ? null : current)), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast]);
  return { toast, show, close };
}
