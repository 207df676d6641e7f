import type { RatingDraft } from "./rating-state";
import { RATING_LIMITS } from "./limits";

/** Minimal storage the draft needs (localStorage in the page, a Map-backed one in tests). */
export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * Unsent ratings survive a failed or offline publish and a reload: they are kept in localStorage per
 * resource (module + resource id) and removed once published.
 */
export function draftKey(moduleId: string, resourceId: string): string {
  return `sxz-score-draft:${moduleId}:${resourceId}`;
}

export function saveDraft(storage: DraftStorage, key: string, draft: RatingDraft): void {
  try {
    if (draft.score === 0 && draft.tags.length === 0 && draft.text === "") storage.removeItem(key);
    else storage.setItem(key, JSON.stringify({ score: draft.score, tags: draft.tags, text: draft.text }));
  } catch {
    // Storage full or blocked (private mode): the draft then lives only as long as the page.
  }
}

/** The stored draft, or null; anything malformed is ignored rather than trusted. */
export function loadDraft(storage: DraftStorage, key: string): RatingDraft | null {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const { score, tags, text } = value as Record<string, unknown>;
    if (typeof score !== "number" || !Number.isInteger(score) || score < 0 || score > RATING_LIMITS.maxScore)
      return null;
    if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === "string")) return null;
    if (typeof text !== "string") return null;
    return { score, tags: tags as string[], text: Array.from(text).slice(0, RATING_LIMITS.reviewTextMax).join("") };
  } catch {
    return null;
  }
}

export function clearDraft(storage: DraftStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
