import { useCallback, useEffect, useState } from "react";
import { MalformedAnswerError } from "@sxz/contract";
import type { ConfigItem, MyScore, ScoreDistributionAnswer, ScoreGeneralAnswer } from "@sxz/contract";
import type { RatingApi } from "../../api/rating";

export interface RatingData {
  distribution: ScoreDistributionAnswer | null;
  general: ScoreGeneralAnswer | null;
  mine: MyScore | null;
  config: ConfigItem[];
  /** The figures could not be loaded or read, or the own rating or the config list could not be read. */
  failed: boolean;
  loaded: boolean;
}

const unreadable = (outcome: { ok: boolean; error?: unknown }) => !outcome.ok && outcome.error instanceof MalformedAnswerError;

const EMPTY: RatingData = { distribution: null, general: null, mine: null, config: [], failed: false, loaded: false };

/**
 * Loads what the summary and the dialog need, together: distribution, general figures, the user's own
 * rating and the config list. `reload` fetches them again (after a publish, or Try again). An anonymous
 * visitor's refused myScore leaves them unrated, and a refused config list leaves the dialog its own texts,
 * rather than failing the widget; an answer of the wrong shape is an error the summary shows.
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
        failed: !distribution.ok || !general.ok || unreadable(mine) || unreadable(config),
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
