import { ConfigKey } from "@sxz/contract";
import type { PlatformHttp } from "../../http/request-options";
import type { CallingEnvironment } from "../../env";
import type { I18n } from "../../i18n";
import { createBadgeView } from "./badge-view";
import { betaHeaderOn } from "./beta-hosts";
import { hostIsListed } from "./listed-hosts";
import { watchAnswerHeaders } from "./watch-answers";

/** Throttles of the spec (CL-ST-12). */
export { DRAG_THROTTLE_MS } from "./badge-moves";
export { RESIZE_THROTTLE_MS } from "./badge-view";

export interface BetaBadgeDependencies {
  /** The layer's `http`: every answer it receives decides whether the badge shows. */
  http: Pick<PlatformHttp, "observeAnswers">;
  /** Reads klt.beta.flag.school (the config reader's get). */
  config: { get(key: string): Promise<unknown> };
  environment: Pick<CallingEnvironment, "mobileWeb">;
  i18n: Pick<I18n, "t" | "tag">;
  document?: Document;
}

export interface BetaBadge {
  readonly visible: boolean;
  /** The badge element while it is shown. */
  readonly element: HTMLButtonElement | null;
  /** Its tooltip (role="tooltip", the badge's aria-describedby) while the badge is shown. */
  readonly tooltip: HTMLElement | null;
  /** Applies one response's headers (what `http`'s answer observer calls). */
  observe(headers: unknown): Promise<void>;
  destroy(): void;
}

/**
 * The beta environment badge (CL-ST-11, CL-ST-12): shown while responses carry `beta_env: true` and the
 * klt.beta.flag.school list names this host, removed otherwise, never on mobile web. A 60 px button labelled
 * "Beta" in the page language that pointer drags and arrow keys move inside the viewport, and that returns to
 * the top right on resize; hover or focus shows its description as a tooltip, Escape dismisses it.
 */
export function createBetaBadge(deps: BetaBadgeDependencies): BetaBadge {
  const doc = deps.document ?? (globalThis.document as Document | undefined);
  // Without a DOM (server rendering) there is nothing to show.
  if (!doc) return { visible: false, element: null, tooltip: null, observe: async () => {}, destroy() {} };
  const win = doc.defaultView ?? window;
  const view = createBadgeView(doc, deps.i18n);
  let decision = 0;

  async function observe(headers: unknown) {
    const mine = ++decision;
    if (deps.environment.mobileWeb || !betaHeaderOn(headers)) {
      view.remove();
      return;
    }
    let listed = false;
    try {
      listed = hostIsListed(await deps.config.get(ConfigKey.BETA_HOSTS), win.location);
    } catch {
      listed = false;
    }
    // A later response decides instead of this one.
    if (mine !== decision) return;
    if (listed) view.show();
    else view.remove();
  }

  const stopWatching = watchAnswerHeaders(deps.http, observe);

  return {
    get visible() {
      return view.element !== null;
    },
    get element() {
      return view.element;
    },
    get tooltip() {
      return view.tip?.element ?? null;
    },
    observe,
    destroy() {
      stopWatching();
      decision += 1;
      view.remove();
    },
  };
}
