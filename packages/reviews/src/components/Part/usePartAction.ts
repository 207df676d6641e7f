import { useCallback, useEffect, useRef, useState } from "react";
import type { Part, PartModule } from "../../part";

export interface PartAction {
  /** Runs `action` now when the part is loaded, else once its chunk arrives (a second call meanwhile is dropped);
   *  `failed` replaces the hook's `onFailed` for this call. */
  run(action: () => void, failed?: () => void): void;
  /** The part is being fetched for a click: its control shows it is busy. */
  waiting: boolean;
}

/**
 * A click on a control whose part may not be loaded yet: the click is kept and acted on when the chunk arrives;
 * if the fetch fails, `onFailed` tells the reader (the widget's error toast) and the next click fetches again.
 */
export function usePartAction(part: Part<PartModule>, onFailed: () => void): PartAction {
  const [waiting, setWaiting] = useState(false);
  const busy = useRef(false);
  const mounted = useRef(true);
  const failed = useRef(onFailed);
  failed.current = onFailed;
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const run = useCallback(
    (action: () => void, failedNow?: () => void) => {
      if (part.current()) return action();
      if (busy.current) return;
      busy.current = true;
      setWaiting(true);
      part.load().then(
        () => {
          busy.current = false;
          if (!mounted.current) return;
          setWaiting(false);
          action();
        },
        () => {
          busy.current = false;
          if (!mounted.current) return;
          setWaiting(false);
          (failedNow ?? failed.current)();
        },
      );
    },
    [part],
  );
  return { run, waiting };
}
