import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { ApiCode } from "@sxz/contract";
import type {
  InitPartUploadBody,
  InitPartUploadData,
  InitPartUploadQuery,
  PartUploadState,
  StoredFile,
  UploadPartQuery,
} from "@sxz/contract";
import { ApiError } from "../../http/api-error";
import type { AuthContext } from "../auth/access-tokens";
import { isAllowedDestination } from "./buckets";
import type { UploadContext } from "./context";
import { checkParts, describeParts, fitsPartLimit, partCount, partSizeLimit } from "./part-rules";
import { withinSessionQuota } from "./quotas";
import { receiveFailure } from "./receive-errors";
import {
  claimForCombine,
  deleteSession,
  insertSession,
  listParts,
  markCombined,
  ownedSession,
  recordPart,
  reopen,
  sessionExists,
} from "./sessions";
import type { SessionRow } from "./sessions";
import { concatenation } from "./storage/concatenate";
import { fileKey, partKey, partsPrefix } from "./storage/storage";
import { describeFile, findFile, insertFile } from "./stored-files";

/** Chunked uploads (CL-UP-2): init, parts, combine, plus the listing for resume and cancel. */

export async function initPartUpload(
  ctx: UploadContext,
  auth: AuthContext,
  query: InitPartUploadQuery,
  body: InitPartUploadBody,
): Promise<InitPartUploadData> {
  // 901100007 carries a message the client shows as is (CL-ERR-5).
  if (!isAllowedDestination(query.bucketName, query.module)) {
    throw new ApiError(400, ApiCode.UPLOAD_REFUSED, "uploadRefused", {
      bucket: query.bucketName,
      module: query.module,
    });
  }
  const fileSize = body.fileSize ?? null;
  if (fileSize !== null && fileSize > ctx.maxBytes) {
    throw new ApiError(400, ApiCode.UPLOAD_REFUSED, "uploadTooLarge", { size: fileSize, max: ctx.maxBytes });
  }
  if (fileSize !== null && !fitsPartLimit(fileSize, query.partSize)) {
    throw new ApiError(400, ApiCode.UPLOAD_REFUSED, "uploadTooManyParts", {
      partSize: query.partSize,
      parts: partCount(fileSize, query.partSize),
      max: 10_000,
    });
  }
  const now = ctx.now();
  const uploadId = randomUUID();
  const row = {
    id: uploadId,
    user_id: auth.userId,
    tenant_id: auth.tenantId,
    bucket: query.bucketName,
    module: query.module,
    file_name: body.fileName,
    file_size: fileSize,
    part_size: query.partSize,
    status: "open",
    combining_since: null,
    file_uuid: null,
    created_at: now,
    updated_at: now,
  } as const;
  await withinSessionQuota(ctx.db, auth.userId, ctx.quotas.openSessions, (trx) => insertSession(trx, row));
  return {
    uploadId,
    partSize: query.partSize,
    partCount: fileSize === null ? null : partCount(fileSize, query.partSize),
  };
}

function requireOpen(session: SessionRow): void {
  if (session.status === "done") throw new ApiError(409, 409, "uploadClosed");
  if (session.status === "combining") throw new ApiError(409, 409, "uploadCombining");
}

/**
 * Receives one part: only the session's owner, only while it is open, never more bytes than the part may
 * hold (the limit is handed to the multipart parser so it stops reading there), streamed into storage.
 */
export async function receivePart(
  ctx: UploadContext,
  auth: AuthContext,
  query: UploadPartQuery,
  openFile: (limit: number) => Promise<Readable | undefined>,
): Promise<{ uploadId: string; partNumber: number; size: number }> {
  const session = await ownedSession(ctx.db, query.uploadId, auth);
  requireOpen(session);
  const partNumber = query.partNumberList;
  if (session.file_size !== null && partNumber > partCount(session.file_size, session.part_size)) {
    throw new ApiError(400, ApiCode.BAD_REQUEST, "uploadPartOutOfRange", {
      part: partNumber,
      parts: partCount(session.file_size, session.part_size),
    });
  }
  // Without a declared size nothing else bounds a session: its parts may not reach past UPLOAD_MAX_BYTES.
  const room = ctx.maxBytes - (partNumber - 1) * session.part_size;
  if (room <= 0)
    throw new ApiError(400, ApiCode.UPLOAD_REFUSED, "uploadPartBeyondLimit", { part: partNumber, max: ctx.maxBytes });
  const limit = partSizeLimit(session.file_size, session.part_size, partNumber);
  const maxTotal = Math.min(limit, room);
  let received;
  try {
    // One byte of headroom: the parser cuts a stream at its limit silently, the storage refuses the extra byte.
    const file = await openFile(maxTotal + 1);
    if (!file) throw new ApiError(400, ApiCode.BAD_REQUEST, "uploadFileMissing");
    // Checked before the part becomes visible: a bad resend never replaces a good part already held.
    received = await ctx.store.write(partKey(session.id, partNumber), file, {
      maxBytes: maxTotal,
      accept: async ({ size }) => {
        if (size === 0) throw new ApiError(400, ApiCode.BAD_REQUEST, "uploadPartEmpty");
        if (session.file_size !== null && size !== limit) {
          throw new ApiError(400, ApiCode.BAD_REQUEST, "uploadPartWrongSize", {
            part: partNumber,
            expected: limit,
            actual: size,
          });
        }
        // Cancelled or combined while the bytes were arriving: keep nothing.
        if (!(await sessionExists(ctx.db, session.id))) throw new ApiError(409, 409, "uploadClosed");
      },
    });
  } catch (error) {
    throw receiveFailure(error, "uploadPartTooLarge", { part: partNumber, max: maxTotal });
  }
  try {
    await recordPart(ctx.db, session.id, partNumber, received.size, ctx.now());
  } catch {
    // The session was cancelled between the check and the insert (its row is gone): leave no orphan part.
    await ctx.store.removeAll(partsPrefix(session.id));
    throw new ApiError(409, 409, "uploadClosed");
  }
  return { uploadId: session.id, partNumber, size: received.size };
}

