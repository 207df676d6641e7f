import { createHash, timingSafeEqual } from "node:crypto";
import { Readable } from "node:stream";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ApiCode, adminRoutes } from "@sxz/contract";
import { registerApiRoute } from "../http/api-route";
import { listBuckets } from "../domain/admin/buckets";
import { importConfigItems, listConfigItems } from "../domain/admin/config-items";
import type { ConfigItemInput } from "../domain/admin/config-items";
import { addCourse, listCourses, setProgress } from "../domain/admin/courses";
import { exportLines } from "../domain/admin/export";
import { IMPORT_FILE_MAX_BYTES, parseConfigItemsFile, parseUserCsv } from "../domain/admin/files";
import { addMember, listMembers, removeMember } from "../domain/admin/memberships";
import { AdminRefusal, invalid } from "../domain/admin/refusal";
import { listConfigValues, setConfigValue, unsetConfigValue } from "../domain/admin/remote-config";
import { addSchool, assertSchool, listSchools, setLoginMethod } from "../domain/admin/schools";
import { listWords, setWords } from "../domain/admin/sensitive-words";
import { addUser, importUsers, listUsers, resetPassword, setUserDisabled } from "../domain/admin/users";

/** Wrong admin tokens one address may send per window before every admin call from it answers 429. */
export const ADMIN_FAILURES_PER_WINDOW = 10;
const FAILURE_WINDOW_MS = 15 * 60_000;

const JSON_TYPE = "application/json; charset=utf-8";
/** Imports carry a whole file in their JSON body: room for IMPORT_FILE_MAX_BYTES of text, whatever BODY_LIMIT_BYTES says. */
const IMPORT_BODY_LIMIT = { bodyLimit: 2 * IMPORT_FILE_MAX_BYTES };

function answer(reply: FastifyReply, status: number, code: number, message: string, data: unknown = null) {
  return reply.code(status).type(JSON_TYPE).serializer(JSON.stringify).send({ code, data, message });
}

/**
 * The platform admin API: the admin command line's operations over HTTP (same domain functions, domain/admin).
 * ADMIN_TOKEN unset: every call answers 404 (the API is off). Otherwise `Authorization: Bearer <ADMIN_TOKEN>`,
 * compared by SHA-256 digest in constant time; a wrong or missing token answers 401 and counts against the
 * caller's address, and after ADMIN_FAILURES_PER_WINDOW wrong tokens in 15 minutes the address gets 429 (even
 * with the right token) until the window ends. The general API rate limit applies as well.
 */
