import { useId } from "react";
import type { Language } from "@sxz/contract";
import { MENTIONS_SHOWN, mentionGroups } from "../../model/mentions";
import type { TagTone } from "../../model/mentions";
import { TagChip, TagFilter } from "../TagFilter/TagFilter";
import type { TagFilterItem, TagFilterTexts } from "../TagFilter/TagFilter";

export interface TagMentionsTexts extends TagFilterTexts {
  mentionsTitle: string;
  mentionsPraise: string;
  mentionsComplaints: string;
}

export interface TagMentionsProps {
  tags: readonly TagFilterItem[];
  /** Each tag's tone from the config list; without praise or complaints only the tag filter row shows. */
  tones: ReadonlyMap<string, TagTone> | undefined;
  selected: readonly string[];
  layout: "desktop" | "mobile";
  language: Language;
  texts: TagMentionsTexts;
  onToggle: (code: string) => void;
}

/**
 * What learners mention: the tag statistics' top three praise tags (configured for 4–5 stars) and top three
 * complaints (1–2 stars), most mentioned first, each a toggle of the tag filter; below them the tag filter row of
 * every tag (RW-LST-2: it collapses behind its chevron). A tag pressed in one place is pressed in both, and the
 * variant's rule holds across them (RW-ST-9: one tag at a time on the internal variant).
 */
export function TagMentions({ tags, tones, selected, layout, language, texts, onToggle }: TagMentionsProps) {
  const titleId = useId();
  const groups = mentionGroups(tags, tones ?? new Map());
  const row = (
    <TagFilter tags={tags} selected={selected} layout={layout} language={language} texts={texts} onToggle={onToggle} />
  );
  if (groups.praise.length === 0 && groups.complaints.length === 0) return row;
  const shown: [TagTone, TagFilterItem[], string][] = [
    ["praise", groups.praise.slice(0, MENTIONS_SHOWN), texts.mentionsPraise],
    ["complaint", groups.complaints.slice(0, MENTIONS_SHOWN), texts.mentionsComplaints],
  ];
  return (
    <>
      <div className="sxz-mentions" role="group" aria-labelledby={titleId} data-testid="mentions">
        <h3 className="sxz-mentions__title" id={titleId}>
          {texts.mentionsTitle}
        </h3>
        {shown.map(([tone, items, label]) =>
          items.length ? (
            <div
              key={tone}
              role="group"
              aria-label={label}
              className={`sxz-mentions__group sxz-mentions__group--${tone}`}
            >
              <span className="sxz-mentions__label" aria-hidden="true">
                {label}
              </span>
              {items.map((tag) => (
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
          ) : null,
        )}
      </div>
      {row}
    </>
  );
}
