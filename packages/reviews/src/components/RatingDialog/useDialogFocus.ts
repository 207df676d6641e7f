import { useEffect, useRef } from "react";
import type { KeyboardEvent, RefObject } from "react";
import { activeElementOf, focusableIn } from "../../dom/focus";

/**
 * Modal focus handling: focus moves into the dialog when it opens, Tab and Shift+Tab stay inside it, Escape
 * closes it, and focus returns to whatever had it before (normally the button that opened it).
 */
export function useDialogFocus(dialog: RefObject<HTMLElement | null>, onClose: () => void) {
  const returnTo = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    returnTo.current = activeElementOf(node) as HTMLElement | null;
    const preferred = node.querySelector<HTMLElement>("[data-autofocus]") ?? focusableIn(node)[0] ?? node;
    preferred.focus();
    return () => {
      const target = returnTo.current;
      // After the dialog has left the page: give focus back if it would otherwise be lost.
      queueMicrotask(() => {
        if (target && target.isConnected) target.focus();
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
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = activeElementOf(node);
    if (event.shiftKey && (active === first || !node.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !node.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };
}
