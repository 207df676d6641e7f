import type { KeyValueStore } from "../storage";

/**
 * Runs `task` while holding the named lock in every tab of the origin. `contended` tells the task that another tab
 * held the lock first: what that tab did (renewed, cleared or failed to renew the tokens) happened just before.
 */
export type CrossTabLock = <T>(name: string, task: (contended: boolean) => Promise<T>) => Promise<T>;

interface LockManagerLike {
  request<T>(
    name: string,
    options: { mode: "exclusive"; ifAvailable?: boolean },
    callback: (lock: unknown) => Promise<T>,
  ): Promise<T>;
}

interface Lease {
  owner: string;
  expiresAt: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A lease in localStorage for browsers without Web Locks. localStorage has no compare-and-set, so after writing
 * the lease we wait a moment and read it back: of two tabs writing at once, the later write wins and the other
 * tab sees a foreign owner and keeps waiting. The expiry frees a lease whose tab died mid-refresh.
 */
export function leaseLock(store: KeyValueStore, { leaseMs = 20_000, settleMs = 30, pollMs = 50 } = {}): CrossTabLock {
  return async (name, task) => {
    const key = `lock_${name}`;
    const owner = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    let contended = false;
    for (;;) {
      const lease = store.get<Lease>(key);
      if (!lease || typeof lease.expiresAt !== "number" || lease.expiresAt <= Date.now()) {
        store.set(key, { owner, expiresAt: Date.now() + leaseMs } satisfies Lease);
        await sleep(settleMs);
        if (store.get<Lease>(key)?.owner === owner) break;
      } else {
        await sleep(pollMs);
      }
      contended = true;
    }
    try {
      return await task(contended);
    } finally {
      if (store.get<Lease>(key)?.owner === owner) store.remove(key);
    }
  };
}

/**
 * Web Locks where the browser has them (every tab of the origin queues on one name), else the lease. The lock is
 * first asked for only if free, to learn whether this tab queued behind another: local storage written by the tab
 * before it may not have reached this one yet (Chromium syncs it between processes asynchronously), the lock order
 * is exact.
 */
export function crossTabLock(
  store: KeyValueStore,
  locks: LockManagerLike | undefined = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks,
): CrossTabLock {
  if (locks && typeof locks.request === "function") {
    return (name, task) =>
      locks.request(`sxz:${name}`, { mode: "exclusive", ifAvailable: true }, (free) =>
        free ? task(false) : locks.request(`sxz:${name}`, { mode: "exclusive" }, () => task(true)),
      );
  }
  return leaseLock(store);
}
