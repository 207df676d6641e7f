import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import {
  AddReplyBody, AddReplyResponse, CommentIdQuery, ConfigListQuery, ConfigListResponse, GiveScoreBody, GiveScoreResponse,
  LikeBody, LikeResponse, MyMessagesPageResponse, MyScoreQuery, MyScoreResponse, QueryMessagesQuery, QueryMyMessagesQuery,
  ReplyIdQuery, ResourceQuery, ReviewFlagsResponse, ReviewIdParams, ReviewPageResponse, ScoreDistributionResponse,
  ScoreEmptyResponse, ScoreGeneralResponse, SensitiveWords, SensitiveWordsResponse, UpdateReplyBody, UpdateReplyResponse,
} from "@sxz/contract";
import { ok } from "../http/envelope";
import { requestLanguage } from "../i18n/messages";
import { requireAdmin, requireUser } from "../plugins/authenticate";
import { configItems, parseTypes } from "../domain/reviews/config-items";
import { giveScore } from "../domain/reviews/give-score";
import { publicOrigin } from "../public-origin";
import { acceptReviewImages } from "../domain/reviews/review-images";
import type { ImageOrigin } from "../domain/reviews/review-images";
import { setLike } from "../domain/reviews/likes";
import { listMyReviews, listReviews } from "../domain/reviews/list-reviews";
import { deleteReview, setHidden, setPinned } from "../domain/reviews/moderation-actions";
import { myScore } from "../domain/reviews/my-score";
import { addReply, deleteReply, updateReply } from "../domain/reviews/replies";
import { viewerOf } from "../domain/reviews/score-info";
import { listSensitiveWords, replaceSensitiveWords } from "../domain/reviews/sensitive-words";
import { scoreDistribution, scoreGeneral } from "../domain/reviews/statistics";

const PREFIX = "/api/universal/v1/score";
const tags = ["reviews"];
const bearer = [{ bearer: [] }];

const languageOf = (request: FastifyRequest) => requestLanguage(request.headers, request.query);

