import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { apiRoutes } from "@sxz/contract";
import { AnswerCache } from "../http/answer-cache";
import { sendSharedAnswer, sendSharedBody, sendSharedData } from "../http/anonymous-answers";
import { registerApiRoute } from "../http/api-route";
import { WriteGeneration } from "../db/write-generation";
import { ok } from "../http/envelope";
import { requestLanguage } from "../i18n/messages";
import { requireAdmin, requireUser } from "../plugins/authenticate";
import { configItems, parseTypes } from "../domain/reviews/config-items";
import { giveScore } from "../domain/reviews/give-score";
import { publicOrigin } from "../public-origin";
import { acceptReviewImages } from "../domain/reviews/review-images";
import type { ImageOrigin } from "../domain/reviews/review-images";
import { setLike } from "../domain/reviews/likes";
import { viewerParts } from "../domain/reviews/viewer-parts";
import { listMyReviews, listReviews } from "../domain/reviews/list-reviews";
import { deleteReview, setHidden, setPinned } from "../domain/reviews/moderation-actions";
import { myScore } from "../domain/reviews/my-score";
import { addReply, deleteReply, updateReply } from "../domain/reviews/replies";
import { viewerOf } from "../domain/reviews/score-info";
import { listSensitiveWords, replaceSensitiveWords } from "../domain/reviews/sensitive-words";
import { scoreDistribution, scoreGeneral } from "../domain/reviews/statistics";

const languageOf = (request: FastifyRequest) => requestLanguage(request.headers, request.query);
/** A write's time comes from the clock of the process that made it and lands at its commit, a moment later. */
const OWN_WRITE_MARGIN_MS = 5000;

