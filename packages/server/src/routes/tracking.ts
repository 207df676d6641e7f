import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { ApiCode, TRACKING_LIMITS, apiRoutes } from "@sxz/contract";
import type { TrackingEvent, TrackingMsgType } from "@sxz/contract";
import { verifyAccessToken } from "../domain/auth/access-tokens";
import type { AuthContext } from "../domain/auth/access-tokens";
import { accessTokenCookie } from "../domain/auth/cookie-token";
import { requestedTenant } from "../domain/schools/lookup";
import { sessionState } from "../domain/session/session-state";
import { listEvents, pruneTrackingEvents, storeEvents } from "../domain/tracking/events";
import { ApiError } from "../http/api-error";
import { requireOwnOriginForCookieWrite } from "../http/cookie-write-origin";
import { registerApiRoute } from "../http/api-route";
import { ok } from "../http/envelope";
import { requireAdmin } from "../plugins/authenticate";
import { scheduleHousekeeping } from "../plugins/housekeeping";

// A single event body carries one event plus the envelope of the message.
const SINGLE_BODY_LIMIT = TRACKING_LIMITS.eventMaxBytes * 2;

/**
 * Tracking (CL-API-3): the authenticated and the open endpoint, their batch variants, and an admin listing.
 * Events are size-capped and stored once per eventId.
 */
export const trackingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;
  const { tokenKeys, trackingRetentionDays } = app.config;

  // Events past TRACKING_RETENTION_DAYS are deleted hourly (0 keeps them).
  if (trackingRetentionDays > 0) {
    scheduleHousekeeping(app, {
      name: "tracking retention sweep",
      everyMs: 3600_000,
      run: () => pruneTrackingEvents(db, Date.now() - trackingRetentionDays * 86_400_000),
    });
  }

  // navigator.sendBeacon sends a string body as text/plain; here it is the same JSON as the other calls.
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser("text/plain", { parseAs: "string" }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new ApiError(400, ApiCode.BAD_REQUEST, "badRequest", { detail: "body is not JSON" }), undefined);
    }
  });

  /**
   * The Bearer caller, else the `access_token` cookie's (sendBeacon cannot set headers). The browser attaches the
   * cookie by itself, also to a post from a sibling subdomain's page: such a write must come from the own origin.
   */
  async function caller(request: FastifyRequest): Promise<AuthContext | null> {
    if (request.auth) return request.auth;
    const token = accessTokenCookie(request.headers.cookie);
    if (token) requireOwnOriginForCookieWrite(request, app.config);
    const auth = token ? verifyAccessToken(tokenKeys, token) : undefined;
    if (!auth) return null;
    const state = await sessionState(db, auth);
    if (state === "disabled") throw new ApiError(403, ApiCode.FORCE_LOGOUT, "accountDisabled");
    return state === "active" ? auth : null;
  }

  async function accept(
    request: FastifyRequest,
    msgType: TrackingMsgType,
    expected: TrackingMsgType,
    events: TrackingEvent[],
  ) {
    if (msgType !== expected) throw new ApiError(400, ApiCode.BAD_REQUEST, "trackingWrongType", { expected });
    for (const event of events) {
      if (Buffer.byteLength(JSON.stringify(event)) > TRACKING_LIMITS.eventMaxBytes)
        throw new ApiError(413, ApiCode.TOO_LARGE, "trackingTooLarge");
    }
    let reporter;
    if (expected === "tracking") {
      const auth = await caller(request);
      if (!auth) throw new ApiError(401, ApiCode.UNAUTHORIZED, "unauthorized");
      reporter = { msgType, userId: auth.userId, tenantId: auth.tenantId };
    } else {
      reporter = { msgType, userId: null, tenantId: requestedTenant(request) ?? null };
    }
    const stored = await storeEvents(db, reporter, events);
    return ok(request, { accepted: events.length, stored, duplicates: events.length - stored });
  }

  const single = { bodyLimit: SINGLE_BODY_LIMIT };
  const batch = { bodyLimit: TRACKING_LIMITS.batchMaxBytes };
  registerApiRoute(
    app,
    apiRoutes.trackEvent,
    (request) => accept(request, request.body.msgType, "tracking", [request.body.msgContent]),
    single,
  );
  registerApiRoute(
    app,
    apiRoutes.trackOpenEvent,
    (request) => accept(request, request.body.msgType, "tracking_open", [request.body.msgContent]),
    single,
  );
  registerApiRoute(
    app,
    apiRoutes.trackEvents,
    (request) => accept(request, request.body.msgType, "tracking", request.body.msgContent),
    batch,
  );
  registerApiRoute(
    app,
    apiRoutes.trackOpenEvents,
    (request) => accept(request, request.body.msgType, "tracking_open", request.body.msgContent),
    batch,
  );

  registerApiRoute(app, apiRoutes.trackingEvents, async (request) => {
    const auth = requireAdmin(request);
    return ok(request, await listEvents(db, auth.tenantId, request.query));
  });
};
