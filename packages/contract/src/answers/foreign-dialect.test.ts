import { describe, expect, it } from "vitest";
import { readEnvelope } from "../rules/envelope";
import { readLikeResult, readReviewFlags } from "./card-writes";
import { MalformedAnswerError } from "./read-fields";
import type { DroppedRecord } from "./read-fields";
import { readNewReply, readSavedReview } from "./score-writes";
import {
  readConfigList,
  readMyMessagesPage,
  readMyScore,
  readReviewPage,
  readScoreDistribution,
  readScoreGeneral,
} from "./scores";

// The tolerance policy (README, "Reading answers") over the other legal choices a backend that is not the
// reference server makes: the spec fixes the calls and field names, not the spelling of ids, figures and times.
// Each list answer holds ten records of which one is bad: every reader keeps the nine and reports the one.

const ID_SPELLINGS: [string, string | number][] = [
  ["a whole number", 12],
  ["digits", "12"],
  ["a prefixed text", "rv-12"],
  ["a UUID", "3f2b8c1e-9d4a-4e6b-a1c2-7f0e5d9b8a31"],
  ["a 64-bit id in digits (past 2^53)", "1790000000000000001"],
];

const TIME_SPELLINGS: [string, string | number][] = [
  ["YYYY-MM-DD hh:mm:ss", "2026-11-01 10:00:00"],
  ["ISO 8601 in UTC", "2026-11-01T10:00:00.000Z"],
  ["ISO 8601 with an offset", "2026-11-01T18:00:00+08:00"],
  ["ISO 8601 without zone", "2026-11-01T10:00:00"],
  ["epoch milliseconds", 1793527200000],
  ["epoch seconds as digits", "1793527200"],
];

/** A review as another backend writes it: ids as text, figures and flags as digits, extra fields, nulls. */
const foreignReview = (id: string | number, over: Record<string, unknown> = {}) => ({
  id,
  score: "4",
  content: "Clear and well paced",
  message: null,
  from_user_id: 9000000000001,
  from_user_name: "Lea",
  from_user_url: null,
  role: "admin",
  isMe: "0",
  isLiked: "1",
  likeCount: "12",
  isTop: "1",
  isHidden: false,
  showTime: 1793527200,
  created_time: "2026-11-01T18:00:00+08:00",
  resource_id: 4411,
  resource_type: "course",
  replyList: [
    {
      id: `${id}-r1`,
      commentId: id,
      content: "Thanks",
      userName: "Admin",
      createdTime: 1793527200000,
      modifiedTime: null,
      tenant: "x",
    },
  ],
  images: null,
  tenant_code: "acme",
  ...over,
});

/** Ten records, the seventh bad. */
const tenWithOneBad = <T>(make: (index: number) => T, bad: unknown): unknown[] =>
  Array.from({ length: 10 }, (_, index) => (index === 6 ? bad : make(index)));

const collect = () => {
  const dropped: DroppedRecord[] = [];
  return { dropped, onDropped: (one: DroppedRecord) => dropped.push(one) };
};

