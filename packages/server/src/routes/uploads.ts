import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import type { Readable } from "node:stream";
import { Type } from "@sinclair/typebox";
import {
  AbortPartUploadResponse,
  CombinePartResponse,
  DocumentUploadResponse,
  InitPartUploadBody,
  InitPartUploadQuery,
  InitPartUploadResponse,
  PartUploadStateResponse,
  SignedPutQuery,
  SimpleUploadQuery,
  SimpleUploadTicketResponse,
  StoredFileResponse,
  UploadIdQuery,
  UploadIdentifier,
  UploadPartQuery,
  UploadPartResponse,
} from "@sxz/contract";
import { publicOrigin } from "../public-origin";
import { embeddableAnywhere } from "../http/cross-origin-resources";
import { ok } from "../http/envelope";
import { requireUser } from "../plugins/authenticate";
import { scheduleHousekeeping } from "../plugins/housekeeping";
import { abortPartUpload, combineParts, initPartUpload, partUploadState, receivePart } from "../domain/uploads/chunked";
import type { UploadContext } from "../domain/uploads/context";
import { receiveDocument } from "../domain/uploads/document";
import type { FormPart } from "../domain/uploads/document";
import { openStoredFile } from "../domain/uploads/read-back";
import { issueTicket, receivePut } from "../domain/uploads/simple";
import { createStorage } from "../domain/uploads/storage/create-storage";
import { sweepAbandonedUploads } from "../domain/uploads/sweep";

const PARTFILE = "/api/common/api/partfile/v1";
const bearer = [{ bearer: [] }];

/** Simple, chunked and document uploads, and reading stored files back (client-layer.md §7 "Upload calls"). */
export const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const store = createStorage(app.config.storage, app.config.dataDir);
  // A missing bucket or refused credentials stop the start with a clear message, not the first upload with a 500.
  await store.check();
  app.addHook("onClose", async () => store.close());
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
      const outcome = await sweepAbandonedUploads(app.database.db, store, { now: Date.now(), ttlMs: app.config.uploadSessionTtlSeconds * 1000 });
      if (outcome.sessions + outcome.orphanFolders + outcome.temporaryFiles + outcome.unusedTickets > 0) app.log.info({ sweep: outcome }, "abandoned uploads removed");
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
  app.get(
    "/api/km/v1/file/upload",
    { schema: { tags: ["uploads"], security: bearer, querystring: SimpleUploadQuery, response: { 200: SimpleUploadTicketResponse } } },
    async (request) => ok(request, await issueTicket(context(request), requireUser(request), request.query)),
  );

  // The signed PUT takes any body as a raw stream: no parser may buffer it.
  await app.register(async (scope) => {
    const raw = scope.withTypeProvider<TypeBoxTypeProvider>();
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
    raw.put(
      "/api/km/v1/file/put/:uuid",
      { schema: { tags: ["uploads"], params: Type.Object({ uuid: UploadIdentifier }), querystring: SignedPutQuery, response: { 200: StoredFileResponse } } },
      async (request) => {
        const length = request.headers["content-length"] === undefined ? undefined : Number(request.headers["content-length"]);
        const body = (request.body as Readable | undefined) ?? request.raw;
        const file = await receivePut(context(request), request.params.uuid, request.query.expires, request.query.signature, length, body);
        return ok(request, file);
      },
    );
  });

  app.get(
    "/api/km/v1/file/static/:uuid",
    {
      // Pictures and videos of reviews are shown on other sites' pages: the signed URL is the credential.
      onSend: embeddableAnywhere,
      schema: {
        tags: ["uploads"],
        params: Type.Object({ uuid: UploadIdentifier }),
        querystring: Type.Object({ signature: Type.String({ minLength: 1, maxLength: 200 }) }),
      },
    },
    async (request, reply) => {
      const file = await openStoredFile(context(request), request.params.uuid, request.query.signature, request.headers.range);
      reply.status(file.status).headers(file.headers);
      return reply.send(file.stream ?? "");
    },
  );

  // ── Chunked upload ──
  app.post(
    `${PARTFILE}/initPartUploadTaskByEntity`,
    { schema: { tags: ["uploads"], security: bearer, querystring: InitPartUploadQuery, body: InitPartUploadBody, response: { 200: InitPartUploadResponse } } },
    async (request) => ok(request, await initPartUpload(context(request), requireUser(request), request.query, request.body)),
  );

  app.post(
    `${PARTFILE}/open/uploadPart`,
    { schema: { tags: ["uploads"], security: bearer, querystring: UploadPartQuery, response: { 200: UploadPartResponse } } },
    async (request) => {
      const auth = requireUser(request);
      const part = await receivePart(context(request), auth, request.query, async (limit) => {
        const file = await request.file({ limits: { fileSize: limit, files: 1 } });
        return file?.file;
      });
      return ok(request, part);
    },
  );

  app.get(
    `${PARTFILE}/combinePart`,
    { schema: { tags: ["uploads"], security: bearer, querystring: UploadIdQuery, response: { 200: CombinePartResponse } } },
    async (request) => ok(request, await combineParts(context(request), requireUser(request), request.query.uploadId)),
  );

  app.get(
    `${PARTFILE}/listParts`,
    { schema: { tags: ["uploads"], security: bearer, querystring: UploadIdQuery, response: { 200: PartUploadStateResponse } } },
    async (request) => ok(request, await partUploadState(context(request), requireUser(request), request.query.uploadId)),
  );

  app.post(
    `${PARTFILE}/abortPartUpload`,
    { schema: { tags: ["uploads"], security: bearer, querystring: UploadIdQuery, response: { 200: AbortPartUploadResponse } } },
    async (request) => ok(request, await abortPartUpload(context(request), requireUser(request), request.query.uploadId)),
  );

  // ── Document upload ──
  app.post(
    "/api/document/v1/documents/upload",
    { schema: { tags: ["uploads"], security: bearer, response: { 200: DocumentUploadResponse } } },
    async (request) => {
      const auth = requireUser(request);
      async function* formParts(): AsyncGenerator<FormPart> {
        for await (const part of request.parts()) {
          if (part.type === "file") yield { kind: "file", name: part.fieldname, fileName: part.filename, stream: part.file };
          else yield { kind: "field", name: part.fieldname, value: String(part.value ?? "") };
        }
      }
      return ok(request, await receiveDocument(context(request), auth, formParts()));
    },
  );
};
