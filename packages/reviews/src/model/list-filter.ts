import { REVIEW_LIMITS } from "@sxz/contract";
import type { AppliedFilterAnswer, Language } from "@sxz/contract";
import { fill, formatNumber, plural } from "../i18n/format";
import { bcp47 } from "../i18n/language";
import type { PluralMessage } from "../i18n/rating-messages";

/**
 * The list's filters beyond the tags: a star filter (RW-ST-9 extended: any of the scores 1–5, combined with the
 * tags) and a review search. Pure rules: what is asked, what the answer says was applied, what the widget then
 * filters itself, how matches are marked and what the line above the list says.
 */
export interface ListFilter {
  /** Scores 1–5, ascending, once each; empty: every score. */
  scores: readonly number[];
  /** The search as typed (trimmed); empty: no search. */
  query: string;
}

export const NO_FILTER: ListFilter = { scores: [], query: "" };

/** A star row pressed: in when it was out, out when it was in; the result ascending. */
export function toggleScore(scores: readonly number[], star: number): number[] {
  if (!Number.isInteger(star) || star < 1 || star > 5) return [...scores];
  return scores.includes(star) ? scores.filter((s) => s !== star) : [...scores, star].sort((a, b) => a - b);
}

/** The search as sent: trimmed and at most the contract's length (longer is refused by the server, never cut there). */
export function searchQuery(typed: string): string {
  return typed.trim().slice(0, REVIEW_LIMITS.searchMax);
}

/**
 * The words of a search as the reference server reads them: NFKC, lower case, runs of letters, digits and marks,
 * once each, at most REVIEW_LIMITS.searchTermsMax. Used where the server said nothing (local filtering, marks).
 */
export function searchWords(query: string): string[] {
  const words =
    query
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  return [...new Set(words)].slice(0, REVIEW_LIMITS.searchTermsMax);
}

/** Whether a new star filter or search (and tags, when given) asks for the listing already shown. */
export function sameFilter(
  was: ListFilter,
  next: ListFilter,
  tags: readonly string[] | undefined,
  shownTags: readonly string[],
): boolean {
  return (
    was.query === next.query &&
    was.scores.join() === next.scores.join() &&
    (tags === undefined || tags.join() === shownTags.join())
  );
}

export function hasFilter(filter: ListFilter, tags: readonly string[] = []): boolean {
  return filter.scores.length > 0 || searchWords(filter.query).length > 0 || tags.length > 0;
}

/** What the server did with the filter, read from the answer's optional `appliedFilter`. */
export interface FilterApplication {
  /** The server filtered by the scores (or none were asked). */
  scores: boolean;
  /** The server searched (or there was no search). */
  search: boolean;
  /** The words to mark: the server's when it said them, else the widget's own reading of the query. */
  words: string[];
  /** The filtered list's size when the server gave it. */
  total: number | null;
}

/**
 * A part the server did not confirm in `appliedFilter` was not applied: a backend without the extension ignores
 * `scores` and `q` and answers the whole list, so the widget then filters what it loaded itself.
 */
export function filterApplication(filter: ListFilter, applied: AppliedFilterAnswer | undefined): FilterApplication {
  const asked = searchWords(filter.query);
  const scores = filter.scores.length === 0 || (applied?.scores ?? null) !== null;
  const search = asked.length === 0 || (applied?.q ?? null) !== null;
  return {
    scores,
    search,
    words: asked.length === 0 ? [] : (applied?.q ?? asked),
    total: applied?.totalCount ?? null,
  };
}

/** True when the widget filters what it loaded because the server did not (the list then says so). */
export function filtersLocally(application: FilterApplication): boolean {
  return !application.scores || !application.search;
}

const WORD_CHAR = "[\\p{L}\\p{N}\\p{M}]";
/** Han, kana and Hangul are searched character by character: a word of them matches inside longer runs. */
const BY_CHARACTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One word's pattern: a whole word, or (Han, kana, Hangul) the characters wherever they stand together. */
function wordPattern(word: string): string {
  const escaped = escapeRegExp(word);
  return BY_CHARACTER.test(word) ? escaped : `(?<!${WORD_CHAR})${escaped}(?!${WORD_CHAR})`;
}

function matcher(words: readonly string[]): RegExp | null {
  const usable = [...new Set(words.filter((word) => word.length > 0))].sort((a, b) => b.length - a.length);
  return usable.length ? new RegExp(usable.map(wordPattern).join("|"), "giu") : null;
}