export const adminApiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;
  const expected = app.config.adminTokenHash;
  const counters = app.rateCounters;

  app.addHook("preHandler", async (request: FastifyRequest, reply: FastifyReply) => {
    if (!expected)
      return answer(reply, 404, ApiCode.NOT_FOUND, "The admin API is off: set ADMIN_TOKEN to switch it on.");
    const key = `admin-fail:${request.ip}`;
    const failures = await counters.peek(key, FAILURE_WINDOW_MS);
    if (failures.count >= ADMIN_FAILURES_PER_WINDOW) {
      const retryAfterSeconds = Math.max(1, Math.ceil(failures.ttlMs / 1000));
      reply.header("retry-after", String(retryAfterSeconds));
      return reply.code(429).type(JSON_TYPE).serializer(JSON.stringify).send({
        code: ApiCode.TOO_MANY_REQUESTS,
        data: null,
        message: "Too many wrong admin tokens from this address.",
        retryAfterSeconds,
      });
    }
    const header = request.headers.authorization ?? "";
    const given = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim() ?? "";
    const digest = createHash("sha256").update(given).digest();
    if (!given || !timingSafeEqual(digest, expected)) {
      await counters.hit(key, FAILURE_WINDOW_MS);
      request.log.warn({ ip: request.ip }, "admin API: wrong or missing admin token");
      reply.header("www-authenticate", 'Bearer realm="sxz-admin"');
      return answer(reply, 401, ApiCode.UNAUTHORIZED, "The admin API needs Authorization: Bearer <ADMIN_TOKEN>.");
    }
    return undefined;
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AdminRefusal) {
      const data = (error as { result?: unknown }).result ?? null;
      return answer(reply, error.status, error.status === 409 ? 409 : error.status, error.message, data);
    }
    // Everything else (validation, database faults) goes to the server's own handling.
    throw error;
  });

  const done = <T>(data: T) => ({ code: ApiCode.OK, data, message: "ok" });
  const school = (value: string | undefined) => value ?? null;

  registerApiRoute(app, adminRoutes.adminListSchools, async () => done(await listSchools(db)));
  registerApiRoute(app, adminRoutes.adminAddSchool, async (request) => {
    const { loginMethod, ...rest } = request.body;
    return done(await addSchool(db, { ...rest, method: loginMethod }));
  });
  registerApiRoute(app, adminRoutes.adminSetLoginMethod, async (request) =>
    done(await setLoginMethod(db, request.params.id, request.body)),
  );
  registerApiRoute(app, adminRoutes.adminListUsers, async (request) => done(await listUsers(db, request.query.school)));
  registerApiRoute(app, adminRoutes.adminAddUser, async (request) => {
    const { school: schoolId, ...rest } = request.body;
    return done(await addUser(db, { ...rest, schoolId }));
  });
  registerApiRoute(app, adminRoutes.adminSetUserStatus, async (request) =>
    done(await setUserDisabled(db, request.params.username, request.body.disabled)),
  );
  registerApiRoute(app, adminRoutes.adminResetPassword, async (request) =>
    done(await resetPassword(db, request.params.username, request.body.password)),
  );
  registerApiRoute(
    app,
    adminRoutes.adminImportUsers,
    async (request) => {
      const report = await importUsers(db, parseUserCsv(request.body.csv), { dryRun: request.body.dryRun ?? false });
      if (report.refused.length)
        throw Object.assign(invalid(`${report.refused.length} row(s) refused, nothing written`), { result: report });
      return done(report);
    },
    IMPORT_BODY_LIMIT,
  );
  registerApiRoute(app, adminRoutes.adminListMembers, async (request) =>
    done(await listMembers(db, request.params.id)),
  );
  registerApiRoute(app, adminRoutes.adminAddMember, async (request) =>
    done(await addMember(db, request.body.username, request.params.id, request.body.role)),
  );
  registerApiRoute(app, adminRoutes.adminRemoveMember, async (request) =>
    done(await removeMember(db, request.params.username, request.params.id)),
  );
  registerApiRoute(app, adminRoutes.adminListCourses, async () => done(await listCourses(db)));
  registerApiRoute(app, adminRoutes.adminAddCourse, async (request) => done(await addCourse(db, request.body)));
  registerApiRoute(app, adminRoutes.adminSetProgress, async (request) =>
    done(
      await setProgress(db, {
        username: request.body.username,
        courseId: request.params.id,
        schoolId: request.body.school,
        percent: request.body.percent,
      }),
    ),
  );
  registerApiRoute(app, adminRoutes.adminListConfigItems, async (request) =>
    done(await listConfigItems(db, request.query.module ?? "")),
  );
  registerApiRoute(
    app,
    adminRoutes.adminImportConfigItems,
    async (request) => {
      const body = request.body;
      // The schema asks for items or file; a body that matches both branches is refused here.
      if ("items" in body && "file" in body) throw invalid("give either items or file, not both");
      const parsed: ConfigItemInput[] = "file" in body ? parseConfigItemsFile(body.file) : body.items;
      return done(await importConfigItems(db, body.module ?? "", parsed, { replace: body.replace ?? false }));
    },
    IMPORT_BODY_LIMIT,
  );
  registerApiRoute(app, adminRoutes.adminListWords, async (request) =>
    done(await listWords(db, school(request.query.school))),
  );
  registerApiRoute(app, adminRoutes.adminSetWords, async (request) =>
    done(await setWords(db, school(request.body.school), request.body.words)),
  );
  registerApiRoute(app, adminRoutes.adminListRemoteConfig, async (request) =>
    done(await listConfigValues(db, request.query.school)),
  );
  registerApiRoute(app, adminRoutes.adminSetRemoteConfig, async (request) =>
    done(await setConfigValue(db, request.params.key, school(request.body.school), request.body.value)),
  );
  registerApiRoute(app, adminRoutes.adminUnsetRemoteConfig, async (request) =>
    done(await unsetConfigValue(db, request.params.key, school(request.query.school))),
  );
  registerApiRoute(app, adminRoutes.adminListBuckets, async () => done(await listBuckets(db)));
  registerApiRoute(app, adminRoutes.adminExport, async (request, reply) => {
    await assertSchool(db, request.params.id);
    const { format } = request.query;
    const name = `${request.params.id}-reviews.${format}`;
    reply.header("content-disposition", `attachment; filename="${name}"`);
    reply.type(format === "csv" ? "text/csv; charset=utf-8" : "application/jsonl; charset=utf-8");
    return reply.send(Readable.from(exportLines(db, request.params.id, format)));
  });
};
