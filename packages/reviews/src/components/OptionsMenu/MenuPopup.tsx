import { useEffect, useRef } from "react";
import type { KeyboardEvent, RefObject } from "react";
import type { MenuOption } from "./OptionsMenu";

export interface MenuPopupProps {
  id: string;
  label: string;
  options: readonly MenuOption[];
  /** The item that takes focus as the popup opens (the first, or the last after ArrowUp on the button). */
  focusIndex: number;
  /** The menu button: a press on it is its own toggle, not a press outside. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** Closes the popup; `returnFocus` puts focus back on the button. */
  onClose: (returnFocus: boolean) => void;
}

/**
 * The open popup of a review's options menu (RW-OPT-1): arrows move, Home/End jump, Escape or Tab closes, a press
 * outside closes, and focus returns to the button after a choice. A chunk of its own with its styles
 * (`ActionParts`): the button is on screen with the card, the popup only after it is pressed.
 */
export function MenuPopup({ id, label, options, focusIndex, buttonRef, onClose }: MenuPopupProps) {
  const itemsRef = useRef<(HTMLButtonElement | null)[]>([]);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    itemsRef.current[focusIndex]?.focus();
    const root = buttonRef.current?.getRootNode() as Document | ShadowRoot | undefined;
    const onPointerDown = (event: Event) => {
      const path = event.composedPath();
      if (!path.some((node) => node === buttonRef.current || itemsRef.current.includes(node as HTMLButtonElement)))
        close.current(false);
    };
    root?.addEventListener("pointerdown", onPointerDown);
    return () => root?.removeEventListener("pointerdown", onPointerDown);
  }, [buttonRef, focusIndex]);

  const onKey = (event: KeyboardEvent) => {
    const current = itemsRef.current.findIndex(
      (item) => item === (item?.getRootNode() as Document | ShadowRoot).activeElement,
    );
    const move = (index: number) => itemsRef.current[(index + options.length) % options.length]?.focus();
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        move(current + 1);
        break;
      case "ArrowUp":
        event.preventDefault();
        move(current - 1);
        break;
      case "Home":
        event.preventDefault();
        move(0);
        break;
      case "End":
        event.preventDefault();
        move(options.length - 1);
        break;
      case "Escape":
        event.preventDefault();
        onClose(true);
        break;
      case "Tab":
        onClose(false);
        break;
    }
  };

  return (
    <div id={id} role="menu" aria-label={label} className="sxz-menu__list" onKeyDown={onKey}>
      {options.map((option, index) => (
        <button
          key={option.key}
          ref={(element) => {
            itemsRef.current[index] = element;
          }}
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={`sxz-menu__item${option.danger ? " is-danger" : ""}`}
          onClick={() => {
            onClose(true);
            option.onSelect();
          }}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
