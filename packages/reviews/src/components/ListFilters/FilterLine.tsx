export interface FilterLineProps {
  /** What is shown ("18 2-star reviews · Search: “video”"); null: nothing is filtered and the line is not shown. */
  text: string | null;
  /** The widget filtered what it loaded itself (the backend did not apply the filter): a short note says so. */
  local: boolean;
  clearLabel: string;
  localNote: string;
  onClear: () => void;
}

/** The line above a filtered list: what it shows, Clear, and the note when the widget filtered by itself. */
export function FilterLine({ text, local, clearLabel, localNote, onClear }: FilterLineProps) {
  return (
    // Always in the page so screen readers hear the line as it changes.
    <div className="sxz-filterline" aria-live="polite">
      {text !== null ? (
        <>
          <p className="sxz-filterline__text" data-testid="filter-line">
            <span dir="auto">{text}</span>
            {" · "}
            <button type="button" className="sxz-link sxz-filterline__clear" onClick={onClear}>
              {clearLabel}
            </button>
          </p>
          {local ? <p className="sxz-filterline__note">{localNote}</p> : null}
        </>
      ) : null}
    </div>
  );
}

export interface NoMatchesProps {
  text: string;
  clearLabel: string;
  onClear: () => void;
}

/** A filtered list with nothing in it: says so, with Clear. */
export function NoMatches({ text, clearLabel, onClear }: NoMatchesProps) {
  return (
    <div className="sxz-empty sxz-nomatch" data-testid="no-matches">
      <p>{text}</p>
      <button type="button" className="sxz-btn" onClick={onClear}>
        {clearLabel}
      </button>
    </div>
  );
}
