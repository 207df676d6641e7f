import { ConfigItemType } from "@sxz/contract";
import type { ConfigItemAnswer } from "@sxz/contract";

/** What a tag says of a course: praise (configured for 4–5 stars), a complaint (1–2 stars), or neither. */
export type TagTone = "praise" | "complaint" | "other";

/** Tags shown in each group without expanding. */
export const MENTIONS_SHOWN = 3;

/**
 * Each tag's tone from the config list: praise when every score it is configured for is 4 or 5, a complaint when
 * every one is 1 or 2; a tag of 3 stars, of no score, or of both sides is neither.
 */
export function tagTones(items: readonly ConfigItemAnswer[]): ReadonlyMap<string, TagTone> {
  const scores = new Map<string, Set<number>>();
  for (const item of items) {
    if (item.type !== ConfigItemType.TAG || !item.code) continue;
    const set = scores.get(item.code) ?? new Set<number>();
    set.add(item.score);
    scores.set(item.code, set);
  }
  const tones = new Map<string, TagTone>();
  for (const [code, set] of scores) {
    const all = [...set];
    tones.set(code, all.every((s) => s >= 4) ? "praise" : all.every((s) => s >= 1 && s <= 2) ? "complaint" : "other");
  }
  return tones;
}

export interface MentionGroups<T> {
  praise: T[];
  complaints: T[];
  /** Tags of neither side, or of no known tone. */
  other: T[];
}

/**
 * The tag statistics as "what learners mention": praise and complaints apart, each most-mentioned first (unknown
 * counts last, the statistics' order kept among equals).
 */
export function mentionGroups<T extends { code: string; count: number | null }>(
  stats: readonly T[],
  tones: ReadonlyMap<string, TagTone>,
): MentionGroups<T> {
  const ranked = stats
    .map((stat, index) => ({ stat, index }))
    .sort((a, b) => (b.stat.count ?? -1) - (a.stat.count ?? -1) || a.index - b.index)
    .map(({ stat }) => stat);
  const groups: MentionGroups<T> = { praise: [], complaints: [], other: [] };
  for (const stat of ranked) {
    const tone = tones.get(stat.code) ?? "other";
    (tone === "praise" ? groups.praise : tone === "complaint" ? groups.complaints : groups.other).push(stat);
  }
  return groups;
}
