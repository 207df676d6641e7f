import { useLayoutEffect, useRef, useState } from "react";
import type { Language } from "@sxz/contract";
import { fill, formatNumber } from "../../i18n/format";

export interface TagFilterItem {
  code: string;
  label: string;
  /** null: not known — the tag shows without a count. */
  count: number | null;
}

export interface TagFilterTexts {
  tagFilterLabel: string;
  tagWithCount: string;
  showAllTags: string;
  showFewerTags: string;
}

export interface TagFilterProps {
  tags: readonly TagFilterItem[];
  selected: readonly string[];
  layout: "desktop" | "mobile";
  /** The UI language: figures are written in its digits. */
  language: Language;
  texts: TagFilterTexts;
  onToggle: (code: string) => void;
}

/** Height above which the row collapses behind the chevron (RW-LST-2). */
/** One tag as a filter toggle, with its count when known: the tag row's chips and what learners mention. */
export function TagChip(props: {
  tag: TagFilterItem;
  pressed: boolean;
  language: Language;
  texts: Pick<TagFilterTexts, "tagWithCount">;
  onToggle: (code: string) => void;
}) {
  const { tag, language, texts } = props;
  return (
    <button type="button" className="sxz-chip" aria-pressed={props.pressed} onClick={() => props.onToggle(tag.code)}>
      {tag.count === null
        ? tag.label
        : fill(texts.tagWithCount, { tag: tag.label, count: formatNumber(language, tag.count) })}
    </button>
  );
}

export const TAG_ROW_COLLAPSED_HEIGHT = { desktop: 42, mobile: 33 } as const;

/**
 * The tag filter row (RW-LST-2): one toggle per tag with its count; when the row is taller than 42 px
 * (33 px on mobile) it collapses to that height behind an expand/collapse chevron. A tag that takes focus
 * while clipped expands the row, so keyboard users never land on an invisible control.
 */
export function TagFilter({ tags, selected, layout, language, texts, onToggle }: TagFilterProps) {
  const rowRef = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [clipAt, setClipAt] = useState<number>(TAG_ROW_COLLAPSED_HEIGHT[layout]);
  const [expanded, setExpanded] = useState(false);
  const limit = TAG_ROW_COLLAPSED_HEIGHT[layout];

  useLayoutEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    const measure = () => {
      setOverflows(row.scrollHeight > limit + 1);
      setClipAt(wholeRowsHeight(row, limit));
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => observer.disconnect();
  }, [limit, tags]);

  if (tags.length === 0) return null;
  const collapsed = overflows && !expanded;

  return (
    <div className="sxz-tagfilter">
      <div
        ref={rowRef}
        role="group"
        aria-label={texts.tagFilterLabel}
        className={`sxz-tagfilter__row${collapsed ? " is-collapsed" : ""}`}
        style={collapsed ? { maxHeight: clipAt } : undefined}
        onFocusCapture={(event) => {
          const row = rowRef.current;
          if (
            collapsed &&
            row &&
            event.target instanceof HTMLElement &&
            event.target.offsetTop + event.target.offsetHeight > row.offsetTop + clipAt
          )
            setExpanded(true);
        }}
      >
        {tags.map((tag) => (
          <TagChip
            key={tag.code}
            tag={tag}
            pressed={selected.includes(tag.code)}
            language={language}
            texts={texts}
            onToggle={onToggle}
          />
        ))}
      </div>
      {overflows && (
        <button
          type="button"
          className="sxz-iconbtn sxz-tagfilter__chevron"
          aria-expanded={expanded}
          aria-label={expanded ? texts.showFewerTags : texts.showAllTags}
          onClick={() => setExpanded((value) => !value)}
        >
          <svg
            viewBox="0 0 20 20"
            width="18"
            height="18"
            aria-hidden="true"
            className={expanded ? "is-flipped" : undefined}
          >
            <path d="M5 7.5 10 12.5l5-5" fill="none" stroke="currentColor" style={{ strokeWidth: "2" }} />
          </svg>
        </button>
      )}
    </div>
  );
}

/**
 * The collapsed height: the rows of chips that fit whole within `limit`, plus the row's bottom padding (the focus
 * rings' room), so a clipped row never shows the top of the next one.
 */
function wholeRowsHeight(row: HTMLElement, limit: number): number {
  const padding = parseFloat(getComputedStyle(row).paddingBottom) || 0;
  let bottom = 0;
  for (const chip of Array.from(row.children) as HTMLElement[]) {
    const chipBottom = chip.offsetTop - row.offsetTop + chip.offsetHeight;
    if (chipBottom + padding > limit) continue;
    bottom = Math.max(bottom, chipBottom);
  }
  return bottom > 0 ? Math.min(limit, Math.ceil(bottom + padding)) : limit;
}
