import { describe, expect, it } from "vitest";
import { MalformedAnswerError } from "./read-fields";
import { readNewReply, readSavedReview, readUpdatedReply } from "./score-writes";
import { readLikeResult, readReviewFlags } from "./card-writes";
import { readConfigList, readMyMessagesPage, readMyScore, readReviewPage, readScoreDistribution, readScoreGeneral } from "./scores";

const HTML = '<img src=x onerror="alert(1)"><script>alert(2)</script>';

/** A review as the reference server answers it. */
const review = (over: Record<string, unknown> = {}) => ({
  id: 7,
  score: 4,
  content: "Clear",
  message: "s4-good-pace",
  from_user_id: "user-learner",
  from_user_name: "Lea",
  from_user_url: "https://cdn.example/a.png",
  role: "learner",
  isMe: false,
  isLiked: true,
  likeCount: 3,
  isTop: 0,
  isHidden: 0,
  showTime: "2026-01-02 10:00",
  created_time: "2026-01-02T10:00:00.000Z",
  resource_id: "course-intro",
  resource_type: "course",
  replyList: [],
  images: [],
  ...over,
});

describe("score/general", () => {
  const full = { avgScore: 4.2, totalCount: 20, commenterCount: 20, recommendedValue: 0.9, shortCommentStatisticList: [{ shortComment: "Clear", code: "s5-clear", count: 3 }] };
  it.each([
    ["a complete answer", full, { ...full }],
    ["no shortCommentStatisticList (omitted when empty)", { ...full, shortCommentStatisticList: undefined }, { ...full, shortCommentStatisticList: [] }],
    ["null lists and figures", { avgScore: null, totalCount: null, commenterCount: null, recommendedValue: null, shortCommentStatisticList: null }, { avgScore: null, totalCount: null, commenterCount: null, recommendedValue: null, shortCommentStatisticList: [] }],
    ["empty data (null)", null, { avgScore: null, totalCount: null, commenterCount: null, recommendedValue: null, shortCommentStatisticList: [] }],
    ["empty data (absent)", undefined, { avgScore: null, totalCount: null, commenterCount: null, recommendedValue: null, shortCommentStatisticList: [] }],
    ["empty data ({})", {}, { avgScore: null, totalCount: null, commenterCount: null, recommendedValue: null, shortCommentStatisticList: [] }],
    ["extra fields", { ...full, extra: { deep: true }, __proto__x: 1 }, { ...full }],
    ["a tag without its count or text", { ...full, shortCommentStatisticList: [{ code: "s5-clear" }, null] }, { ...full, shortCommentStatisticList: [{ code: "s5-clear", shortComment: "s5-clear", count: null }] }],
    ["HTML in strings is kept as text", { ...full, shortCommentStatisticList: [{ shortComment: HTML, code: HTML, count: 1 }] }, { ...full, shortCommentStatisticList: [{ shortComment: HTML, code: HTML, count: 1 }] }],
  ])("reads %s", (_name, data, expected) => {
    expect(readScoreGeneral(data)).toEqual(expected);
  });

  it.each([
    ["data is a list", []],
    ["data is a string", "ok"],
    ["the tag list is an object", { shortCommentStatisticList: {} }],
    ["a count is a string", { totalCount: "20" }],
    ["a count is negative", { commenterCount: -1 }],
    ["a count is fractional", { totalCount: 1.5 }],
    ["the average is out of range", { avgScore: 7 }],
    ["the recommended value is a percentage", { recommendedValue: 90 }],
    ["a tag has no code", { shortCommentStatisticList: [{ shortComment: "x", count: 1 }] }],
    ["a tag count is a string", { shortCommentStatisticList: [{ code: "a", count: "1" }] }],
    ["a tag is a number", { shortCommentStatisticList: [3] }],
  ])("refuses %s", (_name, data) => {
    expect(() => readScoreGeneral(data)).toThrow(MalformedAnswerError);
  });

  it("says where the answer went wrong", () => {
    expect(() => readScoreGeneral({ shortCommentStatisticList: [{ code: "a" }, { code: "b", count: "x" }] })).toThrow(
      "general.shortCommentStatisticList[1].count should be a whole number of 0 or more",
    );
  });
});

