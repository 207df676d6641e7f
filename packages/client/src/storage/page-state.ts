/**
 * Memory shared by every client instance of one page (one JavaScript realm): the refresh in flight, the last
 * login redirect, one-time lookups. Kept on globalThis under a registered symbol so two copies of this package
 * bundled into one page still share it. Tests pass their own object to simulate a second tab.
 */
export interface PageState {
  /** The token refresh in flight, per token namespace. */
  refreshes: Map<string, Promise<unknown>>;
  /** Time of the last login redirect (CL-ST-9). */
  lastLoginRedirectAt: number;
  /** Results of lookups made once per page (intranet flags, membership checks, school login method). */
  once: Map<string, Promise<unknown>>;
  /** The heartbeat timer, one per page whichever client started it. */
  heartbeat: { timer: ReturnType<typeof setInterval> | undefined; owners: number };
  /** The last company-network lookup (CL-ERR-2), trusted for a short while. */
  companyNetwork?: { at: number; answer: Promise<boolean>; internal?: boolean };
  /** Network-change listeners are installed once per page. */
  watchingNetwork?: boolean;
}

const KEY = Symbol.for("sxz.client.page-state");

export function createPageState(): PageState {
  return { refreshes: new Map(), lastLoginRedirectAt: 0, once: new Map(), heartbeat: { timer: undefined, owners: 0 } };
}

export function pageState(): PageState {
  const holder = globalThis as { [KEY]?: PageState };
  holder[KEY] ??= createPageState();
  return holder[KEY];
}

/** Runs `load` once per key for the page's life; a failed load is forgotten so a later call can retry. */
export function oncePerPage<T>(state: PageState, key: string, load: () => Promise<T>): Promise<T> {
  const existing = state.once.get(key) as Promise<T> | undefined;
  if (existing) return existing;
  const pending = load();
  state.once.set(key, pending);
  pending.catch(() => state.once.delete(key));
  return pending;
}
export const TOKEN_NAMESPACE_SEPARATOR = "|";
