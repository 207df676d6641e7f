import { useEffect, useLayoutEffect, useMemo, useSyncExternalStore } from "react";
import { createRatingStore } from "../../controller/rating-store";
import type { RatingHost, RatingSnapshot, RatingSource, RatingStore } from "../../controller/rating-store";

/**
 * The rating store for a component: one per request function and resource (a new resource is a new store, with
 * that resource's draft), told the latest host on every render, loaded on mount and disposed on unmount.
 */
export function useRatingStore(source: RatingSource, host: RatingHost): [RatingStore, RatingSnapshot] {
  const { request, resourceId, moduleId } = source;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the host is passed on by the layout effect below
  const store = useMemo(() => createRatingStore({ request, resourceId, moduleId }, host), [request, resourceId, moduleId]);
  useLayoutEffect(() => store.configure(host));
  useEffect(() => {
    store.reload();
    return store.dispose;
  }, [store]);
  return [store, useSyncExternalStore(store.subscribe, store.getState)];
}
