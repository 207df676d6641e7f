import type { KeyValueStore } from "../storage";

export type CrossTabLock = <T>(name: string, task: () => Promise<T>) => Promise<T>;

interface LockManagerLike {
  request<T>(name: string, options: { mode: "exclusive" }, callback: () => Promise<T>): Promise<T>;
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
    for (;;) {
      const lease = store.get<Lease>(key);
      if (!lease || typeof lease.expiresAt !== "number" || lease.expiresAt <= Date.now()) {
        store.set(key, { owner, expiresAt: Date.now() + leaseMs } satisfies Lease);
        await sleep(settleMs);
        if (store.get<Lease>(key)?.owner === owner) break;
      } else {
        await sleep(pollMs);
      }
    }
    try {
      return await task();
    } finally {
      if (store.get<Lease>(key)?.owner === owner) store.remove(key);
    }
  };
}

/** Web Locks where the browser has them (every tab of the origin queues on one name), else the lease. */
export function crossTabLock(store: KeyValueStore, locks: LockManagerLike | undefined = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks): CrossTabLock {
  if (locks && typeof locks.request === "function") {
    return (name, task) => locks.request(`sxz:${name}`, { mode: "exclusive" }, task);
  }
  return leaseLock(store);
}
