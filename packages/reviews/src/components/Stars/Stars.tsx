import { useRef } from "react";
import type { KeyboardEvent } from "react";
import { StarIcon } from "./StarIcon";

const STARS = [1, 2, 3, 4, 5] as const;

export interface StarsProps {
  value: number;
  /** Called with the star chosen by click, Space/Enter or arrow keys; the model decides what it means. */
  onChoose: (star: number) => void;
  /** Accessible name of the group ("Rating"). */
  label: string;
  /** Accessible name of one star ("1 star", "2 stars", …). */
  starName: (star: number) => string;
  dir: "ltr" | "rtl";
  size?: number;
}

/**
 * The five clickable stars as a radio group (RW-DLG-2): one tab stop, arrow keys move and choose (left and
 * right swap in right-to-left), Home/End jump, Space/Enter and clicks choose.
 */
export function Stars({ value, onChoose, label, starName, dir, size = 32 }: StarsProps) {
  const refs = useRef<(HTMLSpanElement | null)[]>([]);
  const focusStar = (star: number) => refs.current[star - 1]?.focus();

  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>, star: number) => {
    const forward = dir === "rtl" ? "ArrowLeft" : "ArrowRight";
    const backward = dir === "rtl" ? "ArrowRight" : "ArrowLeft";
    let next: number | null = null;
    if (event.key === forward || event.key === "ArrowUp") next = Math.min(5, star + 1);
    else if (event.key === backward || event.key === "ArrowDown") next = Math.max(1, star - 1);
    else if (event.key === "Home") next = 1;
    else if (event.key === "End") next = 5;
    else if (event.key === " " || event.key === "Enter") {
      event.preventDefault();
      onChoose(star);
      return;
    }
    if (next === null) return;
    event.preventDefault();
    // Moving onto the star that is already chosen must not reset it: only a new star is chosen.
    if (next !== value) onChoose(next);
    focusStar(next);
  };

  const tabStop = value >= 1 ? value : 1;
  return (
    <div className="sxz-stars" role="radiogroup" aria-label={label} part="stars">
      {STARS.map((star) => (
        <span
          key={star}
          ref={(node) => {
            refs.current[star - 1] = node;
          }}
          role="radio"
          aria-checked={value === star}
          aria-label={starName(star)}
          tabIndex={star === tabStop ? 0 : -1}
          className="sxz-stars__star"
          onClick={() => onChoose(star)}
          onKeyDown={(event) => onKeyDown(event, star)}
        >
          <StarIcon filled={star <= value} size={size} />
        </span>
      ))}
    </div>
  );
}

/** Stars that only show a score, with one name for the whole picture. */
export function ReadOnlyStars({ value, name, size = 20 }: { value: number; name: string; size?: number }) {
  return (
    <span className="sxz-stars sxz-stars--static" role="img" aria-label={name}>
      {STARS.map((star) => (
        <StarIcon key={star} filled={star <= value} size={size} />
      ))}
    </span>
  );
}
