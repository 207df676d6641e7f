import { describe, expect, it } from "vitest";
import { MalformedAnswerError } from "./read-fields";
import { readNewReply, readSavedReview, readUpdatedReply } from "./score-writes";
import { readLikeResult, readReviewFlags } from "./card-writes";
import {
  readConfigList,
  readMyMessagesPage,
  readMyScore,
  readReviewPage,
  readScoreDistribution,
  readScoreGeneral,
} from "./scores";

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
  const full = {
    avgScore: 4.2,
    totalCount: 20,
    commenterCount: 20,
    recommendedValue: 0.9,
    shortCommentStatisticList: [{ shortComment: "Clear", code: "s5-clear", count: 3 }],
  };
  it.each([
    ["a complete answer", full, { ...full }],
    [
      "no shortCommentStatisticList (omitted when empty)",
      { ...full, shortCommentStatisticList: undefined },
      { ...full, shortCommentStatisticList: [] },
    ],
    [
      "null lists and figures",
      {
        avgScore: null,
        totalCount: null,
        commenterCount: null,
        recommendedValue: null,
        shortCommentStatisticList: null,
      },
      { avgScore: null, totalCount: null, commenterCount: null, recommendedValue: null, shortCommentStatisticList: [] },
    ],
    [
      "empty data (null)",
      null,
      { avgScore: null, totalCount: null, commenterCount: null, recommendedValue: null, shortCommentStatisticList: [] },
    ],
    [
      "empty data (absent)",
      undefined,
      { avgScore: null, totalCount: null, commenterCount: null, recommendedValue: null, shortCommentStatisticList: [] },
    ],
    [
      "empty data ({})",
      {},
      { avgScore: null, totalCount: null, commenterCount: null, recommendedValue: null, shortCommentStatisticList: [] },
    ],
    ["extra fields", { ...full, extra: { deep: true }, __proto__x: 1 }, { ...full }],
    [
      "a tag without its count or text",
      { ...full, shortCommentStatisticList: [{ code: "s5-clear" }, null] },
      { ...full, shortCommentStatisticList: [{ code: "s5-clear", shortComment: "s5-clear", count: null }] },
    ],
    [
      "HTML in strings is kept as text",
      { ...full, shortCommentStatisticList: [{ shortComment: HTML, code: HTML, count: 1 }] },
      { ...full, shortCommentStatisticList: [{ shortComment: HTML, code: HTML, count: 1 }] },
    ],
  ])("reads %s", (_name, data, expected) => {
    expect(readScoreGeneral(data)).toEqual(expected);
  });

  it.each([
    ["data is a list", []],
    ["data is a string", "ok"],
    ["the tag list is an object", { shortCommentStatisticList: {} }],
    ["a count is words", { totalCount: "twenty" }],
    ["a count in 64 bits", { totalCount: "1790000000000000001" }],
    ["a count is negative", { commenterCount: -1 }],
    ["a count is fractional", { totalCount: 1.5 }],
    ["the average is out of range", { avgScore: 7 }],
    ["the recommended value is a percentage", { recommendedValue: 90 }],
  ])("refuses %s", (_name, data) => {
    expect(() => readScoreGeneral(data)).toThrow(MalformedAnswerError);
  });

  it("says where the answer went wrong", () => {
    expect(() => readScoreGeneral({ commenterCount: "x" })).toThrow(
      "general.commenterCount should be a whole number of 0 or more",
    );
  });

  it("leaves out a tag it cannot read, keeps the others, and says which and why", () => {
    const dropped: unknown[] = [];
    const read = readScoreGeneral(
      {
        totalCount: 3,
        shortCommentStatisticList: [
          { code: "a", count: 1 },
          { code: "b", count: "x" },
          { shortComment: "no code" },
          3,
          { code: "c", count: "2" },
        ],
      },
      (one) => dropped.push(one),
    );
    expect(read.totalCount).toBe(3);
    expect(read.shortCommentStatisticList.map((tag) => [tag.code, tag.count])).toEqual([
      ["a", 1],
      ["c", 2],
    ]);
    expect(dropped).toEqual([
      {
        path: "general.shortCommentStatisticList",
        index: 1,
        reason: "malformed answer: general.shortCommentStatisticList[1].count should be a whole number of 0 or more",
      },
      {
        path: "general.shortCommentStatisticList",
        index: 2,
        reason: "malformed answer: general.shortCommentStatisticList[2].code should be a text",
      },
      {
        path: "general.shortCommentStatisticList",
        index: 3,
        reason: "malformed answer: general.shortCommentStatisticList[3] should be an object",
      },
    ]);
  });
});

