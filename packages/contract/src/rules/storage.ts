// Whether a page may use web storage, one probe for every side that keeps something in the browser (the client
// layer's stores and tracking queue, the widget's drafts and toast throttle).

export type StorageKind = "localStorage" | "sessionStorage";

/**
 * The scope's storage of that kind when it can be read, else undefined: the property may be missing (workers,
 * old embeds), throw on access (sandboxed frames, cookies blocked) or hand out a storage whose reads throw.
 */
export function usableStorage(kind: StorageKind, scope: object = globalThis): Storage | undefined {
  try {
    const storage = (scope as Record<string, unknown>)[kind] as Storage | null | undefined;
    if (!storage) return undefined;
    storage.getItem("__sxz_probe__");
    return storage;
  } catch {
    return undefined;
  }
}
