import { useEffect, useId, useRef, useState } from "react";
import type { KeyboardEvent } from "react";

export interface MenuOption {
  key: string;
  label: string;
  onSelect: () => void;
  danger?: boolean;
}

export interface OptionsMenuProps {
  /** Accessible name of the menu button ("More actions"). */
  label: string;
  options: readonly MenuOption[];
  /** Tells the card a popup is open, so the card lifts its paint containment while it shows. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * The per-review options popup (RW-OPT-1) as a WAI-ARIA menu button: Enter/Space/ArrowDown open it on the first
 * item, arrows move, Home/End jump, Escape or Tab closes, and focus returns to the button after a choice.
 */
export function OptionsMenu({ label, options, onOpenChange }: OptionsMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemsRef = useRef<(HTMLButtonElement | null)[]>([]);
  const focusOnOpen = useRef(0);
  const menuId = useId();

  useEffect(() => {
    onOpenChange?.(open);
    if (!open) return;
    itemsRef.current[focusOnOpen.current]?.focus();
    const root = buttonRef.current?.getRootNode() as Document | ShadowRoot | undefined;
    const onPointerDown = (event: Event) => {
      const path = event.composedPath();
      if (!path.some((node) => node === buttonRef.current || itemsRef.current.includes(node as HTMLButtonElement))) setOpen(false);
    };
    root?.addEventListener("pointerdown", onPointerDown);
    return () => root?.removeEventListener("pointerdown", onPointerDown);
  }, [open, onOpenChange]);

  if (options.length === 0) return null;

  const openAt = (index: number) => {
    focusOnOpen.current = index;
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      openAt(0);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      openAt(options.length - 1);
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const current = itemsRef.current.findIndex((item) => item === (item?.getRootNode() as Document | ShadowRoot).activeElement);
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
        close(true);
        break;
      case "Tab":
        close(false);
        break;
    }
  };

  return (
    <span className="sxz-menu">
      <button
        ref={buttonRef}
        type="button"
        className="sxz-iconbtn"
        data-action="more"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
          <circle cx="4" cy="10" r="1.8" />
          <circle cx="10" cy="10" r="1.8" />
          <circle cx="16" cy="10" r="1.8" />
        </svg>
      </button>
      {open && (
        <div id={menuId} role="menu" aria-label={label} className="sxz-menu__list" onKeyDown={onMenuKey}>
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
                close(true);
                option.onSelect();
              }}
            >
              {option.label}
            </button>
          ))}
        </div>
      )}
    </span>
  );
}