describe("a backend's other legal choices", () => {
  it.each(ID_SPELLINGS)("keeps a review id written as %s exactly as sent, its replies' too", (_name, id) => {
    const [review] = readReviewPage({ scoreInfoList: [foreignReview(id)] }).scoreInfoList;
    expect(review!.id).toBe(id);
    expect(review!.replyList[0]).toMatchObject({ id: `${id}-r1`, commentId: id });
    // No JS number on the way: the 64-bit id is still the digits it came as.
    expect(typeof review!.id).toBe(typeof id);
  });

  it.each(ID_SPELLINGS)(
    "keeps an id written as %s in the writes' answers, the config items and the own rating",
    (_name, id) => {
      expect(readSavedReview(foreignReview(id), { resourceId: "4411", score: 4 })?.id).toBe(id);
      expect(readNewReply({ id, content: "ok" }, { commentId: "1790000000000000001", content: "ok" })).toMatchObject({
        id,
        commentId: "1790000000000000001",
      });
      expect(readConfigList([{ id, code: "s5", message: "Clear", score: "5", type: "0" }])[0]!.id).toBe(id);
      expect(readMyScore({ id, score: "4", marks: null, content: null })!.id).toBe(id);
    },
  );

  it("reads figures, counts, averages and 0/1 flags written as digits, in range", () => {
    const [review] = readReviewPage({
      avgScore: "4.5",
      totalCount: "12",
      hasMore: "1",
      nextCursor: null,
      scoreInfoList: [foreignReview("a")],
    }).scoreInfoList;
    expect(review).toMatchObject({
      score: 4,
      likeCount: 12,
      isTop: 1,
      isHidden: 0,
      isLiked: true,
      isMe: false,
      role: "admin",
      message: "",
      images: [],
    });
    expect(readReviewPage({ avgScore: "4.5", totalCount: "12", hasMore: "1" })).toMatchObject({
      avgScore: 4.5,
      totalCount: 12,
      hasMore: true,
    });
    expect(
      readScoreGeneral({ avgScore: "4.50", totalCount: "12", commenterCount: 12, recommendedValue: "0.75" }),
    ).toMatchObject({ avgScore: 4.5, totalCount: 12, recommendedValue: 0.75 });
    expect(readScoreDistribution({ result: [{ score: "5", count: "7" }], total: "7" })).toEqual({
      result: [{ score: 5, count: 7 }],
      total: 7,
    });
    expect(readLikeResult({ isLiked: "1", likeCount: "13" })).toEqual({ isLiked: true, likeCount: 13 });
    expect(readReviewFlags({ isTop: "0", isHidden: "1" })).toEqual({ isTop: 0, isHidden: 1 });
    for (const bad of [
      { avgScore: "9" },
      { totalCount: "-1" },
      { totalCount: "1e3" },
      { totalCount: "0x10" },
      { totalCount: " 5" },
      { avgScore: "4,5" },
    ]) {
      expect(() => readReviewPage(bad)).toThrow(MalformedAnswerError);
    }
  });

  it("reads user and resource ids written as numbers as their digits", () => {
    const [review] = readReviewPage({ scoreInfoList: [foreignReview("a")] }).scoreInfoList;
    expect(review).toMatchObject({ from_user_id: "9000000000001", resource_id: "4411" });
  });

  it.each(TIME_SPELLINGS)("keeps a time written as %s for the one formatter, as text", (_name, time) => {
    const [review] = readReviewPage({
      scoreInfoList: [foreignReview("a", { created_time: time, showTime: time })],
    }).scoreInfoList;
    expect(review!.created_time).toBe(String(time));
    expect(review!.showTime).toBe(String(time));
  });

  it.each([
    ["code 0", { code: 0, data: { totalCount: "1" } }],
    ['code "200"', { code: "200", data: { totalCount: "1" } }],
    ["extra envelope fields", { code: 200, data: { totalCount: "1" }, message: "ok", traceId: "t-1", success: true }],
  ])("takes %s as a success", (_name, body) => {
    const reading = readEnvelope(body);
    expect(reading.ok).toBe(true);
    expect(readReviewPage(reading.ok ? reading.data : null).totalCount).toBe(1);
  });

  it("reads nulls for optional texts, lists and figures as not given", () => {
    const [review] = readReviewPage({
      scoreInfoList: [foreignReview("a", { content: null, replyList: null, likeCount: null, showTime: null })],
    }).scoreInfoList;
    expect(review).toMatchObject({ content: "", replyList: [], likeCount: null, showTime: "" });
  });
});

describe("one bad record of ten: the reader keeps nine and reports one", () => {
  const cases: [string, string, (data: unknown, onDropped: (one: DroppedRecord) => void) => unknown[], unknown][] = [
    [
      "queryMessages / scoreList (a score of 9)",
      "reviews.scoreInfoList",
      (data, onDropped) => readReviewPage({ totalCount: "10", scoreInfoList: data }, onDropped).scoreInfoList,
      foreignReview("1790000000000000007", { score: 9 }),
    ],
    [
      "queryMyMessages (a number as content)",
      "myMessages.scoreInfoList",
      (data, onDropped) => readMyMessagesPage({ scoreInfoList: data }, onDropped).scoreInfoList,
      foreignReview("1790000000000000007", { content: 42 }),
    ],
    [
      "configList (a score of 9)",
      "configList",
      (data, onDropped) => readConfigList(data, onDropped),
      { id: "1790000000000000007", code: "s9", message: "Nine", score: 9, type: 0 },
    ],
    [
      "general's tag statistics (a count of -1)",
      "general.shortCommentStatisticList",
      (data, onDropped) => readScoreGeneral({ shortCommentStatisticList: data }, onDropped).shortCommentStatisticList,
      { id: "1790000000000000007", code: "s9", shortComment: "Nine", count: -1 },
    ],
  ];
  const good: Record<string, (index: number) => unknown> = {
    "reviews.scoreInfoList": (index) => foreignReview(`179000000000000000${index}`),
    "myMessages.scoreInfoList": (index) => foreignReview(`179000000000000000${index}`),
    configList: (index) => ({
      id: `179000000000000000${index}`,
      code: `s${index}`,
      message: `Tag ${index}`,
      score: String(1 + (index % 5)),
      type: "0",
    }),
    "general.shortCommentStatisticList": (index) => ({
      code: `s${index}`,
      shortComment: `Tag ${index}`,
      count: String(index),
    }),
  };

  it.each(cases)("%s", (_name, path, read, bad) => {
    const { dropped, onDropped } = collect();
    const records = read(tenWithOneBad(good[path]!, bad), onDropped);
    expect(records).toHaveLength(9);
    expect(dropped).toEqual([
      { path, index: 6, id: "1790000000000000007", reason: expect.stringContaining(`${path}[6]`) },
    ]);
  });

  it("a list that is not a list still breaks the whole answer (MalformedAnswerError)", () => {
    expect(() => readReviewPage({ scoreInfoList: { 0: foreignReview("a") } })).toThrow(MalformedAnswerError);
    expect(() => readConfigList({ items: [] })).toThrow(MalformedAnswerError);
  });
});
