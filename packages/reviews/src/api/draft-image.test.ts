// @vitest-environment node
// IndexedDB is not part of Node: fake-indexeddb stands in for it here; the browser's own is exercised by
// e2e/widget/images.spec.ts, where the picture survives a real reload.
import "fake-indexeddb/auto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDraftImageStore, DRAFT_IMAGE_MAX_BYTES } from "./draft-image";

const picture = (bytes: number[] | Uint8Array, name = "notes.png") =>
  new File([new Uint8Array(bytes)], name, { type: "image/png" });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the draft's attached picture", () => {
  it("is kept per draft key and comes back with its type and bytes", async () => {
    const store = createDraftImageStore();
    await store.save("sxz-score-draft:course:a", picture([1, 2, 3]));
    await store.save("sxz-score-draft:course:b", picture([9]));
    // A second store (a reload) reads what the first kept.
    const reloaded = createDraftImageStore();
    const kept = await reloaded.load("sxz-score-draft:course:a");
    expect(kept).toBeInstanceOf(File);
    expect(kept!.type).toBe("image/png");
    expect(kept!.name).toBeTruthy();
    expect([...new Uint8Array(await kept!.arrayBuffer())]).toEqual([1, 2, 3]);
    expect((await reloaded.load("sxz-score-draft:course:b"))!.size).toBe(1);
    expect(await reloaded.load("sxz-score-draft:course:c")).toBeNull();
  });

  it("is forgotten when removed or published (saved as null)", async () => {
    const store = createDraftImageStore();
    await store.save("sxz-score-draft:course:gone", picture([1]));
    await store.save("sxz-score-draft:course:gone", null);
    expect(await store.load("sxz-score-draft:course:gone")).toBeNull();
  });

  it("is not kept over the size cap, and a larger replacement forgets the earlier picture", async () => {
    const store = createDraftImageStore();
    await store.save("sxz-score-draft:course:big", picture([1]));
    await store.save("sxz-score-draft:course:big", picture(new Uint8Array(DRAFT_IMAGE_MAX_BYTES + 1)));
    expect(await store.load("sxz-score-draft:course:big")).toBeNull();
  });

  it("lives in memory only where IndexedDB is missing or refused, without failing", async () => {
    vi.stubGlobal("indexedDB", undefined);
    const missing = createDraftImageStore();
    await expect(missing.save("k", picture([1]))).resolves.toBeUndefined();
    await expect(missing.load("k")).resolves.toBeNull();

    vi.stubGlobal("indexedDB", {
      open() {
        throw new DOMException("refused", "SecurityError");
      },
    });
    const refused = createDraftImageStore();
    await expect(refused.save("k", picture([1]))).resolves.toBeUndefined();
    await expect(refused.load("k")).resolves.toBeNull();
  });
});
