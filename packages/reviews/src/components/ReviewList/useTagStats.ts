import { useEffect, useMemo } from "react";
import type { ListSnapshot, ListStore } from "../../controller/list-store";
import type { ReviewListProps } from "./review-list-props";

/**
 * The tag counts: given by the shell, else loaded once per resource (not in the own-messages view); with the
 * tags' names for the cards and the filter row's tags.
 */
export function useTagStats(store: ListStore, snapshot: ListSnapshot, props: ReviewListProps, mode: string) {
  const needStats = mode === "resource" && !props.tagStatistics;
  const { resourceId, moduleId, reloadKey } = props;
  useEffect(() => {
    if (needStats) store.loadStatistics();
  }, [store, needStats, resourceId, moduleId, reloadKey]);
  const stats = props.tagStatistics ?? snapshot.stats;
  const tagNames = useMemo(() => new Map(stats.map((s) => [s.code, s.shortComment])), [stats]);
  const filterTags = useMemo(
    () => stats.map((s) => ({ code: s.code, label: s.shortComment, count: s.count })),
    [stats],
  );
  return [stats, tagNames, filterTags] as const;
}
