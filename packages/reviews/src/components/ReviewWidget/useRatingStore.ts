import { useLayoutEffect, useMemo } from "react";
import { useBrowserLayoutEffect } from "../../dom/useBrowserLayoutEffect";
import { useStoreSnapshot } from "../../dom/useStoreSnapshot";
import { createRatingStore } from "../../controller/rating-store";
import type { RatingHost, RatingSnapshot, RatingSource, RatingStore } from "../../controller/rating-store";

/**
 * The rating store for a component: one per request function and resource (a new resource is a new store, with
 * that resource's draft), told the latest host on every render, loaded on mount and disposed on unmount.
 */
export function useRatingStore(source: RatingSource, host: RatingHost): [RatingStore, RatingSnapshot] {
  const { request, resourceId, moduleId, loadSubmit, first } = source;
  const store = useMemo(
    () => createRatingStore({ request, resourceId, moduleId, loadSubmit, first }, host),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the host is passed on by the layout effect below
    [request, resourceId, moduleId, loadSubmit, first],
  );
  useLayoutEffect(() => store.configure(host));
  // The first calls leave in the commit that mounts the widget, not after its first paint (Preact runs plain
  // effects only then): the figures, own rating and config list are asked for together with the list's first page.
  useBrowserLayoutEffect(() => {
    store.reload();
    return store.dispose;
  }, [store]);
  return [store, useStoreSnapshot(store)];
}
