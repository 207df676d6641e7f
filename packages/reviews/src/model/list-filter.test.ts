import { describe, expect, it } from "vitest";
import {
  NO_FILTER,
  filterApplication,
  filterLine,
  filteredCount,
  filtersLocally,
  hasFilter,
  highlightRuns,
  locallyFiltered,
  matchesEvery,
  searchQuery,
  sameFilter,
  searchWords,
  toggleScore,
} from "./list-filter";
import type { FilterLineTexts } from "./list-filter";

const texts: FilterLineTexts = {
  filterOneStar: { one: "{count} {star}-star review", other: "{count} {star}-star reviews" },
  filterOneStarUnknown: "{star}-star reviews",
  filterStars: { one: "{count} review with {stars} stars", other: "{count} reviews with {stars} stars" },
  filterStarsUnknown: "Reviews with {stars} stars",
  headerCount: { one: "{count} review", other: "{count} reviews" },
  filterReviews: "Reviews",
  filterTags: "Tags: {tags}",
  filterSearch: "Search: “{query}”",
};

describe("star filter", () => {
  it("knows when a new filter asks for the listing already shown", () => {
    const shown = { scores: [2, 3], query: "slow" };
    expect(sameFilter(shown, { scores: [2, 3], query: "slow" }, undefined, ["a"])).toBe(true);
    expect(sameFilter(shown, { scores: [2], query: "slow" }, undefined, [])).toBe(false);
    expect(sameFilter(shown, { scores: [2, 3], query: "fast" }, undefined, [])).toBe(false);
    expect(sameFilter(NO_FILTER, NO_FILTER, [], [])).toBe(true);
    expect(sameFilter(NO_FILTER, NO_FILTER, [], ["a"])).toBe(false);
  });

  it("toggles a score in and out, ascending, once each", () => {
    expect(toggleScore([], 2)).toEqual([2]);
    expect(toggleScore([2], 1)).toEqual([1, 2]);
    expect(toggleScore([1, 2], 2)).toEqual([1]);
    expect(toggleScore([1], 9)).toEqual([1]);
  });

  it("knows when anything is filtered", () => {
    expect(hasFilter(NO_FILTER)).toBe(false);
    expect(hasFilter({ scores: [], query: " ** " })).toBe(false);
    expect(hasFilter({ scores: [3], query: "" })).toBe(true);
    expect(hasFilter(NO_FILTER, ["s5-clear"])).toBe(true);
  });
});

describe("search words", () => {
  it("reads words as the server does: lower case, NFKC, punctuation separates, once each, at most 8", () => {
    expect(searchWords('  "Video" OR video-lessons: NEAR(x) ')).toEqual(["video", "or", "lessons", "near", "x"]);
    expect(searchWords("ＶＩＤＥＯ")).toEqual(["video"]);
    expect(searchWords("a b c d e f g h i j")).toHaveLength(8);
  });

  it("sends the search trimmed and at most 200 characters", () => {
    expect(searchQuery("  video  ")).toBe("video");
    expect(searchQuery("x".repeat(300))).toHaveLength(200);
  });
});

describe("what the server applied", () => {
  const filter = { scores: [2], query: "video" };

  it("takes a part as applied only when appliedFilter says so", () => {
    const applied = filterApplication(filter, { scores: [2], q: ["video"], totalCount: 18 });
    expect(applied).toEqual({ scores: true, search: true, words: ["video"], total: 18 });
    expect(filtersLocally(applied)).toBe(false);
  });

  it("a backend without the extension (no appliedFilter): the widget filters itself, with its own words", () => {
    const applied = filterApplication(filter, undefined);
    expect(applied).toEqual({ scores: false, search: false, words: ["video"], total: null });
    expect(filtersLocally(applied)).toBe(true);
  });

  it("nothing asked is nothing to apply", () => {
    expect(filtersLocally(filterApplication(NO_FILTER, undefined))).toBe(false);
  });

  it("filters loaded reviews by the parts not applied; hidden texts are not searched", () => {
    const items = [
      { id: 1, score: 2, content: "The video was blurry", isHidden: 0 },
      { id: 2, score: 5, content: "Great video", isHidden: 0 },
      { id: 3, score: 2, content: "Too fast", isHidden: 0 },
      { id: 4, score: 2, content: "video", isHidden: 1 },
    ];
    const none = filterApplication(filter, undefined);
    expect(locallyFiltered(items, filter, none).map((r) => r.id)).toEqual([1]);
    const scoresOnly = filterApplication(filter, { scores: [2], q: null, totalCount: null });
    expect(locallyFiltered(items, filter, scoresOnly).map((r) => r.id)).toEqual([1, 2]);
    const both = filterApplication(filter, { scores: [2], q: ["video"], totalCount: null });
    expect(locallyFiltered(items, filter, both)).toBe(items);
  });

  it("counts the filtered list by the server, else only once every page is in", () => {
    expect(filteredCount(filterApplication(filter, { scores: [2], q: ["video"], totalCount: 18 }), 10, false)).toBe(18);
    expect(filteredCount(filterApplication(filter, undefined), 3, false)).toBeNull();
    expect(filteredCount(filterApplication(filter, undefined), 3, true)).toBe(3);
  });
});

