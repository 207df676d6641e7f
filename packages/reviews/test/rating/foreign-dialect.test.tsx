import { afterEach, describe, expect, it } from "vitest";
import { configure, screen, waitFor, within } from "@testing-library/react";
import type { RequestConfig, RequestFunction } from "../../src/api/request";
import { ratingSuite, requestAs, seedRatings } from "./real-server";
import { renderWidget } from "./render-widget";
import { watchUncaughtErrors } from "./malformed-answers";

// The widget in front of a backend that speaks the other legal dialect of the spec: ids as text (digits, 64-bit
// digits, prefixed, UUIDs), figures and flags as digits, times as epoch milliseconds, success as "200" or 0,
// extra fields, and one bad record (a score of 9) in a page of ten. The answers are the real server's, rewritten
// on their way to the widget; the widget's calls are recorded as it sent them, then translated back to the real
// server's ids, so a like that goes through proves the widget sent the id exactly as the answer wrote it.

configure({ asyncUtilTimeout: 8000 });

const world = ratingSuite();
afterEach(() => localStorage.clear());
const watched = watchUncaughtErrors();

const SCORE = "/api/universal/v1/score";
const LIKED = "/api/universal/v1/liked";

interface IdSpelling {
  name: string;
  review(id: number): string | number;
  reply(id: number): string | number;
  /** What the real server is sent for a spelled id; anything else as it is. */
  back(value: unknown): unknown;
}

const pad = (id: number, width: number) => String(id).padStart(width, "0");
const spelledBy = (
  name: string,
  review: (id: number) => string,
  reply: (id: number) => string,
  pattern: RegExp,
): IdSpelling => ({
  name,
  review,
  reply,
  back: (value) => {
    const match = typeof value === "string" ? pattern.exec(value) : null;
    return match ? Number(match[1]) : value;
  },
});

const SPELLINGS: IdSpelling[] = [
  // Sent to the real server as written: its number policy reads digits as the number.
  { name: "digits as text", review: (id) => String(id), reply: (id) => String(id), back: (value) => value },
  spelledBy(
    "64-bit digits",
    (id) => `17900000000${pad(id, 8)}`,
    (id) => `17910000000${pad(id, 8)}`,
    /^179[01]0000000(\d{8})$/,
  ),
  spelledBy(
    "prefixed text",
    (id) => `rv-${id}`,
    (id) => `rp-${id}`,
    /^r[vp]-(\d+)$/,
  ),
  spelledBy(
    "UUIDs",
    (id) => `7d1e0c52-0000-4000-8000-${pad(id, 12)}`,
    (id) => `7d1e0c52-0000-4000-9000-${pad(id, 12)}`,
    /^7d1e0c52-0000-4000-[89]000-(\d{12})$/,
  ),
];

type Json = Record<string, unknown>;

/** A review as the other backend writes it; the seventh of a page gets a score of 9. */
function foreignReview(review: Json, ids: IdSpelling, bad: boolean): Json {
  const replies = (review.replyList as Json[] | undefined) ?? [];
  return {
    ...review,
    id: ids.review(review.id as number),
    score: bad ? 9 : String(review.score),
    likeCount: String(review.likeCount),
    isTop: String(review.isTop),
    isHidden: review.isHidden ? "1" : "0",
    isLiked: review.isLiked ? 1 : 0,
    created_time: Date.parse(review.created_time as string),
    resource_id: null,
    replyList: replies.map((reply) => ({
      ...reply,
      id: ids.reply(reply.id as number),
      commentId: ids.review(reply.commentId as number),
      createdTime: Date.parse(reply.createdTime as string) / 1000,
      tenant: "acme",
    })),
    tenant_code: "acme",
  };
}