async function combinedFile(ctx: UploadContext, session: SessionRow): Promise<StoredFile | null> {
  if (session.status !== "done" || !session.file_uuid) return null;
  const row = await findFile(ctx.db, session.file_uuid);
  return row ? describeFile(row, ctx.baseUrl, ctx.secret) : null;
}

/** Which parts the server holds (for resume), and the file once combined. */
export async function partUploadState(
  ctx: UploadContext,
  auth: AuthContext,
  uploadId: string,
): Promise<PartUploadState> {
  const session = await ownedSession(ctx.db, uploadId, auth);
  return {
    uploadId: session.id,
    fileName: session.file_name,
    fileSize: session.file_size,
    partSize: session.part_size,
    status: session.status,
    parts: session.status === "done" ? [] : await listParts(ctx.db, session.id),
    file: await combinedFile(ctx, session),
  };
}

/**
 * Joins the parts in order into one stored file. Idempotent: combining a combined session answers the same
 * file, so a client that lost the first answer can simply retry.
 */
export async function combineParts(ctx: UploadContext, auth: AuthContext, uploadId: string): Promise<StoredFile> {
  const session = await ownedSession(ctx.db, uploadId, auth);
  const done = await combinedFile(ctx, session);
  if (done) return done;
  if (!(await claimForCombine(ctx.db, session.id, ctx.now()))) {
    const again = await combinedFile(ctx, await ownedSession(ctx.db, uploadId, auth));
    if (again) return again;
    throw new ApiError(409, 409, "uploadCombining");
  }
  let combined = false;
  try {
    const parts = await listParts(ctx.db, session.id);
    const problem = checkParts(parts, session.file_size, session.part_size);
    if (problem.kind === "missing")
      throw new ApiError(400, ApiCode.BAD_REQUEST, "uploadPartsMissing", {
        parts: describeParts(problem.missing ?? []),
      });
    if (problem.kind === "uneven") {
      throw new ApiError(400, ApiCode.BAD_REQUEST, "uploadPartsUneven", {
        part: problem.part ?? 0,
        actual: problem.actual ?? 0,
        expected: session.part_size,
      });
    }
    const uuid = randomUUID();
    const total = parts.reduce((sum, part) => sum + part.size, 0);
    if (total > ctx.maxBytes)
      throw new ApiError(413, ApiCode.TOO_LARGE, "uploadTooLarge", { size: total, max: ctx.maxBytes });
    // The parts are read back in order and written as one new object, hashed on the way: the SHA-256 answered is
    // that of the bytes stored, whichever process received each part.
    const partKeys = parts.map((part) => partKey(session.id, part.partNumber));
    const received = await ctx.store.write(fileKey(uuid), concatenation(ctx.store, partKeys), {
      maxBytes: ctx.maxBytes,
      accept: ({ size }) => {
        if (size !== total)
          throw new Error(`upload ${session.id}: parts hold ${size} bytes, the database recorded ${total}`);
      },
    });
    const now = ctx.now();
    const row = {
      uuid,
      user_id: session.user_id,
      tenant_id: session.tenant_id,
      kind: "chunked" as const,
      bucket: session.bucket,
      module: session.module,
      provider: null,
      file_name: session.file_name,
      status: "stored" as const,
      size: received.size,
      sha256: received.sha256,
      created_at: now,
      stored_at: now,
    };
    await ctx.db.transaction().execute(async (trx) => {
      await insertFile(trx, row);
      await markCombined(trx, session.id, uuid, now);
    });
    combined = true;
    await ctx.store.removeAll(partsPrefix(session.id));
    return describeFile(row, ctx.baseUrl, ctx.secret);
  } catch (error) {
    if (!combined) await reopen(ctx.db, session.id, ctx.now());
    throw error;
  }
}

/** Cancels an unfinished upload: its parts are deleted from storage and database. */
export async function abortPartUpload(
  ctx: UploadContext,
  auth: AuthContext,
  uploadId: string,
): Promise<{ uploadId: string; deletedParts: number }> {
  const session = await ownedSession(ctx.db, uploadId, auth);
  requireOpen(session);
  const deletedParts = await deleteSession(ctx.db, session.id);
  await ctx.store.removeAll(partsPrefix(session.id));
  return { uploadId: session.id, deletedParts };
}
