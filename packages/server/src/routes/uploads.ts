import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { apiRoutes } from "@sxz/contract";
import { publicOrigin } from "../public-origin";
import { registerApiRoute } from "../http/api-route";
import { embeddableAnywhere } from "../http/cross-origin-resources";
import { ok } from "../http/envelope";
import { requireUser } from "../plugins/authenticate";
import { diskWriteProbe } from "../plugins/fault-monitor";
import { scheduleHousekeeping } from "../plugins/housekeeping";
import { abortPartUpload, combineParts, initPartUpload, partUploadState, receivePart } from "../domain/uploads/chunked";
import type { UploadContext } from "../domain/uploads/context";
import { receiveDocument } from "../domain/uploads/document";
import type { FormPart } from "../domain/uploads/document";
import { openStoredFile } from "../domain/uploads/read-back";
import { issueTicket, receivePut } from "../domain/uploads/simple";
import { createStorage } from "../domain/uploads/storage/create-storage";
import { sweepAbandonedUploads } from "../domain/uploads/sweep";

/** Simple, chunked and document uploads, and reading stored files back (client-layer.md §7 "Upload calls"). */
export const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const store = createStorage(app.config.storage, app.config.dataDir);
  // A missing bucket or refused credentials stop the start with a clear message, not the first upload with a 500.
  await store.check();
  app.addHook("onClose", async () => store.close());
  // After a write fault (a full disk, a failing bucket) readiness says "degraded" until this check passes.
  app.faults.setWriteProbe(
    "storage-unavailable",
    store.kind === "s3" ? () => store.check() : diskWriteProbe(join(app.config.dataDir, "uploads")),
  );
  const context = (request: FastifyRequest): UploadContext => ({
    db: app.database.db,
    store,
    secret: app.config.tokenKeys,
    maxBytes: app.config.uploadMaxBytes,
    quotas: { openSessions: app.config.uploadMaxOpenSessions, pendingTickets: app.config.uploadMaxPendingTickets },
    baseUrl: publicOrigin(request, app.config),
    now: Date.now,
  });
  // Abandoned chunked uploads: swept once the server is ready, then every UPLOAD_SWEEP_INTERVAL seconds.
  scheduleHousekeeping(app, {
    name: "abandoned-upload sweep",
    everyMs: app.config.uploadSweepIntervalSeconds * 1000,
    atStart: true,
    async run() {
      const outcome = await sweepAbandonedUploads(app.database.db, store, {
        now: Date.now(),
        ttlMs: app.config.uploadSessionTtlSeconds * 1000,
      });
      if (outcome.sessions + outcome.orphanFolders + outcome.temporaryFiles + outcome.unusedTickets > 0)
        app.log.info({ sweep: outcome }, "abandoned uploads removed");
    },
  });

  // A refused upload leaves unread bytes on the connection; closing it frees the socket instead of waiting
  // for a body nobody will read.
  app.addHook("onError", async (request, reply) => {
    if (request.method === "POST" || request.method === "PUT") reply.header("connection", "close");
  });
  app.addHook("onResponse", async (request) => {
    if (!request.raw.complete) request.raw.socket?.destroy();
  });

  // ── Simple upload ──
  registerApiRoute(app, apiRoutes.simpleUploadTicket, async (request) =>
    ok(request, await issueTicket(context(request), requireUser(request), request.query)),
  );

  // The signed PUT takes any body as a raw stream: no parser may buffer it.
  await app.register(async (scope) => {
    const raw = scope.withTypeProvider<TypeBoxTypeProvider>();
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
    registerApiRoute(raw, apiRoutes.signedPut, async (request) => {
      const length =
        request.headers["content-length"] === undefined ? undefined : Number(request.headers["content-length"]);
      const body = (request.body as Readable | undefined) ?? request.raw;
      const file = await receivePut(
        context(request),
        request.params.uuid,
        request.query.expires,
        request.query.signature,
        length,
        body,
      );
      return ok(request, file);
    });
  });

  registerApiRoute(
    app,
    apiRoutes.storedFile,
    async (request, reply) => {
      const file = await openStoredFile(
        context(request),
        request.params.uuid,
        request.query.signature,
        request.headers.range,
      );
      reply.status(file.status).headers(file.headers);
      return reply.send(file.stream ?? "");
    },
    // Pictures and videos of reviews are shown on other sites' pages: the signed URL is the credential.
    { onSend: embeddableAnywhere },
  );

  // ── Chunked upload ──
  registerApiRoute(app, apiRoutes.initPartUpload, async (request) =>
    ok(request, await initPartUpload(context(request), requireUser(request), request.query, request.body)),
  );

  registerApiRoute(app, apiRoutes.uploadPart, async (request) => {
    const auth = requireUser(request);
    const part = await receivePart(context(request), auth, request.query, async (limit) => {
      const file = await request.file({ limits: { fileSize: limit, files: 1 } });
      return file?.file;
    });
    return ok(request, part);
  });

  registerApiRoute(app, apiRoutes.combinePart, async (request) =>
    ok(request, await combineParts(context(request), requireUser(request), request.query.uploadId)),
  );
  registerApiRoute(app, apiRoutes.listParts, async (request) =>
    ok(request, await partUploadState(context(request), requireUser(request), request.query.uploadId)),
  );
  registerApiRoute(app, apiRoutes.abortPartUpload, async (request) =>
    ok(request, await abortPartUpload(context(request), requireUser(request), request.query.uploadId)),
  );

  // ── Document upload ──
  registerApiRoute(app, apiRoutes.uploadDocument, async (request) => {
    const auth = requireUser(request);
    async function* formParts(): AsyncGenerator<FormPart> {
      for await (const part of request.parts()) {
        if (part.type === "file")
          yield { kind: "file", name: part.fieldname, fileName: part.filename, stream: part.file };
        else yield { kind: "field", name: part.fieldname, value: String(part.value ?? "") };
      }
    }
    return ok(request, await receiveDocument(context(request), auth, formParts()));
  });
};
