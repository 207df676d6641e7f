import { ConfigItemType } from "@sxz/contract";
import type { ConfigItemAnswer } from "@sxz/contract";
import { RATING_LIMITS } from "./limits";

/** What the dialog shows for one score, taken from the config list (RW-ENT-3, RW-ST-2). */
export interface ScoreTexts {
  /** Preset tags of this score: de-duplicated, at most 6 on the internal variant (RW-VAL-10). */
  tags: { code: string; message: string }[];
  /** Guide sentence: type 2 for the score, type 5 for score 0; null → the widget's default text. */
  guide: string | null;
  /** Emoticon caption (type 3); null → the star label. */
  caption: string | null;
  /** Custom success message (type 6); null → scoreSuccess. */
  successMessage: string | null;
}

function first(items: readonly ConfigItemAnswer[], type: number, score: number): string | null {
  return items.find((item) => item.type === type && item.score === score)?.message ?? null;
}

export function textsForScore(items: readonly ConfigItemAnswer[], score: number, internal: boolean): ScoreTexts {
  const seen = new Set<string>();
  const tags: ScoreTexts["tags"] = [];
  for (const item of items) {
    if (item.type !== ConfigItemType.TAG || item.score !== score || score === 0) continue;
    // De-duplicate by code and by visible text: two tags reading the same would look like one.
    const text = item.message.trim();
    if (!text || seen.has(item.code) || seen.has(`text:${text}`)) continue;
    seen.add(item.code);
    seen.add(`text:${text}`);
    tags.push({ code: item.code, message: text });
  }
  return {
    tags: internal ? tags.slice(0, RATING_LIMITS.internalTagsMax) : tags,
    guide: score === 0 ? first(items, ConfigItemType.DEFAULT_GUIDE, 0) : first(items, ConfigItemType.GUIDE, score),
    caption: score === 0 ? null : first(items, ConfigItemType.EMOTICON_CAPTION, score),
    successMessage: score === 0 ? null : first(items, ConfigItemType.SUCCESS_MESSAGE, score),
  };
}

/** The configured low-score tip (type 4 with score 1), null when none is configured (RW-VAL-3). */
export function lowScoreTip(items: readonly ConfigItemAnswer[]): string | null {
  return first(items, ConfigItemType.LOW_SCORE_TIP, 1);
}