describe("score/queryMsgCountProportions", () => {
  it.each([
    [
      "a complete answer",
      {
        result: [
          { score: 5, count: 2 },
          { score: 1, count: 0 },
        ],
        total: 2,
      },
      {
        result: [
          { score: 5, count: 2 },
          { score: 1, count: 0 },
        ],
        total: 2,
      },
    ],
    ["no result list", { total: 0 }, { result: [], total: 0 }],
    ["no total", { result: [{ score: 5, count: 2 }] }, { result: [{ score: 5, count: 2 }], total: null }],
    [
      "a row without count, a null row",
      { result: [{ score: 4 }, null], total: 3 },
      { result: [{ score: 4, count: null }], total: 3 },
    ],
    ["empty data", null, { result: [], total: null }],
    [
      "extra fields",
      { result: [{ score: 3, count: 1, label: "x" }], total: 1, other: [] },
      { result: [{ score: 3, count: 1 }], total: 1 },
    ],
  ])("reads %s", (_name, data, expected) => {
    expect(readScoreDistribution(data)).toEqual(expected);
  });

  it.each([
    ["result is an object", { result: { 5: 2 } }],
    ["total as words", { total: "two" }],
    ["data is a number", 5],
  ])("refuses %s", (_name, data) => {
    expect(() => readScoreDistribution(data)).toThrow(MalformedAnswerError);
  });

  it("leaves out a row without its star or with a star out of range, keeps the others", () => {
    const dropped: unknown[] = [];
    expect(
      readScoreDistribution(
        { result: [{ count: 2 }, { score: 6, count: 2 }, { score: "5", count: "2" }], total: "2" },
        (one) => dropped.push(one),
      ),
    ).toEqual({ result: [{ score: 5, count: 2 }], total: 2 });
    expect(dropped).toHaveLength(2);
  });
});

