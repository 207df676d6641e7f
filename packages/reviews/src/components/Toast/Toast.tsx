import { useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import type { ToastMessage, Toasts } from "../../controller/toasts";
import { useWidgetView } from "../WidgetView/WidgetView";

export interface ToastProps {
  toasts: Toasts;
}

/**
 * Toasts speak through live regions that stay in the page (a region added together with its text is often
 * not announced): errors through an assertive `alert`, everything else through a polite `status`.
 * Text longer than the box scrolls as a marquee (RW-K-4) unless reduced motion is asked for.
 */
export function Toast({ toasts }: ToastProps) {
  const { messages, layout } = useWidgetView();
  const closeLabel = messages.notificationClose;
  const toast = useSyncExternalStore(toasts.subscribe, toasts.getState);
  const onClose = toasts.close;
  const isError = toast?.type === "error";
  return (
    <div className="sxz-toast-layer" data-layout={layout}>
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
    <div className={`sxz-toast sxz-toast--${toast.type}${toast.wide ? " sxz-toast--wide" : ""}`} part="toast" data-type={toast.type}>
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