describe("highlighting", () => {
  it("cuts the text into runs whose join is the text, matches marked case-insensitively", () => {
    const runs = highlightRuns("Video lessons: the VIDEO was clear", ["video"]);
    expect(runs).toEqual([
      { text: "Video", match: true },
      { text: " lessons: the ", match: false },
      { text: "VIDEO", match: true },
      { text: " was clear", match: false },
    ]);
    expect(runs.map((run) => run.text).join("")).toBe("Video lessons: the VIDEO was clear");
  });

  it("marks whole words only, as the server matches them", () => {
    expect(highlightRuns("courses and course", ["course"])).toEqual([
      { text: "courses and ", match: false },
      { text: "course", match: true },
    ]);
  });

  it("marks Han and kana words inside longer runs (the server matches them by characters)", () => {
    expect(highlightRuns("这个课程很好", ["课程"])).toEqual([
      { text: "这个", match: false },
      { text: "课程", match: true },
      { text: "很好", match: false },
    ]);
  });

  it("keeps markup as text and treats pattern characters as text", () => {
    const html = '<img src=x onerror="alert(1)"> a.b';
    const runs = highlightRuns(html, ["img", "a.b"]);
    expect(runs.map((run) => run.text).join("")).toBe(html);
    expect(runs.filter((run) => run.match).map((run) => run.text)).toEqual(["img", "a.b"]);
    expect(highlightRuns("axb", ["a.b"])).toEqual([{ text: "axb", match: false }]);
  });

  it("marks nothing without words, and gives no run for no text", () => {
    expect(highlightRuns("text", [])).toEqual([{ text: "text", match: false }]);
    expect(highlightRuns("", ["x"])).toEqual([]);
  });

  it("matches every word, case-insensitive", () => {
    expect(matchesEvery("Clear VIDEO, good pace", ["video", "pace"])).toBe(true);
    expect(matchesEvery("Clear video", ["video", "pace"])).toBe(false);
  });
});

describe("the filter line", () => {
  const line = (
    filter: { scores: number[]; query: string },
    count: number | null,
    tagLabels: string[] = [],
    language: "en_US" | "ar_SA" = "en_US",
  ) => filterLine({ filter, tagLabels, count }, texts, language);

  it("says nothing when nothing is filtered", () => {
    expect(line({ scores: [], query: "  " }, 5)).toBeNull();
  });

  it("names the stars and the count, or the stars alone when the count is not known", () => {
    expect(line({ scores: [2], query: "" }, 18)).toBe("18 2-star reviews");
    expect(line({ scores: [2], query: "" }, 1)).toBe("1 2-star review");
    expect(line({ scores: [2], query: "" }, null)).toBe("2-star reviews");
    expect(line({ scores: [1, 2], query: "" }, 30)).toBe("30 reviews with 1 and 2 stars");
    expect(line({ scores: [1, 2], query: "" }, null)).toBe("Reviews with 1 and 2 stars");
  });

  it("adds the tags and the search as parts of their own", () => {
    expect(line({ scores: [2], query: " video " }, null, ["Clear", "Fun"])).toBe(
      "2-star reviews · Tags: Clear and Fun · Search: “video”",
    );
    expect(line({ scores: [], query: "video" }, 4)).toBe("4 reviews · Search: “video”");
    expect(line({ scores: [], query: "video" }, null)).toBe("Reviews · Search: “video”");
  });

  it("writes figures in the language's digits", () => {
    expect(line({ scores: [2], query: "" }, 18, [], "ar_SA")).toBe("١٨ ٢-star reviews");
  });
});
