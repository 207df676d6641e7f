import { useLayoutEffect, useState } from "react";
import { useBrowserLayoutEffect } from "../../dom/useBrowserLayoutEffect";
import { useStoreSnapshot } from "../../dom/useStoreSnapshot";
import { createListStore } from "../../controller/list-store";
import type { ListHost, ListSnapshot, ListSource, ListStore } from "../../controller/list-store";

/**
 * The list's store for a component: created once, told the latest source and host callbacks on every render
 * (a new source counts from the next restart), restarted at
 * page 1 when what is listed changes (`restartKey`, RW-ST-9) and disposed on unmount, the only cancellation.
 */
export function useListStore(source: ListSource, host: ListHost, restartKey: string): [ListStore, ListSnapshot] {
  const [store] = useState(() => createListStore(source, host));
  useLayoutEffect(() => store.configure(source, host));
  // Restarted in the commit that mounts or re-keys the list, not after the next paint (see useRatingStore).
  useBrowserLayoutEffect(() => {
    store.restart();
    return store.dispose;
    // The source changes exactly when the restart key does; the layout effect above has already passed it on.
  }, [store, restartKey]);
  return [store, useStoreSnapshot(store)];
}
