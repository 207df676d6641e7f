import { INVALID_CHAR_CASES, SERVER_TEXT_CASES } from "@sxz/contract/rule-cases";
import { REVIEW_LIMITS } from "@sxz/contract";
import { describe, expect, it } from "vitest";
import { call, demoSuite, SCORE } from "../support/api";

const suite = demoSuite();
const give = (content: string) =>
  call(suite.server, "POST", `${SCORE}/giveScore`, {
    token: suite.learner,
    body: { resourceId: "res-text-rule", score: 4, content },
  });

// The shared text rule's tables, run through the real server's giveScore (the widget checks the same rule).
describe("the text rule in the server", () => {
  it.each(INVALID_CHAR_CASES)(
    "[RW-VAL-6] a review with %s (%j) is refused as invalid: %s",
    async (_name, text, invalid) => {
      const answer = await give(`ok ${text} ok`);
      expect(answer.status).toBe(invalid ? 400 : 200);
      expect(invalid ? answer.body.message : answer.body.data.content).toBe(
        invalid ? "Comment contains invalid chars" : `ok ${text} ok`,
      );
    },
  );

  const reviewCases = SERVER_TEXT_CASES.filter(([, , max]) => max === REVIEW_LIMITS.contentMax);
  it.each(reviewCases)("[RW-VAL-4] [RW-VAL-6] a review %s", async (_name, sent, _max, expected) => {
    const answer = await give(sent);
    const messages = {
      "invalid-chars": "Comment contains invalid chars",
      "too-long": "You can enter 200 character(s) at most",
    };
    expect({
      status: answer.status,
      outcome: answer.status === 200 ? answer.body.data.content : answer.body.message,
    }).toEqual(
      expected.ok ? { status: 200, outcome: expected.text } : { status: 400, outcome: messages[expected.problem] },
    );
  });
});
