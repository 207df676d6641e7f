import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import type { ToastMessage, Toasts } from "../../controller/toasts";
import { useWidgetView } from "../WidgetView/WidgetView";
import { widgetActionPart } from "../../parts/action-parts";

export interface ToastProps {
  toasts: Toasts;
  /**
   * Where the toast shows: "widget" — at the bottom of the widget's box, kept in view while the widget spans
   * the viewport's bottom; "dialog" — inside the open rating dialog, at its bottom.
   */
  place?: "widget" | "dialog";
  /** The widget's view while a dialog with its own toast view is open: one pair of live regions at a time. */
  hidden?: boolean;
}

/**
 * Toasts speak through live regions, one pair at a time (the dialog's while it is open, as a modal dialog
 * hides the rest of the page from assistive technology): errors through an assertive `alert`, everything
 * else through a polite `status`.
 * Text longer than the box scrolls as a marquee (RW-K-4) unless reduced motion is asked for.
 * A toast never covers a heading or the host's page: it sits at the bottom of the box it belongs to.
 */
export function Toast({ toasts, place = "widget", hidden = false }: ToastProps) {
  const { messages, layout } = useWidgetView();
  const closeLabel = messages.notificationClose;
  const current = useSyncExternalStore(toasts.subscribe, toasts.getState);
  // The regions enter the page empty and the text follows one render later: a region added together with
  // its text is often not announced (the widget's regions come back with "Saved" as the dialog closes).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  // A dialog's validation warnings are about its draft: they leave with the dialog.
  useEffect(() => (place === "dialog" ? toasts.dropValidation : undefined), [place, toasts]);
  // The regions and a readable box are part of the first paint; the rest of the look (type colour, marquee motion,
  // close button) comes with the chunk of what shows after an action, asked for by the first toast if the idle
  // prefetch has not brought it yet. The box is announced either way, and stays readable if that fetch fails.
  useEffect(() => {
    if (current) widgetActionPart.load().catch(() => {});
  }, [current]);
  if (hidden) return null;
  const toast = ready ? current : null;
  const onClose = toasts.close;
  const isError = toast?.type === "error";
  return (
    <div className={`sxz-toast-layer sxz-toast-layer--${place}`} data-layout={layout}>
      <div role="status" aria-live="polite" aria-atomic="true" className="sxz-toast-region">
        {toast && !isError ? <ToastBox toast={toast} onClose={onClose} closeLabel={closeLabel} /> : null}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" className="sxz-toast-region">
        {toast && isError ? <ToastBox toast={toast} onClose={onClose} closeLabel={closeLabel} /> : null}
      </div>
    </div>
  );
}

function ToastBox({ toast, onClose, closeLabel }: { toast: ToastMessage; onClose: () => void; closeLabel: string }) {
  const textRef = useRef<HTMLSpanElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    const node = textRef.current;
    setOverflowing(!!node && node.scrollWidth > node.clientWidth + 1);
  }, [toast.text]);
  return (
    <div
      className={`sxz-toast sxz-toast--${toast.type}${toast.wide ? " sxz-toast--wide" : ""}`}
      part="toast"
      data-type={toast.type}
    >
      <span ref={textRef} className={`sxz-toast__text${overflowing ? " sxz-toast__text--marquee" : ""}`}>
        <span className="sxz-toast__inner">{toast.text}</span>
      </span>
      {toast.link ? (
        <a className="sxz-toast__link" href={toast.link.href} target="_blank" rel="noopener noreferrer">
          {toast.link.text}
        </a>
      ) : null}
      <button type="button" className="sxz-toast__close" aria-label={closeLabel} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
