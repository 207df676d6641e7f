import type { ReviewAnswer } from "@sxz/contract";
import type { ListApi } from "../api/list";
import { initialListState, PAGE_SIZE } from "../model/list-state";
import type { ListState } from "../model/list-state";
import { NO_FILTER } from "../model/list-filter";
import type { ListFilter } from "../model/list-filter";
import type { ListPage, ListSource } from "./list-store";

/** The call for one page of a listing: the user's own messages, or the resource's reviews with the listing's filter and sort. */
type ListingSource = Pick<ListSource, "mode" | "resourceId" | "moduleId"> & {
  api: Pick<ListApi, "queryMessages" | "queryMyMessages">;
};

export function pageRequest(
  source: ListingSource,
  page: number,
  list: ListState<ReviewAnswer>,
  cursor: string | null,
  filter: ListFilter = NO_FILTER,
): Promise<ListPage> {
  const { api, mode, resourceId, moduleId } = source;
  return mode === "mine"
    ? api.queryMyMessages({ page, pageSize: PAGE_SIZE, cursor })
    : api.queryMessages({
        resourceId,
        moduleId,
        page,
        pageSize: PAGE_SIZE,
        tags: list.tags,
        sort: list.sort,
        cursor,
        scores: filter.scores,
        q: filter.query,
      });
}

/** The first page of a new listing, as a store's first restart asks for it (sent early at the widget's start). */
export function firstPageRequest(source: ListingSource): Promise<ListPage> {
  return pageRequest(source, 1, initialListState<ReviewAnswer>(), null);
}
