import { describe, expect, it } from "vitest";
import { IDBFactory } from "fake-indexeddb";
import { createResumeStore } from "../../src/upload";
import type { SavedUpload } from "../../src/upload/resume-store";

const saved = (key: string): SavedUpload => ({
  key,
  uploadId: "u-1",
  fileName: "a.bin",
  size: 10,
  lastModified: 1,
  partSize: 5,
  finishedParts: [1],
  savedAt: 2,
});

describe("upload resume store (idb-keyval over IndexedDB)", () => {
  it("[CL-UP-5] a saved session outlives the page (a new store on the same database finds it) until deleted", async () => {
    const indexedDB = new IDBFactory();
    await createResumeStore(indexedDB).put(saved("k"));
    const afterReload = createResumeStore(indexedDB);
    expect(await afterReload.get("k")).toEqual(saved("k"));
    await afterReload.delete("k");
    expect(await createResumeStore(indexedDB).get("k")).toBeUndefined();
  });

  it("[CL-UP-5] where IndexedDB is missing or refused, sessions live in memory for the page", async () => {
    const refusing = {
      open: () => {
        throw new DOMException("denied", "SecurityError");
      },
    } as unknown as IDBFactory;
    for (const store of [createResumeStore(refusing), createResumeStore(undefined)]) {
      await store.put(saved("m"));
      expect(await store.get("m")).toEqual(saved("m"));
      await store.delete("m");
      expect(await store.get("m")).toBeUndefined();
    }
  });
});
