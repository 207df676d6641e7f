import type { PageState } from "../storage";
import { PlatformError } from "../http/errors";
import { retryAfterMs } from "../retry/backoff";
import { answerOfError } from "../http/raw-http";
import type { RefreshBackoff } from "./refresh-backoff";
import type { SessionEnd } from "./session-end";
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
  /** This tab's session state: once it has ended, nothing is refreshed until a new login. */
  session: Pick<SessionEnd, "ended" | "met" | "refused" | "tokensGone">;
  /** The shared wait after the token endpoint could not be reached. */
  backoff: RefreshBackoff;
}

export interface RefreshCoordinator {
  /**
   * The access token to replay with after `staleAccessToken` was refused, for a request sent at `sentAt`. Joins
   * the refresh in flight on this page, or starts one under the cross-tab lock; skips the server when the cookies
   * already hold a newer token; rejects at once when the session has ended (`session-expired`) or the token
   * endpoint is in its back-off (`refresh-unavailable`).
   */
  refresh(staleAccessToken: string, sentAt?: number): Promise<string>;
  /** The refresh in flight on this page, if any (new requests wait for it rather than spending a 401). */
  pending(): Promise<unknown> | undefined;
}

/** How long the lock is kept after a refresh, for its writes to reach the other tabs. */
const LOCK_HOLD_MS = 100;
/** How long a tab that queued behind another waits to see that tab's outcome before deciding by itself. */
const OUTCOME_WAIT_MS = 250;
const OUTCOME_POLL_MS = 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const unavailable = (cause?: unknown) =>
  new PlatformError(
    "refresh-unavailable",
    "The session could not be renewed right now; please retry.",
    undefined,
    cause === undefined ? undefined : { cause },
  );
const expired = () => new PlatformError("session-expired", "The session has ended; please log in again.");

/** Why a failed refresh ended the session, so the right tab reacts the right way. */
const tokensWereGone = new WeakSet<PlatformError>();

/**
 * CL-ST-3: main token first, then the product token, then the session token, stopping at the first success.
 * Every attempt that has a later fallback carries needRefreshAgain=true. A server that is unreachable ends the
 * chain at once (the next token would fail the same way, and a network blip must not log anyone out).
 */
export async function runFallbackChain(
  candidates: readonly string[],
  grant: RefreshCoordinatorOptions["grant"],
): Promise<TokenSet> {
  let lastRejection: unknown;
  for (const [index, candidate] of candidates.entries()) {
    try {
      return await grant(candidate, index < candidates.length - 1);
    } catch (error) {
      if (!(error instanceof GrantRejectedError)) throw unavailable(error);
      lastRejection = error;
    }
  }
  throw new PlatformError("session-expired", "The session has expired; please log in again.", undefined, {
    cause: lastRejection,
  });
}

/** Retry-After of the token endpoint's answer, when it gave one (a 503 during maintenance). */
function retryAfterOf(error: PlatformError): number {
  const response = answerOfError(error.cause);
  return response ? retryAfterMs(response.headers as Record<string, unknown>, response.data) : 0;
}

export function createRefreshCoordinator(options: RefreshCoordinatorOptions): RefreshCoordinator {
  const { tokens, page, namespace, session, backoff } = options;

  const rotatedSince = (stale: string) => {
    const current = tokens.read();
    return current.accessToken && current.refreshToken && current.accessToken !== stale
      ? current.accessToken
      : undefined;
  };

  /**
   * The tab before this one in the lock renewed the tokens, cleared them or failed to reach the server. Chromium
   * hands cookies and local storage to other tabs asynchronously, so wait (briefly) until its outcome is visible.
   */
  const outcomeOfPrevious = async (stale: string, sentAt: number, queuedAt: number) => {
    for (let waited = 0; waited < OUTCOME_WAIT_MS; waited += OUTCOME_POLL_MS) {
      if (rotatedSince(stale) || !tokens.isLoggedIn() || backoff.blocked(sentAt)) return;
      if ((backoff.read()?.failedAt ?? 0) >= queuedAt) return;
      await sleep(OUTCOME_POLL_MS);
    }
  };

  const attempt = async (stale: string, sentAt: number, queuedAt: number, contended: boolean) => {
    if (contended) await outcomeOfPrevious(stale, sentAt, queuedAt);
    // Another tab may have rotated the tokens while this one waited for the lock: its cookies are ours too.
    const already = rotatedSince(stale);
    if (already) return already;
    if (!tokens.isLoggedIn()) {
      // Another tab's refresh was refused while this one waited: the session is over, nothing to call.
      const error = expired();
      tokensWereGone.add(error);
      throw error;
    }
    // Another tab's attempt failed while this one waited (its storm had its one attempt), or the wait is on.
    if (backoff.blocked(sentAt)) throw unavailable();
    let set: TokenSet;
    try {
      set = await runFallbackChain(tokens.refreshCandidates(), options.grant);
    } catch (error) {
      if (error instanceof PlatformError && error.kind === "refresh-unavailable") backoff.failed(retryAfterOf(error));
      throw error;
    }
    backoff.succeeded();
    await options.store(set);
    options.events.publish({ type: "refreshed" });
    return set.accessToken;
  };

  /**
   * Settles as soon as the outcome is known, but keeps the lock a moment longer: what this tab wrote (cookies, the
   * back-off record) reaches the other tabs before any of them can take the lock and read it.
   */
  const run = (stale: string, sentAt: number) =>
    new Promise<string>((resolve, reject) => {
      const queuedAt = Date.now();
      options
        .lock(`refresh:${namespace}`, async (contended) => {
          await attempt(stale, sentAt, queuedAt, contended).then(resolve, reject);
          await sleep(LOCK_HOLD_MS);
        })
        .catch(reject);
    });

  return {
    pending: () => page.refreshes.get(namespace),
    refresh(stale, sentAt = Date.now()) {
      if (session.ended()) {
        session.met();
        return Promise.reject(expired());
      }
      const already = rotatedSince(stale);
      if (already) return Promise.resolve(already);
      let pending = page.refreshes.get(namespace) as Promise<string> | undefined;
      if (pending) return pending;
      if (!tokens.isLoggedIn()) {
        session.tokensGone();
        return Promise.reject(expired());
      }
      if (backoff.blocked(sentAt)) return Promise.reject(unavailable());
      pending = run(stale, sentAt)
        .catch((error: unknown) => {
          const failure = error instanceof PlatformError ? error : unavailable(error);
          // Once per failed refresh, whatever the number of waiting requests (CL-ST-5).
          if (failure.kind === "session-expired") {
            if (tokensWereGone.has(failure)) session.tokensGone();
            else session.refused();
          }
          throw failure;
        })
        .finally(() => {
          if (page.refreshes.get(namespace) === pending) page.refreshes.delete(namespace);
        });
      page.refreshes.set(namespace, pending);
      return pending;
    },
  };
}
