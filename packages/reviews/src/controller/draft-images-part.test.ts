// @vitest-environment node
// IndexedDB is not part of Node: fake-indexeddb stands in for it; e2e/widget/images.spec.ts keeps a picture
// across a real reload in Chromium, through this same path.
import "fake-indexeddb/auto";
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.doUnmock("../api/draft-image");
  vi.resetModules();
});

describe("the draft pictures' store, loaded on first use", () => {
  it("keeps and gives back a picture through the store's chunk", async () => {
    const { draftImagesPart } = await import("./draft-images-part");
    await draftImagesPart.save(
      "sxz-score-draft:course:on-use",
      new File([new Uint8Array([1, 2, 3])], "notes.png", { type: "image/png" }),
    );
    const back = await draftImagesPart.load("sxz-score-draft:course:on-use");
    expect(back?.type).toBe("image/png");
    expect(new Uint8Array(await back!.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it("a chunk that cannot be fetched keeps the picture in memory only, and is asked for again next time", async () => {
    let fetches = 0;
    vi.doMock("../api/draft-image", () => {
      fetches += 1;
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    const { draftImagesPart } = await import("./draft-images-part");
    await expect(
      draftImagesPart.save("k", new File([new Uint8Array([1])], "a.png", { type: "image/png" })),
    ).resolves.toBeUndefined();
    await expect(draftImagesPart.load("k")).resolves.toBeNull();
    expect(fetches).toBe(2);
  });
});
