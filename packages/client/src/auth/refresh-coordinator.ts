import type { PageState } from "../storage";
import { PlatformError } from "../http/errors";
import type { CrossTabLock } from "./cross-tab-lock";
import type { AuthEventBus } from "./auth-events";
import { GrantRejectedError } from "./token-endpoint";
import type { TokenSet, TokenStore } from "./token-store";

export interface RefreshCoordinatorOptions {
  tokens: TokenStore;
  page: PageState;
  /** Token namespace: clients with the same cookies on one page share one refresh. */
  namespace: string;
  lock: CrossTabLock;
  events: AuthEventBus;
  /** One call of the token endpoint (CL-API-5). */
  grant: (refreshToken: string, needRefreshAgain: boolean) => Promise<TokenSet>;
  /** Writes the new set (cookies, mirrors, exclusive hosts: CL-ST-4). */
  store: (set: TokenSet) => Promise<void> | void;
  /** Runs once per failed refresh, whatever the number of waiting requests: clear tokens, go to login. */
  onRejected: (error: PlatformError) => void;
}

export interface RefreshCoordinator {
  /**
   * The access token to replay with after `staleAccessToken` was refused. Joins the refresh in flight on this
   * page, or starts one under the cross-tab lock; skips the server when the cookies already hold a newer token.
   */
  refresh(staleAccessToken: string): Promise<string>;
  /** The refresh in flight on this page, if any (new requests wait for it rather than spending a 401). */
  pending(): Promise<unknown> | undefined;
}

/**
 * CL-ST-3: main token first, then the product token, then the session token, stopping at the first success.
 * Every attempt that has a later fallback carries needRefreshAgain=true. A server that is unreachable ends the
 * chain at once (the next token would fail the same way, and a network blip must not log anyone out).
 */
export async function runFallbackChain(candidates: readonly string[], grant: RefreshCoordinatorOptions["grant"]): Promise<TokenSet> {
  let lastRejection: unknown;
  for (const [index, candidate] of candidates.entries()) {
    try {
      return await grant(candidate, index < candidates.length - 1);
    } catch (error) {
      if (!(error instanceof GrantRejectedError)) {
        throw new PlatformError("refresh-unavailable", "The session could not be renewed right now; please retry.", undefined, { cause: error });
      }
      lastRejection = error;
    }
  }
  throw new PlatformError("session-expired", "The session has expired; please log in again.", undefined, { cause: lastRejection });
}

export function createRefreshCoordinator(options: RefreshCoordinatorOptions): RefreshCoordinator {
  const { tokens, page, namespace } = options;

  const rotatedSince = (stale: string) => {
    const current = tokens.read();
    return current.accessToken && current.refreshToken && current.accessToken !== stale ? current.accessToken : undefined;
  };

  const run = (stale: string) =>
    options.lock(`refresh:${namespace}`, async () => {
      // Another tab may have rotated the tokens while this one waited for the lock: its cookies are ours too.
      const already = rotatedSince(stale);
      if (already) return already;
      if (!tokens.isLoggedIn()) {
        throw new PlatformError("session-expired", "The session has ended; please log in again.");
      }
      const set = await runFallbackChain(tokens.refreshCandidates(), options.grant);
      await options.store(set);
      options.events.publish({ type: "refreshed" });
      return set.accessToken;
    });

  return {
    pending: () => page.refreshes.get(namespace),
    refresh(stale) {
      const already = rotatedSince(stale);
      if (already) return Promise.resolve(already);
      let pending = page.refreshes.get(namespace) as Promise<string> | undefined;
      if (!pending) {
        pending = run(stale)
          .catch((error: unknown) => {
            const failure = error instanceof PlatformError ? error : new PlatformError("refresh-unavailable", "The session could not be renewed right now; please retry.", undefined, { cause: error });
            if (failure.kind === "session-expired") options.onRejected(failure);
            throw failure;
          })
          .finally(() => {
            if (page.refreshes.get(namespace) === pending) page.refreshes.delete(namespace);
          });
        page.refreshes.set(namespace, pending);
      }
      return pending;
    },
  };
}
