import { createStore, del, get, set } from "idb-keyval";

/**
 * The picture attached in the mobile editor, kept with the draft (same key) so it survives a reload or an app
 * sent to the background, as the draft's text does. A file cannot go into localStorage: it is kept in
 * IndexedDB (idb-keyval). This module and idb-keyval are one chunk the rating store loads on first use
 * (`controller/draft-images-on-use.ts`), so pages that never attach a picture do not pay for it. Where IndexedDB
 * is missing or refused (some private modes), the picture lives as long as the page, as before.
 */
export interface DraftImageStore {
  /** The picture kept for this draft, or null. */
  load(key: string): Promise<File | null>;
  /** Keeps `file` for this draft (null forgets it). Never rejects. */
  save(key: string, file: File | null): Promise<void>;
}

/** Larger pictures are not kept across reloads: a draft must not fill the page's storage. */
export const DRAFT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

const DATABASE = "sxz-score-drafts";
const STORE = "images";

export function createDraftImageStore(): DraftImageStore {
  // Opened on first use: createStore opens the database at once.
  let store: ReturnType<typeof createStore> | null = null;
  const open = () => (store ??= createStore(DATABASE, STORE));
  return {
    async load(key) {
      if (typeof indexedDB === "undefined") return null;
      try {
        const value: unknown = await get(key, open());
        return value instanceof Blob && value.size <= DRAFT_IMAGE_MAX_BYTES ? asFile(value) : null;
      } catch {
        return null;
      }
    },
    async save(key, file) {
      if (typeof indexedDB === "undefined") return;
      try {
        if (file && file.size <= DRAFT_IMAGE_MAX_BYTES) await set(key, file, open());
        else await del(key, open());
      } catch {
        // Storage refused or full: the picture stays in memory only.
      }
    },
  };
}

/** A stored File comes back as a File; a plain Blob (another writer) gets a name so the upload can name it. */
function asFile(value: Blob): File {
  return value instanceof File ? value : new File([value], "review-image", { type: value.type });
}