describe("score/queryMessages, scoreList and queryMyMessages", () => {
  const page = { avgScore: 4, totalCount: 1, scoreInfoList: [review()], hasMore: false, nextCursor: null };

  it("reads a complete page as it is", () => {
    expect(readReviewPage(page)).toEqual(page);
  });

  it("reads appliedFilter when sent: each part null when not applied; absent when not sent", () => {
    const read = readReviewPage({ ...page, appliedFilter: { scores: [1, "2"], q: ["video"], totalCount: "18" } });
    expect(read.appliedFilter).toEqual({ scores: [1, 2], q: ["video"], totalCount: 18 });
    expect(readReviewPage({ ...page, appliedFilter: { q: [] } }).appliedFilter).toEqual({
      scores: null,
      q: [],
      totalCount: null,
    });
    expect(readReviewPage(page).appliedFilter).toBeUndefined();
    expect(() => readReviewPage({ ...page, appliedFilter: { scores: "1,2" } })).toThrow(/appliedFilter\.scores/);
  });

  it("reads missing lists as empty and missing figures as unknown", () => {
    expect(readReviewPage({})).toEqual({
      avgScore: null,
      totalCount: null,
      scoreInfoList: [],
      hasMore: null,
      nextCursor: null,
    });
    expect(readReviewPage(null)).toEqual({
      avgScore: null,
      totalCount: null,
      scoreInfoList: [],
      hasMore: null,
      nextCursor: null,
    });
    expect(readMyMessagesPage({ scoreInfoList: null })).toEqual({
      totalCount: null,
      scoreInfoList: [],
      hasMore: null,
      nextCursor: null,
    });
  });

  it("fills a review's omitted fields: texts empty, flags off, replies none, like count unknown", () => {
    const [read] = readReviewPage({ scoreInfoList: [{ id: 9, score: 2 }] }).scoreInfoList;
    expect(read).toEqual({
      id: 9,
      score: 2,
      content: "",
      message: "",
      from_user_id: "",
      from_user_name: "",
      from_user_url: "",
      role: "learner",
      isMe: false,
      isLiked: false,
      likeCount: null,
      isTop: 0,
      isHidden: 0,
      showTime: "",
      created_time: "",
      resource_id: "",
      resource_type: "",
      replyList: [],
      images: [],
    });
  });

  it("[RW-2] queryMyMessages: reads each review's course name and tag texts when sent, and leaves them absent when not", () => {
    const [read] = readMyMessagesPage({
      scoreInfoList: [
        { id: 9, score: 2, resource_name: "Writing", message_labels: [{ code: "s5-clear", label: "Clear" }, null] },
      ],
    }).scoreInfoList;
    expect(read).toMatchObject({ resource_name: "Writing", message_labels: [{ code: "s5-clear", label: "Clear" }] });
    const [plain] = readMyMessagesPage({ scoreInfoList: [{ id: 9, score: 2 }] }).scoreInfoList;
    expect(plain).not.toHaveProperty("resource_name", expect.anything());
    expect(plain?.message_labels).toBeUndefined();
  });

  it("reads the author's recorded progress (verified learner) when sent, and leaves it absent when not or unreadable", () => {
    const page = readReviewPage({
      scoreInfoList: [
        { id: 1, score: 5, authorProgress: 100 },
        { id: 2, score: 4, authorProgress: "45" },
        { id: 3, score: 4, authorProgress: 99.6 },
        { id: 4, score: 3 },
        { id: 5, score: 3, authorProgress: null },
        { id: 6, score: 3, authorProgress: 140 },
        { id: 7, score: 3, authorProgress: "most of it" },
        { id: 8, score: 3, authorProgress: -1 },
      ],
    });
    // Every review stays: an unreadable trust claim is left out, never a reason to drop its review.
    expect(page.scoreInfoList.map((review) => [review.id, review.authorProgress])).toEqual([
      [1, 100],
      [2, 45],
      [3, 99],
      [4, undefined],
      [5, undefined],
      [6, undefined],
      [7, undefined],
      [8, undefined],
    ]);
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
      {
        id: 2,
        commentId: 7,
        content: HTML,
        userName: "",
        from_user_url: "https://cdn.example/r.png",
        role: "learner",
        createdTime: "",
        modifiedTime: "",
      },
    ]);
  });

  it("takes 1/0 and true/false alike for flags", () => {
    const [one] = readReviewPage({
      scoreInfoList: [review({ isTop: true, isHidden: 1, isLiked: 0, isMe: 1 })],
    }).scoreInfoList;
    expect(one).toMatchObject({ isTop: 1, isHidden: 1, isLiked: false, isMe: true });
  });

  it.each([
    ["the list is an object", { scoreInfoList: { 0: review() } }],
    ["hasMore as a word", { hasMore: "no" }],
    ["totalCount as words", { totalCount: "one" }],
    ["a cursor as a number", { nextCursor: 5 }],
  ])("refuses a page where %s", (_name, data) => {
    expect(() => readReviewPage(data)).toThrow(MalformedAnswerError);
    expect(() => readMyMessagesPage(data)).toThrow(MalformedAnswerError);
  });

  it.each([
    ["a review without id", review({ id: undefined }), undefined],
    ["an empty id", review({ id: "" }), undefined],
    ["an id past 2^53 as a JSON number (already changed by JSON.parse)", review({ id: 2 ** 53 + 2 }), undefined],
    ["a review without score", review({ score: null }), 7],
    ["a score out of range", review({ score: 0 }), 7],
    ["a score of 9", review({ score: 9 }), 7],
    ["content as a number", review({ content: 5 }), 7],
    ["a flag as a word", review({ isTop: "yes" }), 7],
    ["replies as text", review({ replyList: "none" }), 7],
    ["a review as a number", 12, undefined],
  ])("leaves out a review with %s, keeps the others and reports it once", (_name, bad, id) => {
    for (const read of [readReviewPage, readMyMessagesPage]) {
      const dropped: unknown[] = [];
      const page = read({ totalCount: 3, scoreInfoList: [review({ id: 1 }), bad, review({ id: 3 })] }, (one) =>
        dropped.push(one),
      );
      expect(page.scoreInfoList.map((one) => one.id)).toEqual([1, 3]);
      expect(page.totalCount).toBe(3);
      expect(dropped).toEqual([
        {
          path: expect.stringMatching(/\.scoreInfoList$/),
          index: 1,
          ...(id === undefined ? {} : { id }),
          reason: expect.stringContaining("scoreInfoList[1]"),
        },
      ]);
    }
  });

  it("leaves out a reply or an image it cannot read and keeps the review", () => {
    const dropped: unknown[] = [];
    const [one] = readReviewPage(
      {
        scoreInfoList: [
          review({ replyList: [{ content: "no id" }, { id: "r-2", content: "ok" }], images: [1, "/files/a.png"] }),
        ],
      },
      (record) => dropped.push(record),
    ).scoreInfoList;
    expect(one!.replyList.map((reply) => reply.id)).toEqual(["r-2"]);
    expect(one!.images).toEqual(["/files/a.png"]);
    expect(dropped).toEqual([
      { path: "reviews.scoreInfoList[0].replyList", index: 0, reason: expect.stringContaining("replyList[0].id") },
      { path: "reviews.scoreInfoList[0].images", index: 0, reason: expect.stringContaining("images[0]") },
    ]);
  });
});