describe("score/queryMsgCountProportions", () => {
  it.each([
    ["a complete answer", { result: [{ score: 5, count: 2 }, { score: 1, count: 0 }], total: 2 }, { result: [{ score: 5, count: 2 }, { score: 1, count: 0 }], total: 2 }],
    ["no result list", { total: 0 }, { result: [], total: 0 }],
    ["no total", { result: [{ score: 5, count: 2 }] }, { result: [{ score: 5, count: 2 }], total: null }],
    ["a row without count, a null row", { result: [{ score: 4 }, null], total: 3 }, { result: [{ score: 4, count: null }], total: 3 }],
    ["empty data", null, { result: [], total: null }],
    ["extra fields", { result: [{ score: 3, count: 1, label: "x" }], total: 1, other: [] }, { result: [{ score: 3, count: 1 }], total: 1 }],
  ])("reads %s", (_name, data, expected) => {
    expect(readScoreDistribution(data)).toEqual(expected);
  });

  it.each([
    ["result is an object", { result: { 5: 2 } }],
    ["a row without its star", { result: [{ count: 2 }] }],
    ["a star out of range", { result: [{ score: 6, count: 2 }] }],
    ["a count as text", { result: [{ score: 5, count: "2" }] }],
    ["total as text", { total: "2" }],
    ["data is a number", 5],
  ])("refuses %s", (_name, data) => {
    expect(() => readScoreDistribution(data)).toThrow(MalformedAnswerError);
  });
});

