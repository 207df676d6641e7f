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
export function resumeKey(file: Blob & { name?: string; lastModified?: number }, destination: string, partSize: number, userId = ""): string {
  return [userId, destination, file.name ?? "", file.size, file.lastModified ?? 0, partSize].join("|");
}

const DB_NAME = "sxz-uploads";
const STORE = "sessions";

function request<T>(operation: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    operation.onsuccess = () => resolve(operation.result);
    operation.onerror = () => reject(operation.error);
  });
}

/** Sessions in IndexedDB, so they outlive a reload; in memory where IndexedDB is missing or refused. */
export function createResumeStore(factory: IDBFactory | undefined = globalThis.indexedDB): ResumeStore {
  const memory = new Map<string, SavedUpload>();
  let opening: Promise<IDBDatabase | undefined> | undefined;
  const open = () =>
    (opening ??= new Promise<IDBDatabase | undefined>((resolve) => {
      if (!factory) return resolve(undefined);
      try {
        const req = factory.open(DB_NAME, 1);
        req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: "key" });
        req.onsuccess = () => resolve(req.result);
        // Private modes may refuse IndexedDB: uploads still work, only without resume after a reload.
        req.onerror = () => resolve(undefined);
        req.onblocked = () => resolve(undefined);
      } catch {
        resolve(undefined);
      }
    }));
  const withStore = async <T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>, fallback: () => T): Promise<T> => {
    const db = await open();
    if (!db) return fallback();
    try {
      return await request(run(db.transaction(STORE, mode).objectStore(STORE)));
    } catch {
      return fallback();
    }
  };
  return {
    get: (key) => withStore("readonly", (store) => store.get(key) as IDBRequest<SavedUpload | undefined>, () => memory.get(key)),
    put: async (entry) => {
      memory.set(entry.key, entry);
      await withStore<IDBValidKey | undefined>("readwrite", (store) => store.put(entry) as IDBRequest<IDBValidKey | undefined>, () => undefined);
    },
    delete: async (key) => {
      memory.delete(key);
      await withStore<undefined>("readwrite", (store) => store.delete(key), () => undefined);
    },
  };
}
