import { useId } from "react";
import type { Language } from "@sxz/contract";
import { MENTIONS_SHOWN, mentionGroups } from "../../model/mentions";
import type { TagTone } from "../../model/mentions";
import { TagFilter } from "../TagFilter/TagFilter";
import type { TagFilterItem, TagFilterTexts } from "../TagFilter/TagFilter";

export interface TagMentionsTexts extends TagFilterTexts {
  mentionsTitle: string;
  mentionsPraise: string;
  mentionsComplaints: string;
  mentionsOther: string;
}

export interface TagMentionsProps {
  tags: readonly TagFilterItem[];
  /** Each tag's tone from the config list; without praise or complaints the tags are one row as before. */
  tones: ReadonlyMap<string, TagTone> | undefined;
  selected: readonly string[];
  layout: "desktop" | "mobile";
  language: Language;
  texts: TagMentionsTexts;
  onToggle: (code: string) => void;
}

/**
 * What learners mention: the tag statistics as praise (tags of 4–5 stars) and complaints (1–2 stars), most
 * mentioned first, the top three of each visible without expanding; tags of neither side follow. Each group is a
 * tag filter row (RW-LST-2: it collapses behind its chevron) and every chip filters the list, selected by the
 * variant's rule (RW-ST-9: one tag at a time on the internal variant, across the groups).
 */
export function TagMentions({ tags, tones, selected, layout, language, texts, onToggle }: TagMentionsProps) {
  const titleId = useId();
  const groups = mentionGroups(tags, tones ?? new Map());
  const common = { selected, layout, language, texts, onToggle };
  if (groups.praise.length === 0 && groups.complaints.length === 0) return <TagFilter tags={tags} {...common} />;
  const rows: [string, TagFilterItem[], string][] = [
    ["praise", groups.praise, texts.mentionsPraise],
    ["complaint", groups.complaints, texts.mentionsComplaints],
    ["other", groups.other, texts.mentionsOther],
  ];
  return (
    <section className="sxz-mentions" aria-labelledby={titleId} data-testid="mentions">
      <h3 className="sxz-mentions__title" id={titleId}>
        {texts.mentionsTitle}
      </h3>
      {rows.map(([tone, items, label]) =>
        items.length ? (
          <div key={tone} className={`sxz-mentions__group sxz-mentions__group--${tone}`} data-tone={tone}>
            <span className="sxz-mentions__label" aria-hidden="true">
              {label}
            </span>
            <TagFilter tags={items} label={label} keepVisible={MENTIONS_SHOWN} {...common} />
          </div>
        ) : null,
      )}
    </section>
  );
}
