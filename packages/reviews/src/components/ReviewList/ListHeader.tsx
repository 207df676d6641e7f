import type { Ref } from "react";
import type { Language } from "@sxz/contract";
import type { SortOrder } from "../../model/sorting";
import { plural } from "../../i18n/format";
import { SortTabs } from "../SortTabs/SortTabs";
import type { ListStartMessages } from "../../i18n/list-messages";

export interface ListHeaderProps {
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  messages: ListStartMessages;
  language: Language;
  mode: "resource" | "mine";
  /** The count after the title; null: not shown. */
  total: number | null;
  sort: SortOrder;
  /** False over a list that came back empty without a filter: there is nothing to sort. */
  sortable: boolean;
  /** The id of the cards' container the tabs control. */
  listId: string;
  onSort: (order: SortOrder) => void;
}

/** The list's heading with its count (RW-LST-1) and the latest / hottest tabs (RW-LST-3). */
export function ListHeader({
  headingId,
  headingRef,
  messages,
  language,
  mode,
  total,
  sort,
  sortable,
  listId,
  onSort,
}: ListHeaderProps) {
  return (
    <header className="sxz-list__header">
      <h2 id={headingId} ref={headingRef} className="sxz-list__title" tabIndex={-1}>
        {mode === "mine" ? messages.myMessagesTitle : messages.listLabel}
        {total !== null && <span className="sxz-list__count"> · {plural(language, messages.headerCount, total)}</span>}
      </h2>
      {mode === "resource" && sortable && (
        <SortTabs value={sort} controls={listId} texts={messages} onChange={onSort} />
      )}
    </header>
  );
}
