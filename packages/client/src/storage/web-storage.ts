import { usableStorage } from "@sxz/contract";
import type { StorageKind } from "@sxz/contract";

/** A key-value store that never throws: JSON in and out, quota and privacy-mode errors become `false`. */
export interface KeyValueStore {
  get<T = unknown>(key: string): T | undefined;
  /** The stored text as is (for values other code writes without JSON). */
  getRaw(key: string): string | undefined;
  /** False when the value could not be stored (quota exceeded, storage disabled, not serialisable). */
  set(key: string, value: unknown): boolean;
  remove(key: string): void;
  /** The full key a name is stored under (prefix included). */
  keyOf(key: string): string;
}

/** Storage that works when the real one is missing or throws on access (sandboxed frames, some private modes). */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

/** The browser's storage of that kind, or an in-memory one when it is unavailable (the platform's one probe). */
export function browserStorage(kind: StorageKind, scope: object = globalThis): Storage {
  return usableStorage(kind, scope) ?? memoryStorage();
}

export function createKeyValueStore(backend: Storage, prefix = ""): KeyValueStore {
  const keyOf = (key: string) => `${prefix}${key}`;
  const getRaw = (key: string) => {
    try {
      return backend.getItem(keyOf(key)) ?? undefined;
    } catch {
      return undefined;
    }
  };
  return {
    keyOf,
    getRaw,
    get<T>(key: string): T | undefined {
      const raw = getRaw(key);
      if (raw === undefined) return undefined;
      try {
        return JSON.parse(raw) as T;
      } catch {
        // Values written by older pages without JSON are plain text.
        return raw as T;
      }
    },
    set(key, value) {
      if (value === undefined) {
        this.remove(key);
        return true;
      }
      let text: string;
      try {
        text = JSON.stringify(value);
      } catch {
        return false;
      }
      try {
        backend.setItem(keyOf(key), text);
        return true;
      } catch {
        return false;
      }
    },
    remove(key) {
      try {
        backend.removeItem(keyOf(key));
      } catch {
        // Nothing to remove when storage is unavailable.
      }
    },
  };
}