/** The rating and review calls of review-widget.md §7, plus configList, myScore and the sensitive-word list. */
export const reviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;
  // Review images are files of this server, linked on its public origin (never on the request's Host header).
  const linksOf = (request: FastifyRequest): ImageOrigin => ({ baseUrl: publicOrigin(request, app.config), secret: app.config.tokenKeys });

  app.post(`${PREFIX}/giveScore`, { schema: { tags, security: bearer, body: GiveScoreBody, response: { 200: GiveScoreResponse } } }, async (request) => {
    const auth = requireUser(request);
    const images = await acceptReviewImages(db, auth, request.body.images, linksOf(request));
    return ok(request, await giveScore(db, auth, request.body, languageOf(request), linksOf(request), images));
  });

  for (const path of ["queryMessages", "scoreList"]) {
    app.get(`${PREFIX}/${path}`, { schema: { tags, querystring: QueryMessagesQuery, response: { 200: ReviewPageResponse } } }, async (request) =>
      ok(request, await listReviews(db, request.query, viewerOf(request.auth), linksOf(request))),
    );
  }

  app.get(
    `${PREFIX}/queryMyMessages`,
    { schema: { tags, security: bearer, querystring: QueryMyMessagesQuery, response: { 200: MyMessagesPageResponse } } },
    async (request) => {
      const auth = requireUser(request);
      return ok(request, await listMyReviews(db, request.query, { ...viewerOf(auth), userId: auth.userId }, linksOf(request)));
    },
  );

  app.get(`${PREFIX}/queryMsgCountProportions`, { schema: { tags, querystring: ResourceQuery, response: { 200: ScoreDistributionResponse } } }, async (request) =>
    ok(request, await scoreDistribution(db, request.query.resourceId)),
  );

  app.get(`${PREFIX}/general`, { schema: { tags, querystring: ResourceQuery, response: { 200: ScoreGeneralResponse } } }, async (request) =>
    ok(request, await scoreGeneral(db, request.query.resourceId, request.query.moduleId, languageOf(request))),
  );

  app.get(`${PREFIX}/configList`, { schema: { tags, querystring: ConfigListQuery, response: { 200: ConfigListResponse } } }, async (request) =>
    ok(
      request,
      await configItems(db, languageOf(request), {
        moduleId: request.query.moduleId,
        isNew: request.query.isNew,
        types: parseTypes(request.query.type),
      }),
    ),
  );

  // Anonymous visitors have no rating: null, like a user who has not rated.
  app.get(`${PREFIX}/myScore`, { schema: { tags, querystring: MyScoreQuery, response: { 200: MyScoreResponse } } }, async (request) =>
    ok(
      request,
      request.auth
        ? await myScore(db, { ...viewerOf(request.auth), userId: request.auth.userId }, request.query.resourceId, request.query.moduleId, languageOf(request))
        : null,
    ),
  );

  app.get(`${PREFIX}/deleteScore/:id`, { schema: { tags, security: bearer, params: ReviewIdParams, response: { 200: ScoreEmptyResponse } } }, async (request) => {
    await deleteReview(db, requireUser(request), request.params.id);
    return ok(request, null);
  });

  app.post("/api/universal/v1/liked", { schema: { tags, security: bearer, body: LikeBody, response: { 200: LikeResponse } } }, async (request) => {
    const auth = requireUser(request);
    return ok(request, await setLike(db, auth.userId, request.body.resource_id, request.body.like_flag === 1));
  });

  const flagRoutes = [
    ["top", (auth, id) => setPinned(db, auth, id, true)],
    ["unTop", (auth, id) => setPinned(db, auth, id, false)],
    ["hidden", (auth, id) => setHidden(db, auth, id, true)],
    ["unHidden", (auth, id) => setHidden(db, auth, id, false)],
  ] as const satisfies readonly (readonly [string, (auth: ReturnType<typeof requireAdmin>, id: number) => Promise<unknown>])[];
  for (const [path, action] of flagRoutes) {
    app.put(`${PREFIX}/${path}`, { schema: { tags, security: bearer, querystring: CommentIdQuery, response: { 200: ReviewFlagsResponse } } }, async (request) =>
      ok(request, await action(requireAdmin(request), request.query.commentId)),
    );
  }

  app.post(`${PREFIX}/addReply`, { schema: { tags, security: bearer, body: AddReplyBody, response: { 200: AddReplyResponse } } }, async (request) =>
    ok(request, await addReply(db, requireAdmin(request), request.body)),
  );
  app.post(`${PREFIX}/updateReply`, { schema: { tags, security: bearer, body: UpdateReplyBody, response: { 200: UpdateReplyResponse } } }, async (request) =>
    ok(request, await updateReply(db, requireAdmin(request), request.body)),
  );
  app.post(`${PREFIX}/deleteReply`, { schema: { tags, security: bearer, querystring: ReplyIdQuery, response: { 200: ScoreEmptyResponse } } }, async (request) => {
    await deleteReply(db, requireAdmin(request), request.query.replyId);
    return ok(request, null);
  });

  app.get(`${PREFIX}/sensitiveWords`, { schema: { tags, security: bearer, response: { 200: SensitiveWordsResponse } } }, async (request) => {
    const auth = requireAdmin(request);
    return ok(request, { words: await listSensitiveWords(db, auth.tenantId) });
  });
  app.put(`${PREFIX}/sensitiveWords`, { schema: { tags, security: bearer, body: SensitiveWords, response: { 200: SensitiveWordsResponse } } }, async (request) => {
    // Only the admin's own school's list: other schools keep theirs, or the platform default.
    const auth = requireAdmin(request);
    return ok(request, { words: await replaceSensitiveWords(db, auth.tenantId, request.body.words) });
  });
};
