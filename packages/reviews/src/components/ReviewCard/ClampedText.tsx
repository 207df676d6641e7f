import { useLayoutEffect, useRef, useState } from "react";
import { useId } from "react";
import { Highlighted } from "../ListFilters/Highlighted";

const NO_WORDS: readonly string[] = [];

export interface ClampedTextProps {
  text: string;
  /** The search's words, marked in the text (as elements around text, never markup). */
  words?: readonly string[];
  expandLabel: string;
  collapseLabel: string;
}

/**
 * Review text clamped to 4 lines (84 px on mobile, 6em on desktop: the stylesheet) with an expand/collapse
 * toggle shown only when the text overflows the clamp (RW-LST-6). Rendered as text, never as markup.
 */
export function ClampedText({ text, words = NO_WORDS, expandLabel, collapseLabel }: ClampedTextProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const id = useId();

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    setOverflows(element.scrollHeight > element.clientHeight + 1);
  }, [text, expanded]);

  return (
    <>
      <p id={id} ref={ref} dir="auto" className={`sxz-card__text${expanded ? "" : " is-clamped"}`}>
        <Highlighted text={text} words={words} />
      </p>
      {(overflows || expanded) && (
        <button
          type="button"
          className="sxz-link"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? collapseLabel : expandLabel}
        </button>
      )}
    </>
  );
}