describe("score/configList", () => {
  const tag = { id: 1, code: "s5-clear", message: "Clear", score: 5, type: 0 };
  it.each([
    ["a complete answer", [tag], [tag]],
    ["empty data", null, []],
    [
      "items it cannot place (no type, unknown type, no score, a tag without code, null)",
      [
        { ...tag, type: undefined },
        { ...tag, type: 9 },
        { ...tag, score: null },
        { ...tag, code: undefined },
        null,
        tag,
      ],
      [tag],
    ],
    [
      "omitted id and code, extra fields",
      [{ message: "Tell us more", score: 1, type: 4, more: true }],
      [{ id: 0, code: "", message: "Tell us more", score: 1, type: 4 }],
    ],
    ["items without a text to show", [{ ...tag, message: undefined }, { ...tag, message: "  " }, tag], [tag]],
    ["HTML in a message", [{ ...tag, message: HTML }], [{ ...tag, message: HTML }]],
  ])("reads %s", (_name, data, expected) => {
    expect(readConfigList(data)).toEqual(expected);
  });

  it.each([
    ["an object instead of a list", { items: [tag] }],
    ["a number for a list", 5],
  ])("refuses %s", (_name, data) => {
    expect(() => readConfigList(data)).toThrow(MalformedAnswerError);
  });

  it("leaves out items it cannot read (a message as a number, a score of 9, an item as text), reports them, keeps the others", () => {
    const dropped: unknown[] = [];
    const read = readConfigList(
      [{ ...tag, message: 1 }, { ...tag, id: "c-2", score: 9 }, "tag", { ...tag, id: "c-4", type: "0", score: "5" }],
      (one) => dropped.push(one),
    );
    expect(read).toEqual([{ ...tag, id: "c-4" }]);
    expect(dropped).toEqual([
      { path: "configList", index: 0, id: 1, reason: "malformed answer: configList[0].message should be a string" },
      {
        path: "configList",
        index: 1,
        id: "c-2",
        reason: "malformed answer: configList[1].score should be a whole number from 0 to 5",
      },
      { path: "configList", index: 2, reason: "malformed answer: configList[2] should be an object" },
    ]);
  });
});