/** True when the text holds every word (case-insensitive, whole words; Han, kana, Hangul as runs of characters). */
export function matchesEvery(text: string, words: readonly string[]): boolean {
  return words.every((word) => matcher([word])!.test(text));
}

export interface TextRun {
  text: string;
  /** A match of one of the words: rendered as a `<mark>` element with this text as its child. */
  match: boolean;
}

/**
 * The text cut into runs, the matches of the words marked. Joined, the runs are exactly the text: the marks are
 * rendered as elements around text children, never as markup built from the text.
 */
export function highlightRuns(text: string, words: readonly string[]): TextRun[] {
  const pattern = matcher(words);
  if (!pattern || !text) return text ? [{ text, match: false }] : [];
  const runs: TextRun[] = [];
  let at = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (found[0].length === 0) continue;
    if (start > at) runs.push({ text: text.slice(at, start), match: false });
    runs.push({ text: found[0], match: true });
    at = start + found[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), match: false });
  return runs;
}

/** What of a review the local filter needs. */
export interface FilterableReview {
  score: number;
  content: string;
  isHidden: number;
}

/**
 * The loaded reviews a filter keeps, for the parts the server did not apply: the chosen scores, and (for a search)
 * reviews whose text holds every word; a hidden review's text is not searched (readers do not see it).
 */
export function locallyFiltered<R extends FilterableReview>(
  items: readonly R[],
  filter: ListFilter,
  application: FilterApplication,
): readonly R[] {
  if (!filtersLocally(application)) return items;
  const words = application.search ? [] : searchWords(filter.query);
  return items.filter(
    (item) =>
      (application.scores || filter.scores.includes(item.score)) &&
      (words.length === 0 || (item.isHidden !== 1 && matchesEvery(item.content, words))),
  );
}

/** The texts of the filter line, from the list's texts of the current language. */
export interface FilterLineTexts {
  /** One score: "{count} {star}-star reviews". */
  filterOneStar: PluralMessage;
  /** One score, count not known: "{star}-star reviews". */
  filterOneStarUnknown: string;
  /** Several scores: "{count} reviews with {stars} stars". */
  filterStars: PluralMessage;
  filterStarsUnknown: string;
  /** No star filter: "{count} reviews" / "Reviews". */
  headerCount: PluralMessage;
  filterReviews: string;
  /** "Tags: {tags}". */
  filterTags: string;
  /** "Search: “{query}”". */
  filterSearch: string;
}

export interface FilterLineInput {
  filter: ListFilter;
  /** The selected tags' texts. */
  tagLabels: readonly string[];
  /** The filtered list's size; null when not known. */
  count: number | null;
}

/** "1, 2" → the language's list ("1 and 2"); one item as it is. */
function listOf(language: Language, items: readonly string[]): string {
  if (items.length < 2 || typeof Intl.ListFormat !== "function") return items.join(", ");
  return new Intl.ListFormat(bcp47(language), { type: "conjunction" }).format(items);
}

/**
 * The line above a filtered list ("18 2-star reviews · Tags: Clear · Search: “video”"); null when nothing is
 * filtered. Parts are joined with " · " so no language has to build one sentence of three optional clauses.
 */
export function filterLine(input: FilterLineInput, texts: FilterLineTexts, language: Language): string | null {
  const { filter, tagLabels, count } = input;
  const query = searchQuery(filter.query);
  if (!filter.scores.length && !tagLabels.length && !searchWords(query).length) return null;
  const stars = filter.scores.map((score) => formatNumber(language, score));
  let head: string;
  if (stars.length === 1)
    head =
      count === null
        ? fill(texts.filterOneStarUnknown, { star: stars[0]! })
        : plural(language, texts.filterOneStar, count, { star: stars[0]! });
  else if (stars.length > 1)
    head =
      count === null
        ? fill(texts.filterStarsUnknown, { stars: listOf(language, stars) })
        : plural(language, texts.filterStars, count, { stars: listOf(language, stars) });
  else head = count === null ? texts.filterReviews : plural(language, texts.headerCount, count);
  const parts = [head];
  if (tagLabels.length) parts.push(fill(texts.filterTags, { tags: listOf(language, tagLabels) }));
  if (searchWords(query).length) parts.push(fill(texts.filterSearch, { query }));
  return parts.join(" · ");
}

/**
 * The filtered list's size as far as it is known: the server's, else every review once all pages are in (and
 * the local filter has seen them all); null otherwise, never a wrong figure.
 */
export function filteredCount(application: FilterApplication, shown: number, complete: boolean): number | null {
  if (application.total !== null && !filtersLocally(application)) return application.total;
  return complete ? shown : null;
}
