/** The mobile editor bar's toggle between its collapsed and expanded heights. */
export function ExpandButton({
  expanded,
  expandLabel,
  collapseLabel,
  onToggle,
}: {
  expanded: boolean;
  expandLabel: string;
  collapseLabel: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className="sxz-iconbtn"
      aria-expanded={expanded}
      aria-label={expanded ? collapseLabel : expandLabel}
      onClick={onToggle}
    >
      <svg
        viewBox="0 0 20 20"
        width="18"
        height="18"
        aria-hidden="true"
        className={expanded ? "is-flipped" : undefined}
      >
        <path d="M5 12.5 10 7.5l5 5" fill="none" stroke="currentColor" style={{ strokeWidth: "2" }} />
      </svg>
    </button>
  );
}