describe("score/queryMessages, scoreList and queryMyMessages", () => {
  const page = { avgScore: 4, totalCount: 1, scoreInfoList: [review()], hasMore: false, nextCursor: null };

  it("reads a complete page as it is", () => {
    expect(readReviewPage(page)).toEqual(page);
  });

  it("reads missing lists as empty and missing figures as unknown", () => {
    expect(readReviewPage({})).toEqual({ avgScore: null, totalCount: null, scoreInfoList: [], hasMore: null, nextCursor: null });
    expect(readReviewPage(null)).toEqual({ avgScore: null, totalCount: null, scoreInfoList: [], hasMore: null, nextCursor: null });
    expect(readMyMessagesPage({ scoreInfoList: null })).toEqual({ totalCount: null, scoreInfoList: [], hasMore: null, nextCursor: null });
  });

  it("fills a review's omitted fields: texts empty, flags off, replies none, like count unknown", () => {
    const [read] = readReviewPage({ scoreInfoList: [{ id: 9, score: 2 }] }).scoreInfoList;
    expect(read).toEqual({
      id: 9, score: 2, content: "", message: "", from_user_id: "", from_user_name: "", from_user_url: "", role: "learner",
      isMe: false, isLiked: false, likeCount: null, isTop: 0, isHidden: 0, showTime: "", created_time: "", resource_id: "",
      resource_type: "", replyList: [], images: [],
    });
  });

  it("[RW-2] queryMyMessages: reads each review's course name and tag texts when sent, and leaves them absent when not", () => {
    const [read] = readMyMessagesPage({
      scoreInfoList: [{ id: 9, score: 2, resource_name: "Writing", message_labels: [{ code: "s5-clear", label: "Clear" }, null] }],
    }).scoreInfoList;
    expect(read).toMatchObject({ resource_name: "Writing", message_labels: [{ code: "s5-clear", label: "Clear" }] });
    const [plain] = readMyMessagesPage({ scoreInfoList: [{ id: 9, score: 2 }] }).scoreInfoList;
    expect(plain).not.toHaveProperty("resource_name", expect.anything());
    expect(plain?.message_labels).toBeUndefined();
  });

  it("drops extra fields, null items and URLs a page must not load; keeps HTML as text", () => {
    const read = readReviewPage({
      ...page,
      scoreInfoList: [
        null,
        review({
          extra: "x",
          content: HTML,
          from_user_name: HTML,
          from_user_url: "javascript:alert(1)",
          images: ["data:text/html,<script>alert(1)</script>", "/files/a.png", null],
          replyList: [{ id: 2, content: HTML, from_user_url: " https://cdn.example/r.png ", surprise: 1 }],
        }),
      ],
    });
    expect(read.scoreInfoList).toHaveLength(1);
    const [one] = read.scoreInfoList;
    expect(one).not.toHaveProperty("extra");
    expect(one!.content).toBe(HTML);
    expect(one!.from_user_name).toBe(HTML);
    expect(one!.from_user_url).toBe("");
    expect(one!.images).toEqual(["/files/a.png"]);
    expect(one!.replyList).toEqual([
      { id: 2, commentId: 7, content: HTML, userName: "", from_user_url: "https://cdn.example/r.png", role: "learner", createdTime: "", modifiedTime: "" },
    ]);
  });

  it("takes 1/0 and true/false alike for flags", () => {
    const [one] = readReviewPage({ scoreInfoList: [review({ isTop: true, isHidden: 1, isLiked: 0, isMe: 1 })] }).scoreInfoList;
    expect(one).toMatchObject({ isTop: 1, isHidden: 1, isLiked: false, isMe: true });
  });

  it.each([
    ["the list is an object", { scoreInfoList: { 0: review() } }],
    ["a review without id", { scoreInfoList: [review({ id: undefined })] }],
    ["a review without score", { scoreInfoList: [review({ score: null })] }],
    ["a score out of range", { scoreInfoList: [review({ score: 0 })] }],
    ["an id as text", { scoreInfoList: [review({ id: "7" })] }],
    ["content as a number", { scoreInfoList: [review({ content: 5 })] }],
    ["a flag as text", { scoreInfoList: [review({ isTop: "1" })] }],
    ["replies as text", { scoreInfoList: [review({ replyList: "none" })] }],
    ["a reply without id", { scoreInfoList: [review({ replyList: [{ content: "x" }] })] }],
    ["an image as a number", { scoreInfoList: [review({ images: [1] })] }],
    ["hasMore as text", { hasMore: "no" }],
    ["totalCount as text", { totalCount: "1" }],
    ["a cursor as a number", { nextCursor: 5 }],
  ])("refuses a page where %s", (_name, data) => {
    expect(() => readReviewPage(data)).toThrow(MalformedAnswerError);
    expect(() => readMyMessagesPage(data)).toThrow(MalformedAnswerError);
  });
});

describe("score/configList", () => {
  const tag = { id: 1, code: "s5-clear", message: "Clear", score: 5, type: 0 };
  it.each([
    ["a complete answer", [tag], [tag]],
    ["empty data", null, []],
    ["items it cannot place (no type, unknown type, no score, a tag without code, null)", [{ ...tag, type: undefined }, { ...tag, type: 9 }, { ...tag, score: null }, { ...tag, code: undefined }, null, tag], [tag]],
    ["omitted id and code, extra fields", [{ message: "Tell us more", score: 1, type: 4, more: true }], [{ id: 0, code: "", message: "Tell us more", score: 1, type: 4 }]],
    ["items without a text to show", [{ ...tag, message: undefined }, { ...tag, message: "  " }, tag], [tag]],
    ["HTML in a message", [{ ...tag, message: HTML }], [{ ...tag, message: HTML }]],
  ])("reads %s", (_name, data, expected) => {
    expect(readConfigList(data)).toEqual(expected);
  });

  it.each([
    ["an object instead of a list", { items: [tag] }],
    ["a message as a number", [{ ...tag, message: 1 }]],
    ["a type as text", [{ ...tag, type: "0" }]],
    ["an item as text", ["tag"]],
  ])("refuses %s", (_name, data) => {
    expect(() => readConfigList(data)).toThrow(MalformedAnswerError);
  });
});

