import { useCallback, useEffect, useState } from "react";
import type { ConfigItem, MyScore, ScoreDistribution, ScoreGeneral } from "@sxz/contract";
import type { RatingApi } from "../../api/rating";

export interface RatingData {
  distribution: ScoreDistribution | null;
  general: ScoreGeneral | null;
  mine: MyScore | null;
  config: ConfigItem[];
  /** The figures or the own rating could not be loaded. */
  failed: boolean;
  loaded: boolean;
}

const EMPTY: RatingData = { distribution: null, general: null, mine: null, config: [], failed: false, loaded: false };

/**
 * Loads what the summary and the dialog need, together: distribution, general figures, the user's own
 * rating and the config list. `reload` fetches them again (after a publish). An anonymous visitor's
 * myScore failure leaves them unrated rather than failing the widget.
 */
export function useRatingData(api: RatingApi | null, resourceId: string, moduleId: string) {
  const [data, setData] = useState<RatingData>(EMPTY);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!api || !resourceId) return;
    let active = true;
    const settle = <T,>(promise: Promise<T>) => promise.then((value) => ({ ok: true as const, value }), (error: unknown) => ({ ok: false as const, error }));
    void Promise.all([
      settle(api.distribution(resourceId)),
      settle(api.general(resourceId)),
      settle(api.myScore(moduleId, resourceId)),
      settle(api.configList(moduleId)),
    ]).then(([distribution, general, mine, config]) => {
      if (!active) return;
      setData({
        distribution: distribution.ok ? distribution.value : null,
        general: general.ok ? general.value : null,
        mine: mine.ok ? mine.value : null,
        config: config.ok ? config.value : [],
        failed: !distribution.ok || !general.ok,
        loaded: true,
      });
    });
    return () => {
      active = false;
    };
  }, [api, resourceId, moduleId, generation]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  const setMine = useCallback((mine: MyScore | null) => setData((current) => ({ ...current, mine })), []);
  return { data, reload, setMine };
}
