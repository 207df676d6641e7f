import { useRef } from "react";
import type { KeyboardEvent } from "react";
import type { SortOrder } from "../../model/sorting";

export interface SortTabsProps {
  value: SortOrder;
  /** id of the list the tabs control. */
  controls: string;
  texts: { sortLabel: string; sortLatest: string; sortHottest: string };
  onChange: (value: SortOrder) => void;
}

const ORDERS: readonly SortOrder[] = ["latest", "hottest"];

/** Latest / hottest tabs (RW-LST-3): a tablist with arrow-key movement (automatic activation). */
export function SortTabs({ value, controls, texts, onChange }: SortTabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (event: KeyboardEvent) => {
    const index = ORDERS.indexOf(value);
    let next = -1;
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      // Mirrored in right-to-left: "next" follows the reading direction.
      const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
      const forward = (event.key === "ArrowRight") !== rtl;
      next = (index + (forward ? 1 : -1) + ORDERS.length) % ORDERS.length;
    } else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = ORDERS.length - 1;
    if (next < 0) return;
    event.preventDefault();
    onChange(ORDERS[next]!);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={texts.sortLabel} className="sxz-tabs" onKeyDown={onKey}>
      {ORDERS.map((order, index) => (
        <button
          key={order}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          aria-selected={order === value}
          aria-controls={controls}
          tabIndex={order === value ? 0 : -1}
          className="sxz-tab"
          onClick={() => order !== value && onChange(order)}
        >
          {order === "latest" ? texts.sortLatest : texts.sortHottest}
        </button>
      ))}
    </div>
  );
}