describe("score/myScore", () => {
  it.each([
    ["a rating", { id: 3, score: 4, marks: [{ code: "a", message: "A", isChoosed: true }], content: "ok" }, { id: 3, score: 4, marks: [{ code: "a", message: "A", isChoosed: true }], content: "ok" }],
    ["no rating (null)", null, null],
    ["no rating ({})", {}, null],
    ["omitted marks and content, extra fields", { score: 2, more: 1 }, { id: 0, score: 2, marks: [], content: "" }],
    ["a mark without text or choice", { score: 5, marks: [{ code: "a" }, null] }, { id: 0, score: 5, marks: [{ code: "a", message: "a", isChoosed: false }], content: "" }],
  ])("reads %s", (_name, data, expected) => {
    expect(readMyScore(data)).toEqual(expected);
  });

  it.each([
    ["a score as text", { score: "4" }],
    ["a score out of range", { score: 9 }],
    ["marks as an object", { score: 4, marks: {} }],
    ["a mark without code", { score: 4, marks: [{ message: "x" }] }],
    ["data as a list", [{ score: 4 }]],
  ])("refuses %s", (_name, data) => {
    expect(() => readMyScore(data)).toThrow(MalformedAnswerError);
  });
});

describe("answers to writes: what cannot be read is unknown, never an error", () => {
  const sent = { resourceId: "course-intro", score: 4, content: " Clear ", message: "s4-good-pace", resourceType: "course" };

  it("giveScore: the saved review; what it omits is what was sent; null when it names no review", () => {
    expect(readSavedReview(review(), sent)).toEqual(review());
    expect(readSavedReview({ id: 9, content: null, likeCount: 2 }, sent)).toMatchObject({
      id: 9, score: 4, content: "Clear", message: "s4-good-pace", resource_id: "course-intro", resource_type: "course", likeCount: 2,
    });
    for (const data of [null, undefined, {}, { score: 4 }, "saved", [], { id: "x", score: 4 }, review({ content: 3 })]) expect(readSavedReview(data, sent)).toBeNull();
  });

  it("liked: the state after the call, each part null when unreadable", () => {
    expect(readLikeResult({ resource_id: 7, isLiked: true, likeCount: 4, extra: 1 })).toEqual({ isLiked: true, likeCount: 4 });
    expect(readLikeResult({ isLiked: "yes", likeCount: -2 })).toEqual({ isLiked: null, likeCount: null });
    for (const data of [null, undefined, {}, [], 5]) expect(readLikeResult(data)).toEqual({ isLiked: null, likeCount: null });
  });

  it("top, unTop, hidden, unHidden: the flags, each null when unreadable", () => {
    expect(readReviewFlags({ id: 7, isTop: 1, isHidden: false })).toEqual({ isTop: 1, isHidden: 0 });
    expect(readReviewFlags({ isTop: "1" })).toEqual({ isTop: null, isHidden: null });
    for (const data of [null, {}, "ok"]) expect(readReviewFlags(data)).toEqual({ isTop: null, isHidden: null });
  });

  it("addReply: the reply; what it omits is what was sent; null when it names no reply", () => {
    const body = { commentId: 7, content: " Thanks " };
    expect(readNewReply({ id: 4, content: "Thanks!", role: "admin" }, body)).toEqual({
      id: 4, commentId: 7, content: "Thanks!", userName: "", from_user_url: "", role: "admin", createdTime: "", modifiedTime: "",
    });
    expect(readNewReply({ id: 4, content: null }, body)).toMatchObject({ id: 4, commentId: 7, content: "Thanks" });
    for (const data of [null, {}, { content: "no id" }, { id: 4, content: 5 }, { id: "4" }, []]) expect(readNewReply(data, body)).toBeNull();
  });

  it("updateReply: the saved text and time, each null when unreadable", () => {
    expect(readUpdatedReply({ id: 4, content: "New", modifiedTime: "2026-01-01T00:00:00Z" })).toEqual({ content: "New", modifiedTime: "2026-01-01T00:00:00Z" });
    expect(readUpdatedReply({ content: 1 })).toEqual({ content: null, modifiedTime: null });
    expect(readUpdatedReply(null)).toEqual({ content: null, modifiedTime: null });
  });
});
