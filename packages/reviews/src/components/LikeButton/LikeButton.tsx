import type { Language } from "@sxz/contract";
import { formatLikeCount } from "../../model/like-count";

export interface LikeButtonProps {
  liked: boolean;
  /** null: not known — no number is shown. */
  count: number | null;
  /** The UI language, whose digits the count is written in. */
  language: Language;
  /** Accessible name including the count, e.g. "Like, 3 likes". */
  label: string;
  /** A like call for this review is in flight: further presses are ignored (RW-ST-7). */
  busy: boolean;
  onToggle: () => void;
}

/** The like toggle (RW-LST-5): pressed state in aria-pressed, the count formatted by RW-K-2. */
export function LikeButton({ liked, count, language, label, busy, onToggle }: LikeButtonProps) {
  return (
    <button
      type="button"
      className={`sxz-like${liked ? " is-liked" : ""}`}
      aria-pressed={liked}
      aria-label={label}
      aria-busy={busy || undefined}
      onClick={() => {
        if (!busy) onToggle();
      }}
    >
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
        <path d="M10 17.5l-1.2-1.1C4.4 12.5 1.5 9.9 1.5 6.7 1.5 4.1 3.5 2 6.1 2c1.5 0 2.9.7 3.9 1.8C11 2.7 12.4 2 13.9 2c2.6 0 4.6 2.1 4.6 4.7 0 3.2-2.9 5.8-7.3 9.7z" />
      </svg>
      <span aria-hidden="true">{count === null ? "" : formatLikeCount(count, language)}</span>
    </button>
  );
}
