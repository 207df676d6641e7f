/** The page's localStorage, or null where it is unavailable or blocked (private mode, sandboxed frames). */
export function pageStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
