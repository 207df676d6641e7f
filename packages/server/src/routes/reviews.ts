import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { apiRoutes } from "@sxz/contract";
import { AnswerCache } from "../http/answer-cache";
import { sendSharedAnswer } from "../http/anonymous-answers";
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
import { listMyReviews, listReviews } from "../domain/reviews/list-reviews";
import { deleteReview, setHidden, setPinned } from "../domain/reviews/moderation-actions";
import { myScore } from "../domain/reviews/my-score";
import { addReply, deleteReply, updateReply } from "../domain/reviews/replies";
import { viewerOf } from "../domain/reviews/score-info";
import { listSensitiveWords, replaceSensitiveWords } from "../domain/reviews/sensitive-words";
import { scoreDistribution, scoreGeneral } from "../domain/reviews/statistics";

const languageOf = (request: FastifyRequest) => requestLanguage(request.headers, request.query);

/** The rating and review calls of review-widget.md §7, plus configList, myScore and the sensitive-word list. */
export const reviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;
  // Review images are files of this server, linked on its public origin (never on the request's Host header).
  const linksOf = (request: FastifyRequest): ImageOrigin => ({ baseUrl: publicOrigin(request, app.config), secret: app.config.tokenKeys });

  registerApiRoute(app, apiRoutes.giveScore, async (request) => {
    const auth = requireUser(request);
    const images = await acceptReviewImages(db, auth, request.body.images, linksOf(request));
    return ok(request, await giveScore(db, auth, request.body, languageOf(request), linksOf(request), images));
  });

  // Anonymous readers all get the same page for the same question (no isMe, no likes, hidden text withheld):
  // their answers are kept serialised for a moment (http/answer-cache.ts). Signed-in callers always read.
  const writes = new WriteGeneration(app.database.queries);
  app.addHook("onClose", async () => writes.stop());
  const anonymousPages = new AnswerCache({ ttlMs: app.config.listCacheMs, generation: writes });
  for (const entry of [apiRoutes.queryMessages, apiRoutes.scoreList]) {
    registerApiRoute(app, entry, async (request, reply) => {
      const page = async () => ok(request, await listReviews(db, request.query, viewerOf(request.auth), linksOf(request)));
      if (request.auth) return page();
      const links = linksOf(request);
      const key = `${entry.id}\n${languageOf(request)}\n${links.baseUrl}\n${JSON.stringify(request.query)}`;
      // The route's own serialiser (fast-json-stringify of the 200 schema) writes strings.
      return sendSharedAnswer(anonymousPages, key, request, reply, async () => reply.serialize(await page()) as string);
    });
  }

  registerApiRoute(app, apiRoutes.queryMyMessages, async (request) => {
    const auth = requireUser(request);
    return ok(request, await listMyReviews(db, request.query, { ...viewerOf(auth), userId: auth.userId }, languageOf(request), linksOf(request)));
  });

  registerApiRoute(app, apiRoutes.queryMsgCountProportions, async (request) => ok(request, await scoreDistribution(db, request.query.resourceId)));

  registerApiRoute(app, apiRoutes.general, async (request) =>
    ok(request, await scoreGeneral(db, request.query.resourceId, request.query.moduleId, languageOf(request))),
  );

  registerApiRoute(app, apiRoutes.configList, async (request) =>
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
  registerApiRoute(app, apiRoutes.myScore, async (request) =>
    ok(
      request,
      request.auth
        ? await myScore(db, { ...viewerOf(request.auth), userId: request.auth.userId }, request.query.resourceId, request.query.moduleId, languageOf(request))
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
  ] as const satisfies readonly (readonly [typeof apiRoutes.top | typeof apiRoutes.unTop | typeof apiRoutes.hidden | typeof apiRoutes.unHidden, (auth: ReturnType<typeof requireAdmin>, id: number) => Promise<unknown>])[];
  for (const [entry, action] of flagRoutes) {
    registerApiRoute(app, entry, async (request) => ok(request, await action(requireAdmin(request), request.query.commentId)));
  }

  registerApiRoute(app, apiRoutes.addReply, async (request) => ok(request, await addReply(db, requireAdmin(request), request.body)));
  registerApiRoute(app, apiRoutes.updateReply, async (request) => ok(request, await updateReply(db, requireAdmin(request), request.body)));
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
