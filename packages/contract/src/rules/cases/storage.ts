// The storage probe's table of cases: scopes a page can be in, and whether its storage is usable there.

function throwing(): never {
  throw new Error("SecurityError: access is denied for this document");
}

const working = {
  getItem: () => null,
  setItem: () => {},
  removeItem: () => {},
  clear: () => {},
  key: () => null,
  length: 0,
};

export interface StorageProbeCase {
  name: string;
  /** Builds a fresh scope (a window-like object). */
  scope: () => object;
  usable: boolean;
}

export const STORAGE_PROBE_CASES: readonly StorageProbeCase[] = [
  { name: "a page with storage", scope: () => ({ localStorage: working, sessionStorage: working }), usable: true },
  { name: "no storage at all (a worker, an old embed)", scope: () => ({}), usable: false },
  { name: "storage set to null", scope: () => ({ localStorage: null, sessionStorage: null }), usable: false },
  {
    name: "access itself throws (a sandboxed frame)",
    scope: () => Object.defineProperties({}, { localStorage: { get: throwing }, sessionStorage: { get: throwing } }),
    usable: false,
  },
  {
    name: "reads throw (storage blocked with cookies)",
    scope: () => ({
      localStorage: { ...working, getItem: throwing },
      sessionStorage: { ...working, getItem: throwing },
    }),
    usable: false,
  },
];
