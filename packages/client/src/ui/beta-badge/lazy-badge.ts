import type { BetaBadge, BetaBadgeDependencies } from "./badge";
import { betaHeaderOn } from "./beta-hosts";
import { watchAnswerHeaders } from "./watch-answers";

/** The loaded badge watches no answers itself: this facade hands it every answer, in arrival order. */
const NOT_WATCHED: BetaBadgeDependencies["http"] = { observeAnswers: () => () => undefined };

/**
 * `client.betaBadge` of the platform client: the badge's code (DOM, drag, tooltip, styles) loads with the first
 * answer that says `beta_env: true` outside mobile web; until then there is nothing to show or to remove. From
 * then on every answer goes through the loaded badge in the order it arrived, so a later answer still decides.
 */
export function createLazyBetaBadge(deps: BetaBadgeDependencies): BetaBadge {
  let badge: BetaBadge | undefined;
  let loading: Promise<BetaBadge> | undefined;
  let destroyed = false;
  const load = () =>
    (loading ??= import("./badge").then(({ createBetaBadge }) => {
      badge = createBetaBadge({ ...deps, http: NOT_WATCHED });
      if (destroyed) badge.destroy();
      return badge;
    }));
  const observe = async (headers: unknown) => {
    if (destroyed || (!loading && (deps.environment.mobileWeb || !betaHeaderOn(headers)))) return;
    await (await load()).observe(headers);
  };
  const stopWatching = watchAnswerHeaders(deps.http, observe);
  return {
    get visible() {
      return badge?.visible ?? false;
    },
    get element() {
      return badge?.element ?? null;
    },
    get tooltip() {
      return badge?.tooltip ?? null;
    },
    observe,
    destroy() {
      destroyed = true;
      stopWatching();
      badge?.destroy();
    },
  };
}