describe("score/myScore", () => {
  it.each([
    [
      "a rating",
      { id: 3, score: 4, marks: [{ code: "a", message: "A", isChoosed: true }], content: "ok" },
      { id: 3, score: 4, marks: [{ code: "a", message: "A", isChoosed: true }], content: "ok" },
    ],
    ["no rating (null)", null, null],
    ["no rating ({})", {}, null],
    ["omitted marks and content, extra fields", { score: 2, more: 1 }, { id: 0, score: 2, marks: [], content: "" }],
    [
      "a mark without text or choice",
      { score: 5, marks: [{ code: "a" }, null] },
      { id: 0, score: 5, marks: [{ code: "a", message: "a", isChoosed: false }], content: "" },
    ],
    [
      "a mark without code (left out)",
      { id: "m-1", score: "4", marks: [{ message: "x" }, { code: "b", isChoosed: "1" }] },
      { id: "m-1", score: 4, marks: [{ code: "b", message: "b", isChoosed: true }], content: "" },
    ],
  ])("reads %s", (_name, data, expected) => {
    expect(readMyScore(data)).toEqual(expected);
  });

  it.each([
    ["a score as a word", { score: "four" }],
    ["a score out of range", { score: 9 }],
    ["marks as an object", { score: 4, marks: {} }],
    ["data as a list", [{ score: 4 }]],
  ])("refuses %s", (_name, data) => {
    expect(() => readMyScore(data)).toThrow(MalformedAnswerError);
  });
});

describe("answers to writes: what cannot be read is unknown, never an error", () => {
  const sent = {
    resourceId: "course-intro",
    score: 4,
    content: " Clear ",
    message: "s4-good-pace",
    resourceType: "course",
  };

  it("giveScore: the saved review; what it omits is what was sent; null when it names no review", () => {
    expect(readSavedReview(review(), sent)).toEqual(review());
    expect(readSavedReview({ id: 9, content: null, likeCount: 2 }, sent)).toMatchObject({
      id: 9,
      score: 4,
      content: "Clear",
      message: "s4-good-pace",
      resource_id: "course-intro",
      resource_type: "course",
      likeCount: 2,
    });
    for (const data of [null, undefined, {}, { score: 4 }, "saved", [], { id: {}, score: 4 }, review({ content: 3 })])
      expect(readSavedReview(data, sent)).toBeNull();
  });

  it("liked: the state after the call, each part null when unreadable", () => {
    expect(readLikeResult({ resource_id: 7, isLiked: true, likeCount: 4, extra: 1 })).toEqual({
      isLiked: true,
      likeCount: 4,
    });
    expect(readLikeResult({ isLiked: "yes", likeCount: -2 })).toEqual({ isLiked: null, likeCount: null });
    for (const data of [null, undefined, {}, [], 5])
      expect(readLikeResult(data)).toEqual({ isLiked: null, likeCount: null });
  });

  it("top, unTop, hidden, unHidden: the flags, each null when unreadable", () => {
    expect(readReviewFlags({ id: 7, isTop: 1, isHidden: false })).toEqual({ isTop: 1, isHidden: 0 });
    expect(readReviewFlags({ isTop: "yes" })).toEqual({ isTop: null, isHidden: null });
    expect(readReviewFlags({ isTop: "1", isHidden: "0" })).toEqual({ isTop: 1, isHidden: 0 });
    for (const data of [null, {}, "ok"]) expect(readReviewFlags(data)).toEqual({ isTop: null, isHidden: null });
  });

  it("addReply: the reply; what it omits is what was sent; null when it names no reply", () => {
    const body = { commentId: 7, content: " Thanks " };
    expect(readNewReply({ id: 4, content: "Thanks!", role: "admin" }, body)).toEqual({
      id: 4,
      commentId: 7,
      content: "Thanks!",
      userName: "",
      from_user_url: "",
      role: "admin",
      createdTime: "",
      modifiedTime: "",
    });
    expect(readNewReply({ id: 4, content: null }, body)).toMatchObject({ id: 4, commentId: 7, content: "Thanks" });
    for (const data of [null, {}, { content: "no id" }, { id: 4, content: 5 }, { id: "" }, []])
      expect(readNewReply(data, body)).toBeNull();
  });

  it("updateReply: the saved text and time, each null when unreadable", () => {
    expect(readUpdatedReply({ id: 4, content: "New", modifiedTime: "2026-01-01T00:00:00Z" })).toEqual({
      content: "New",
      modifiedTime: "2026-01-01T00:00:00Z",
    });
    expect(readUpdatedReply({ content: 1 })).toEqual({ content: null, modifiedTime: null });
    expect(readUpdatedReply(null)).toEqual({ content: null, modifiedTime: null });
  });
});
