import type { Language } from "@sxz/contract";
import type { TagTone } from "../../model/mentions";
import type { TagFilterItem } from "../TagFilter/TagFilter";
import type { ListStartMessages } from "../../i18n/list-messages";
import { FilterLine } from "./FilterLine";
import { SearchField } from "./SearchField";
import { TagMentions } from "./TagMentions";

export interface ListFiltersProps {
  messages: ListStartMessages;
  language: Language;
  layout: "desktop" | "mobile";
  /** The search the list shows. */
  query: string;
  onSearch: (query: string) => void;
  tags: readonly TagFilterItem[];
  tones: ReadonlyMap<string, TagTone> | undefined;
  selectedTags: readonly string[];
  onToggleTag: (code: string) => void;
  /** The filter line's text; null when nothing is filtered. */
  line: string | null;
  /** The widget filtered what it loaded (the backend did not apply the filter). */
  local: boolean;
  onClear: () => void;
}

/** Above the cards: the search field, what learners mention (the tag filter) and the line saying what is shown. */
export function ListFilters(props: ListFiltersProps) {
  const { messages: m } = props;
  return (
    <div className="sxz-listfilters">
      <SearchField value={props.query} label={m.searchLabel} clearLabel={m.searchClear} onSearch={props.onSearch} />
      <TagMentions
        tags={props.tags}
        tones={props.tones}
        selected={props.selectedTags}
        layout={props.layout}
        language={props.language}
        texts={m}
        onToggle={props.onToggleTag}
      />
      <FilterLine
        text={props.line}
        local={props.local}
        clearLabel={m.clearFilters}
        localNote={m.filteredHere}
        onClear={props.onClear}
      />
    </div>
  );
}