/** The rating and review calls of review-widget.md §7, plus configList, myScore and the sensitive-word list. */
export const reviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;
  // Review images are files of this server, linked on its public origin (never on the request's Host header).
  const linksOf = (request: FastifyRequest): ImageOrigin => ({
    baseUrl: publicOrigin(request, app.config),
    secret: app.config.tokenKeys,
  });

  registerApiRoute(app, apiRoutes.giveScore, async (request) => {
    const auth = requireUser(request);
    const images = await acceptReviewImages(db, auth, request.body.images, linksOf(request));
    return ok(request, await giveScore(db, auth, request.body, languageOf(request), linksOf(request), images));
  });

  // Answers that are the same for every caller asking the same question are kept serialised for a moment
  // (http/answer-cache.ts): a list page as an anonymous reader sees it (no isMe, no likes, hidden text withheld),
  // the figures, the distribution and the config list. A write of this process ends them at once; other
  // processes' writes show within LIST_CACHE_MS.
  const writes = new WriteGeneration(app.database.queries);
  app.addHook("onClose", async () => writes.stop());
  const shared = new AnswerCache({ ttlMs: app.config.listCacheMs, generation: writes });
  const keyOf = (id: string, request: FastifyRequest, baseUrl = "") =>
    `${id}\n${languageOf(request)}\n${baseUrl}\n${JSON.stringify(request.query)}`;
  for (const entry of [apiRoutes.queryMessages, apiRoutes.scoreList]) {
    registerApiRoute(app, entry, async (request, reply) => {
      const auth = request.auth;
      const links = linksOf(request);
      // An admin may see hidden texts of their school: their page is their own, read every time.
      if (auth?.role === "admin") return ok(request, await listReviews(db, request.query, viewerOf(auth), links));
      const key = keyOf(entry.id, request, links.baseUrl);
      // The route's own serialiser (fast-json-stringify of the 200 schema) writes strings.
      const build = async () => {
        const data = await listReviews(db, request.query, viewerOf(null), links);
        return { body: reply.serialize(ok(request, data)) as string, data };
      };
      if (!auth) return sendSharedData(shared, key, request, reply, build);
      // A learner's page is the anonymous one plus their own parts: isMe and isLiked, from two index lookups (their
      // likes among the page's reviews, their own review of the resource). Without any, it is the shared answer
      // byte for byte.
      const { body, data, readAt } = await shared.answerWithData(key, build);
      const { liked, own } = await viewerParts(
        db,
        auth.userId,
        request.query.resourceId,
        data.scoreInfoList.map((review) => review.id),
      );
      const ownOnPage = data.scoreInfoList.some((review) => review.from_user_id === auth.userId);
      // Their own review written (or deleted) around or after the shared page was read — maybe through another
      // process, whose writes the kept page does not know of: their page is read for them, so they always see
      // their own review at once.
      if ((own && own.updatedAt >= readAt - OWN_WRITE_MARGIN_MS) || (ownOnPage && !own)) {
        return ok(request, await listReviews(db, request.query, viewerOf(auth), links));
      }
      if (!ownOnPage && liked.size === 0) return sendSharedBody(shared, key, body, request, reply);
      return ok(request, {
        ...data,
        scoreInfoList: data.scoreInfoList.map((review) => ({
          ...review,
          isMe: review.from_user_id === auth.userId,
          isLiked: liked.has(review.id),
        })),
      });
    });
  }

  registerApiRoute(app, apiRoutes.queryMyMessages, async (request) => {
    const auth = requireUser(request);
    return ok(
      request,
      await listMyReviews(
        db,
        request.query,
        { ...viewerOf(auth), userId: auth.userId },
        languageOf(request),
        linksOf(request),
      ),
    );
  });

  registerApiRoute(app, apiRoutes.queryMsgCountProportions, async (request, reply) =>
    sendSharedAnswer(
      shared,
      keyOf(apiRoutes.queryMsgCountProportions.id, request),
      request,
      reply,
      async () => reply.serialize(ok(request, await scoreDistribution(db, request.query.resourceId))) as string,
    ),
  );

  registerApiRoute(app, apiRoutes.general, async (request, reply) =>
    sendSharedAnswer(
      shared,
      keyOf(apiRoutes.general.id, request),
      request,
      reply,
      async () =>
        reply.serialize(
          ok(request, await scoreGeneral(db, request.query.resourceId, request.query.moduleId, languageOf(request))),
        ) as string,
    ),
  );

  registerApiRoute(app, apiRoutes.configList, async (request, reply) =>
    sendSharedAnswer(
      shared,
      keyOf(apiRoutes.configList.id, request),
      request,
      reply,
      async () =>
        reply.serialize(
          ok(
            request,
            await configItems(db, languageOf(request), {
              moduleId: request.query.moduleId,
              isNew: request.query.isNew,
              types: parseTypes(request.query.type),
            }),
          ),
        ) as string,
    ),
  );

  // Anonymous visitors have no rating: null, like a user who has not rated.
  registerApiRoute(app, apiRoutes.myScore, async (request) =>
    ok(
      request,
      request.auth
        ? await myScore(
            db,
            { ...viewerOf(request.auth), userId: request.auth.userId },
            request.query.resourceId,
            request.query.moduleId,
            languageOf(request),
          )
        : null,
    ),
  );

  registerApiRoute(app, apiRoutes.deleteScore, async (request) => {
    await deleteReview(db, requireUser(request), request.params.id);
    return ok(request, null);
  });

  registerApiRoute(app, apiRoutes.liked, async (request) => {
    const auth = requireUser(request);
    return ok(request, await setLike(db, auth.userId, request.body.resource_id, request.body.like_flag === 1));
  });

  const flagRoutes = [
    [apiRoutes.top, (auth, id) => setPinned(db, auth, id, true)],
    [apiRoutes.unTop, (auth, id) => setPinned(db, auth, id, false)],
    [apiRoutes.hidden, (auth, id) => setHidden(db, auth, id, true)],
    [apiRoutes.unHidden, (auth, id) => setHidden(db, auth, id, false)],
  ] as const satisfies readonly (readonly [
    typeof apiRoutes.top | typeof apiRoutes.unTop | typeof apiRoutes.hidden | typeof apiRoutes.unHidden,
    (auth: ReturnType<typeof requireAdmin>, id: number) => Promise<unknown>,
  ])[];
  for (const [entry, action] of flagRoutes) {
    registerApiRoute(app, entry, async (request) =>
      ok(request, await action(requireAdmin(request), request.query.commentId)),
    );
  }

  registerApiRoute(app, apiRoutes.addReply, async (request) =>
    ok(request, await addReply(db, requireAdmin(request), request.body)),
  );
  registerApiRoute(app, apiRoutes.updateReply, async (request) =>
    ok(request, await updateReply(db, requireAdmin(request), request.body)),
  );
  registerApiRoute(app, apiRoutes.deleteReply, async (request) => {
    await deleteReply(db, requireAdmin(request), request.query.replyId);
    return ok(request, null);
  });

  registerApiRoute(app, apiRoutes.sensitiveWords, async (request) => {
    const auth = requireAdmin(request);
    return ok(request, { words: await listSensitiveWords(db, auth.tenantId) });
  });
  registerApiRoute(app, apiRoutes.setSensitiveWords, async (request) => {
    // Only the admin's own school's list: other schools keep theirs, or the platform default.
    const auth = requireAdmin(request);
    return ok(request, { words: await replaceSensitiveWords(db, auth.tenantId, request.body.words) });
  });
};
