import { useEffect, useId, useRef, useState } from "react";
import { REVIEW_LIMITS } from "@sxz/contract";

export interface SearchFieldProps {
  /** The search the list is showing (cleared from outside, e.g. by the filter line's Clear). */
  value: string;
  label: string;
  clearLabel: string;
  onSearch: (query: string) => void;
}

/** Typing pauses this long before the list searches; Enter searches at once. */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * The list's search field: labelled, searches once typing pauses (SEARCH_DEBOUNCE_MS) or at once on Enter, and a
 * clear button that empties it and keeps focus in the field. Its text follows the list's search when that changes
 * from outside.
 */
export function SearchField({ value, label, clearLabel, onSearch }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => setText(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = (query: string) => {
    clearTimeout(timer.current);
    onSearch(query);
  };
  return (
    <form
      role="search"
      className="sxz-search"
      onSubmit={(event) => {
        event.preventDefault();
        search(text);
      }}
    >
      <label htmlFor={id} className="sxz-search__label">
        {label}
      </label>
      <svg className="sxz-search__icon" viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
        <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" style={{ strokeWidth: "2" }} />
        <path d="m13 13 4.5 4.5" stroke="currentColor" style={{ strokeWidth: "2" }} />
      </svg>
      <input
        ref={input}
        id={id}
        type="search"
        className="sxz-search__input"
        placeholder={label}
        maxLength={REVIEW_LIMITS.searchMax}
        enterKeyHint="search"
        value={text}
        // Input, not change: Preact's core (the default embed) fires change only when the field is left.
        onInput={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => onSearch(next), SEARCH_DEBOUNCE_MS);
        }}
      />
      {text ? (
        <button
          type="button"
          className="sxz-iconbtn sxz-search__clear"
          aria-label={clearLabel}
          onClick={() => {
            setText("");
            search("");
            input.current?.focus();
          }}
        >
          <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true">
            <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" style={{ strokeWidth: "2" }} />
          </svg>
        </button>
      ) : null}
    </form>
  );
}