function foreignData(url: string, data: unknown, ids: IdSpelling): unknown {
  if (data === null || typeof data !== "object") return data;
  const record = data as Json;
  if (url === `${SCORE}/queryMessages` || url === `${SCORE}/scoreList`) {
    const list = (record.scoreInfoList as Json[]).map((review, index) => foreignReview(review, ids, index === 6));
    return {
      ...record,
      avgScore: String(record.avgScore),
      totalCount: String(record.totalCount),
      hasMore: record.hasMore ? "1" : "0",
      scoreInfoList: list,
      pageInfo: { size: 10 },
    };
  }
  if (url === `${SCORE}/general`) {
    return {
      ...record,
      avgScore: String(record.avgScore),
      totalCount: String(record.totalCount),
      commenterCount: String(record.commenterCount),
      recommendedValue: String(record.recommendedValue),
    };
  }
  if (url === `${SCORE}/queryMsgCountProportions`) {
    return {
      total: String(record.total),
      result: (record.result as Json[]).map((row) => ({ score: String(row.score), count: String(row.count) })),
    };
  }
  if (url === `${SCORE}/addReply`)
    return {
      ...record,
      id: ids.reply(record.id as number),
      commentId: ids.review(record.commentId as number),
      createdTime: Date.parse(record.createdTime as string),
    };
  if ([`${SCORE}/top`, `${SCORE}/unTop`, `${SCORE}/hidden`, `${SCORE}/unHidden`].includes(url))
    return { id: ids.review(record.id as number), isTop: String(record.isTop), isHidden: String(record.isHidden) };
  if (url === LIKED)
    return {
      ...record,
      resource_id: ids.review(record.resource_id as number),
      isLiked: record.isLiked ? "1" : "0",
      likeCount: String(record.likeCount),
    };
  return data;
}

/**
 * The real server behind the other dialect: what the widget sends is recorded as sent, then the ids are put back
 * into the real server's spelling; successful answers come back rewritten, with "200" or 0 as their code.
 */
function foreignBackend(real: RequestFunction, ids: IdSpelling): { request: RequestFunction; sent: RequestConfig[] } {
  const sent: RequestConfig[] = [];
  let answers = 0;
  return {
    sent,
    request: async (config) => {
      sent.push(structuredClone(config));
      const params =
        config.params &&
        Object.fromEntries(
          Object.entries(config.params).map(([key, value]) => [
            key,
            key === "commentId" || key === "replyId" ? (ids.back(value) as string) : value,
          ]),
        );
      const data =
        config.data && typeof config.data === "object"
          ? Object.fromEntries(
              Object.entries(config.data).map(([key, value]) => [
                key,
                ["resource_id", "commentId", "id"].includes(key) ? ids.back(value) : value,
              ]),
            )
          : config.data;
      const response = await real({ ...config, params, data });
      const body = response.data as { code?: unknown; data?: unknown } | null;
      if (!body || body.code !== 200) return response;
      answers += 1;
      return {
        ...response,
        data: {
          ...body,
          code: answers % 2 ? "200" : 0,
          data: foreignData(config.url, body.data, ids),
          requestId: `r-${answers}`,
        },
      };
    },
  };
}

const cards = () => screen.queryAllByRole("article");

