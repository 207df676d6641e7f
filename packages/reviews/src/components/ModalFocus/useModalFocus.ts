import type { KeyboardEvent, RefObject } from "react";
import { activeElementOf, focusableIn } from "../../dom/focus";
import { useBrowserLayoutEffect } from "../../dom/useBrowserLayoutEffect";

/**
 * The one focus trap of the widget's modals (rating dialog, delete confirmation, image viewer): focus moves
 * into the modal when it opens (to its `[data-autofocus]` control, else its first), Tab and Shift+Tab stay
 * inside it, Escape calls `onClose`, and once it has left the page focus returns to whatever had it before
 * (normally the button that opened it) if nothing else took it. Works inside a shadow root, where
 * document.activeElement is the host. Returns the modal's keydown handler.
 */
export function useModalFocus(dialog: RefObject<HTMLElement | null>, onClose: () => void) {
  // A layout effect: the opener must be read in the commit that opened the modal, before the browser drops the
  // focus of the content the modal makes inert (Preact runs plain effects only after the next paint).
  useBrowserLayoutEffect(() => {
    const node = dialog.current;
    if (!node) return;
    const target = activeElementOf(node);
    (node.querySelector<HTMLElement>("[data-autofocus]") ?? focusableIn(node)[0] ?? node).focus();
    return () => {
      queueMicrotask(() => {
        if (target instanceof HTMLElement && target.isConnected) target.focus();
      });
    };
  }, [dialog]);

  return (event: KeyboardEvent<HTMLElement>) => {
    const node = dialog.current;
    if (!node) return;
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab") return;
    const items = focusableIn(node);
    const first = items[0];
    const last = items[items.length - 1];
    const active = activeElementOf(node);
    if (!first || !last) event.preventDefault();
    else if (event.shiftKey && (active === first || !node.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !node.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };
}
