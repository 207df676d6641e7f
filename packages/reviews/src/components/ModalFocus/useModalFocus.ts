import { useEffect } from "react";
import type { RefObject } from "react";

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

function activeIn(node: Node): Element | null {
  return (node.getRootNode() as Document | ShadowRoot).activeElement;
}

/**
 * Focus handling of a modal: focus moves into it when it opens (to `initial` or its first control), Tab and
 * Shift+Tab cycle inside it, Escape calls onEscape. Works inside a shadow root, where document.activeElement
 * is the host rather than the focused control.
 */
export function useModalFocus(
  dialogRef: RefObject<HTMLElement | null>,
  onEscape: () => void,
  initialRef?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const first = initialRef?.current ?? dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog;
    first.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        event.stopPropagation();
        onEscape();
        return;
      }
      if (event.key !== "Tab") return;
      const focusables = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (focusables.length === 0) {
        event.preventDefault();
        return;
      }
      const active = activeIn(dialog);
      const firstItem = focusables[0]!;
      const lastItem = focusables[focusables.length - 1]!;
      if (event.shiftKey && (active === firstItem || !dialog.contains(active))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !dialog.contains(active))) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    dialog.addEventListener("keydown", onKey);
    return () => dialog.removeEventListener("keydown", onKey);
  }, [dialogRef, onEscape, initialRef]);
}