describe("the widget in front of a backend with the other legal answers (real server, answers rewritten)", () => {
  let counter = 0;
  it.each(SPELLINGS)(
    "ids as $name: the summary, the total, nine cards of ten, and a like sends the id back exactly as written",
    async (ids) => {
      counter += 1;
      const resourceId = `foreign-${counter}`;
      await seedRatings(world.server, resourceId, [5, 4, 5, 3, 4, 5, 2, 4, 5, 1]);
      const real = await requestAs(world.server, "learner");
      const { request, sent } = foreignBackend(real, ids);
      const view = renderWidget({ request, resourceId, moduleId: "course", isModal: false });
      try {
        // Nine cards: the record with a score of 9 is left out, the others are shown.
        await waitFor(() => expect(cards()).toHaveLength(9));
        const region = await screen.findByRole("region", { name: /^Reviews/ });
        expect(within(region).getByRole("heading", { level: 2 })).toHaveTextContent("10 reviews");
        expect(screen.getByText("3.8")).toBeInTheDocument();
        // Epoch times shown through the one formatter.
        expect(region).not.toHaveTextContent(/Invalid Date|NaN|1970/);
        expect(within(cards()[0]!).getByText(/ago|now/)).toBeInTheDocument();

        // Reported once, to the host: which record and why.
        const page = sent.find((call) => call.url === `${SCORE}/queryMessages`)!;
        expect(page).toBeDefined();
        const dropped = view.eventsNamed("answerDropped");
        expect(dropped).toHaveLength(1);
        expect(dropped[0]!.url).toBe(`${SCORE}/queryMessages`);
        expect(dropped[0]!.dropped).toEqual([
          { path: "reviews.scoreInfoList", index: 6, id: expect.anything(), reason: expect.stringContaining("score") },
        ]);
        const badId = dropped[0]!.dropped[0]!.id!;
        expect(document.getElementById(`sxz-review-${badId}`)).toBeNull();

        // Like the first card: the call names the review exactly as the answer wrote it, and the server took it.
        const first = cards()[0]!;
        const spelled = first.id.replace(/^sxz-review-/, "");
        await view.user.click(within(first).getByRole("button", { name: /^Like/ }));
        expect(await screen.findByText("Liked")).toBeInTheDocument();
        const like = sent.find((call) => call.url === LIKED)!;
        const expected = ids.review(Number(ids.back(spelled)));
        expect((like.data as { resource_id: unknown }).resource_id).toStrictEqual(expected);
        const check = await real({
          method: "GET",
          url: `${SCORE}/queryMessages`,
          params: { resourceId, page: 1, pageSize: 10 },
        });
        const liked = (
          check.data as { data: { scoreInfoList: { id: number; isLiked: boolean }[] } }
        ).data.scoreInfoList.find((review) => String(review.id) === String(ids.back(spelled)));
        expect(liked?.isLiked).toBe(true);
        expect(watched.errors).toEqual([]);
      } finally {
        view.unmount();
      }
    },
  );

  it.each(SPELLINGS.slice(0, 2))(
    "ids as $name: pin, reply and edit the reply name the review and the reply exactly as written",
    async (ids) => {
      counter += 1;
      const resourceId = `foreign-${counter}`;
      await seedRatings(world.server, resourceId, [5, 4]);
      const { request, sent } = foreignBackend(await requestAs(world.server, "admin"), ids);
      const view = renderWidget({ request, resourceId, moduleId: "course", isModal: false, isAdmin: true });
      try {
        await waitFor(() => expect(cards()).toHaveLength(2));
        const card = cards()[0]!;
        const spelled = ids.review(Number(ids.back(card.id.replace(/^sxz-review-/, ""))));
        await view.user.click(within(card).getByRole("button", { name: "More actions" }));
        await view.user.click(await screen.findByRole("menuitem", { name: "Pin to top" }));
        expect(await screen.findByText("Pinned to top")).toBeInTheDocument();
        expect(sent.find((call) => call.url === `${SCORE}/top`)?.params).toStrictEqual({ commentId: spelled });

        await view.user.click(within(card).getByRole("button", { name: "Reply" }));
        // The reply editor is a part loaded on first use.
        await view.user.type(await within(card).findByRole("textbox", { name: "Your reply" }), "Thanks for writing");
        await view.user.click(within(card).getByRole("button", { name: "Post" }));
        expect(await screen.findByText("Reply posted")).toBeInTheDocument();
        expect(
          (sent.find((call) => call.url === `${SCORE}/addReply`)?.data as { commentId: unknown }).commentId,
        ).toStrictEqual(spelled);

        const replies = within(card).getByRole("list", { name: "Replies" });
        await view.user.click(within(replies).getByRole("button", { name: "Edit reply" }));
        const area = await within(replies).findByRole("textbox", { name: "Edit the reply" });
        await view.user.clear(area);
        await view.user.type(area, "Edited reply");
        await view.user.click(within(replies).getByRole("button", { name: "Post" }));
        expect(await screen.findByText("Saved")).toBeInTheDocument();
        const edit = sent.find((call) => call.url === `${SCORE}/updateReply`)?.data as {
          commentId: unknown;
          id: unknown;
        };
        expect(edit.commentId).toStrictEqual(spelled);
        // The reply's id as the addReply answer spelled it.
        expect(typeof edit.id).toBe("string");
        expect(edit.id).toStrictEqual(ids.reply(Number(ids.back(edit.id))));
        await waitFor(() => expect(replies).toHaveTextContent("Edited reply"));
        expect(watched.errors).toEqual([]);
      } finally {
        view.unmount();
      }
    },
  );
});
