import { del, get, promisifyRequest, set } from "idb-keyval";
import type { UseStore } from "idb-keyval";

/** What a chunked upload keeps so a reload can resume it (the server stays the truth about which parts it holds). */
export interface SavedUpload {
  key: string;
  uploadId: string;
  fileName: string;
  size: number;
  lastModified: number;
  partSize: number;
  finishedParts: number[];
  savedAt: number;
}

export interface ResumeStore {
  get(key: string): Promise<SavedUpload | undefined>;
  put(entry: SavedUpload): Promise<void>;
  delete(key: string): Promise<void>;
}

/** The same file (name, size, last change) to the same destination, for the same user, with the same part size. */
export function resumeKey(
  file: Blob & { name?: string; lastModified?: number },
  destination: string,
  partSize: number,
  userId = "",
): string {
  return [userId, destination, file.name ?? "", file.size, file.lastModified ?? 0, partSize].join("|");
}

// Keys out of line (idb-keyval's layout): a database of its own, so the earlier in-line-key "sxz-uploads" store is
// never opened with the wrong layout. Sessions saved there are not carried over; the server is the truth anyway.
const DB_NAME = "sxz-upload-sessions";
const STORE = "sessions";

/** idb-keyval's store over the given IndexedDB (a test passes its own), or undefined where it cannot be opened. */
function openStore(factory: IDBFactory): Promise<UseStore | undefined> {
  return new Promise((resolve) => {
    try {
      const request = factory.open(DB_NAME);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      // Private modes may refuse IndexedDB: uploads still work, only without resume after a reload.
      request.onblocked = () => resolve(undefined);
      promisifyRequest(request).then(
        (db) => resolve(async (mode, callback) => callback(db.transaction(STORE, mode).objectStore(STORE))),
        () => resolve(undefined),
      );
    } catch {
      resolve(undefined);
    }
  });
}

/** Sessions in IndexedDB (through idb-keyval, the wrapper the review widget's drafts use too), so they outlive a reload; in memory where IndexedDB is missing or refused. */
export function createResumeStore(factory: IDBFactory | undefined = globalThis.indexedDB): ResumeStore {
  const memory = new Map<string, SavedUpload>();
  let opening: Promise<UseStore | undefined> | undefined;
  const open = () => (opening ??= factory ? openStore(factory) : Promise.resolve(undefined));
  const attempt = async <T>(run: (store: UseStore) => Promise<T>, fallback: () => T): Promise<T> => {
    const store = await open();
    if (!store) return fallback();
    try {
      return await run(store);
    } catch {
      return fallback();
    }
  };
  return {
    get: (key) =>
      attempt(
        (store) => get<SavedUpload>(key, store),
        () => memory.get(key),
      ),
    put: async (entry) => {
      memory.set(entry.key, entry);
      await attempt(
        (store) => set(entry.key, entry, store),
        () => undefined,
      );
    },
    delete: async (key) => {
      memory.delete(key);
      await attempt(
        (store) => del(key, store),
        () => undefined,
      );
    },
  };
}
