import { answerTime } from "@sxz/contract";
/** The two list orders of the tabs (RW-LST-3). */
export type SortOrder = "latest" | "hottest";

interface Sortable {
  isTop: number;
  created_time: string | number;
}

/**
 * Milliseconds since the epoch of a wire time, by the contract's one time rule (answerTime: `YYYY-MM-DD hh:mm:ss`,
 * ISO 8601 with or without zone, epoch seconds or milliseconds). Unreadable times sort last rather than throwing.
 */
export function timeOf(value: string | number | null | undefined): number {
  return answerTime(value) ?? Number.NEGATIVE_INFINITY;
}

/**
 * Local re-sort after pin/unpin (RW-ST-5): pinned first, then newest first. In the "hottest" tab the
 * server's popularity order is kept inside each group (the sort is stable), because re-sorting it by time
 * would silently turn the tab into "latest".
 */
export function sortPinnedFirst<T extends Sortable>(items: readonly T[], order: SortOrder = "latest"): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      const pinned = Number(Boolean(b.item.isTop)) - Number(Boolean(a.item.isTop));
      if (pinned !== 0) return pinned;
      if (order === "latest") {
        const byTime = timeOf(b.item.created_time) - timeOf(a.item.created_time);
        if (byTime !== 0 && !Number.isNaN(byTime)) return byTime;
      }
      return a.index - b.index;
    })
    .map(({ item }) => item);
}
