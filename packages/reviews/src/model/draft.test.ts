import { describe, expect, it } from "vitest";
import { clearDraft, draftKey, loadDraft, saveDraft } from "./draft";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe("draft", () => {
  it("[RW-VAL-1] a draft is kept per resource and comes back intact", () => {
    const storage = memoryStorage();
    const key = draftKey("course", "r1");
    saveDraft(storage, key, { score: 2, tags: ["slow"], text: "too slow" });
    expect(loadDraft(storage, key)).toEqual({ score: 2, tags: ["slow"], text: "too slow" });
    expect(loadDraft(storage, draftKey("course", "r2"))).toBeNull();
    clearDraft(storage, key);
    expect(loadDraft(storage, key)).toBeNull();
  });

  it("malformed stored drafts are ignored; an empty draft removes the entry", () => {
    const storage = memoryStorage();
    storage.setItem("k", "{not json");
    expect(loadDraft(storage, "k")).toBeNull();
    storage.setItem("k", JSON.stringify({ score: 9, tags: [], text: "" }));
    expect(loadDraft(storage, "k")).toBeNull();
    saveDraft(storage, "k", { score: 0, tags: [], text: "" });
    expect(storage.map.has("k")).toBe(false);
  });
});
