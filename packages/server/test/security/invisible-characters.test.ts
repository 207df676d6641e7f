import { describe, expect, it } from "vitest";
import { ApiCode } from "@sxz/contract";
import { matchingForm } from "../../src/domain/reviews/matching-form";
import { call, demoSuite, query, SCORE } from "../support/api";

const suite = demoSuite();

/** "casino" (a seeded default word) with something invisible inside, as an attacker would send it. */
const DISGUISED = {
  "soft hyphen": "cas\u00ADino",
  "zero-width space": "ca\u200Bsino",
  "zero-width non-joiner": "cas\u200Cino",
  "word joiner": "casi\u2060no",
  "variation selector": "casi\uFE0Fno",
  "supplementary variation selector": "c\u{E0100}asino",
  "tag characters": "cas\u{E0069}\u{E006E}ino",
  "Mongolian vowel separator": "ca\u180Esino",
  "Hangul filler": "casin\u3164o",
  "combining grapheme joiner": "ca\u034Fsino",
  "left-to-right mark": "cas\u200Eino",
  "full-width and soft hyphen": "ｃａｓ\u00ADｉｎｏ",
} as const;

const give = (content: string) =>
  call(suite.server, "POST", `${SCORE}/giveScore`, {
    token: suite.learner,
    body: { resourceId: "invisible-words", score: 4, content },
  });
const check = (content: string) =>
  call(suite.server, "POST", "/api/common/api/moderation/v1/content", { token: suite.learner, body: { content } });

describe("invisible characters do not hide a sensitive word", () => {
  it("[RW-VAL-8] the matching form strips default-ignorable code points and folds NFKC variants", () => {
    for (const [name, text] of Object.entries(DISGUISED))
      expect(matchingForm(`best ${text} deals`), name).toBe("bestcasinodeals");
    expect(matchingForm("Ｃ Ａ Ｓ Ｉ Ｎ Ｏ")).toBe("casino");
  });

  it.each(Object.entries(DISGUISED))(
    "[RW-VAL-8] a review with %s inside the word is refused (901100002)",
    async (_name, text) => {
      const answer = await give(`Great ${text} night`);
      expect(answer.body).toMatchObject({ code: ApiCode.SENSITIVE_CONTENT, data: null });
    },
  );

  it.each(Object.entries(DISGUISED))("[RW-API-7] the content check blocks %s inside the word", async (_name, text) => {
    expect((await check(`Great ${text} night`)).body.data).toEqual({ message: "block" });
  });

  it("[RW-VAL-8] replies (added and edited) are checked the same way", async () => {
    const review = await call(suite.server, "POST", `${SCORE}/giveScore`, {
      token: suite.learner2,
      body: { resourceId: "invisible-replies", score: 5, content: "Clean text" },
    });
    const commentId = review.body.data.id as number;
    for (const text of Object.values(DISGUISED)) {
      const added = await call(suite.server, "POST", `${SCORE}/addReply`, {
        token: suite.admin,
        body: { commentId, content: `Try the ${text}` },
      });
      expect(added.body.code, JSON.stringify(text)).toBe(ApiCode.SENSITIVE_CONTENT);
    }
    const reply = await call(suite.server, "POST", `${SCORE}/addReply`, {
      token: suite.admin,
      body: { commentId, content: "Thanks" },
    });
    for (const text of Object.values(DISGUISED)) {
      const edited = await call(suite.server, "POST", `${SCORE}/updateReply`, {
        token: suite.admin,
        body: { commentId, id: reply.body.data.id, content: `Try the ${text}` },
      });
      expect(edited.body.code, JSON.stringify(text)).toBe(ApiCode.SENSITIVE_CONTENT);
    }
  });

  it("keeps the author's text as written: joiners and selectors that build emoji and full-width punctuation are stored unchanged", async () => {
    const written = "Coder 👩\u200D💻 and ❤\uFE0F — full-width：ＯＫ";
    const answer = await call(suite.server, "POST", `${SCORE}/giveScore`, {
      token: suite.learner,
      body: { resourceId: "invisible-kept", score: 5, content: written },
    });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.content).toBe(written);
    const listed = await call(suite.server, "GET", `${SCORE}/queryMessages?${query({ resourceId: "invisible-kept" })}`);
    expect(listed.body.data.scoreInfoList[0].content).toBe(written);
  });
});
