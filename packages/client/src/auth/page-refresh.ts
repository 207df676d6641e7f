import type { ClientContext } from "../platform/client-context";
import type { AuthEventBus } from "./auth-events";
import { crossTabLock, leaseLock } from "./cross-tab-lock";
import { createRefreshBackoff } from "./refresh-backoff";
import { createRefreshCoordinator } from "./refresh-coordinator";
import type { RefreshCoordinator, RefreshCoordinatorOptions } from "./refresh-coordinator";
import type { SessionEnd } from "./session-end";
import { refreshGrant } from "./token-endpoint";

export interface PageRefreshDeps {
  ctx: ClientContext;
  events: AuthEventBus;
  session: SessionEnd;
  /** Token namespace: clients with the same cookies on one page share one refresh. */
  namespace: string;
  /** `null` forces the localStorage lease instead of Web Locks (tests). */
  locks?: null | undefined;
  /** Writes the new token pair (the full client's auth service, or the lean core's token writer). */
  store: RefreshCoordinatorOptions["store"];
}

/** The page's one refresh, wired the same way by the full client and the lean core (CL-ST-2). */
export function createPageRefresh({
  ctx,
  events,
  session,
  namespace,
  locks,
  store,
}: PageRefreshDeps): RefreshCoordinator {
  return createRefreshCoordinator({
    tokens: ctx.tokens,
    page: ctx.page,
    namespace,
    lock: locks === null ? leaseLock(ctx.storage.shared) : crossTabLock(ctx.storage.shared),
    events,
    grant: (refreshToken, needRefreshAgain) => refreshGrant(ctx.raw, refreshToken, needRefreshAgain, ctx.baseHeaders()),
    store,
    session,
    backoff: createRefreshBackoff(ctx.storage.shared, namespace),
  });
}
