import { useEffect, useId, useRef, useState } from "react";
import type { KeyboardEvent } from "react";
import { listActionPart } from "../../parts/action-parts";
import { usePart } from "../Part/usePart";

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
  /** Opens the popup once its chunk is in (at once when it is): the list keeps a press made before it arrived. */
  openOnUse: (open: () => void) => void;
  /** Tells the card a popup is open, so the card lifts its paint containment while it shows. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * The per-review options menu (RW-OPT-1) as a WAI-ARIA menu button: Enter/Space/ArrowDown open it on the first
 * item, ArrowUp on the last. The button is on screen with its card; the popup (`MenuPopup`, its keys and styles)
 * is in the chunk of what shows after an action, so a press before that chunk arrived opens it when it does.
 */
export function OptionsMenu({ label, options, openOnUse, onOpenChange }: OptionsMenuProps) {
  // The item that takes focus as the popup opens, while it is open; null while closed.
  const [openAt, setOpenAt] = useState<number | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const parts = usePart(listActionPart);
  const shown = openAt !== null && parts !== null;

  useEffect(() => {
    onOpenChange?.(shown);
  }, [shown, onOpenChange]);

  if (options.length === 0) return null;

  const openOn = (index: number) => openOnUse(() => setOpenAt(index));
  const close = (returnFocus: boolean) => {
    setOpenAt(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openOn(event.key === "ArrowDown" ? 0 : options.length - 1);
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
        aria-expanded={shown}
        aria-controls={shown ? menuId : undefined}
        onClick={() => (shown ? close(false) : openOn(0))}
        onKeyDown={onButtonKey}
      >
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
          <circle cx="4" cy="10" r="1.8" />
          <circle cx="10" cy="10" r="1.8" />
          <circle cx="16" cy="10" r="1.8" />
        </svg>
      </button>
      {openAt !== null && parts && (
        <parts.MenuPopup
          id={menuId}
          label={label}
          options={options}
          focusIndex={openAt}
          buttonRef={buttonRef}
          onClose={close}
        />
      )}
    </span>
  );
}
