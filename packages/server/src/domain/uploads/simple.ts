import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { ApiCode, pathTo, UPLOAD_LIMITS, uploadPaths } from "@sxz/contract";
import type { SimpleUploadQuery, SimpleUploadTicket, StoredFile } from "@sxz/contract";
import { ApiError } from "../../http/api-error";
import type { AuthContext } from "../auth/access-tokens";
import { isAllowedDestination } from "./buckets";
import type { UploadContext } from "./context";
import { withinTicketQuota } from "./quotas";
import { receiveFailure } from "./receive-errors";
import { fileSignature, isPutSignature, putSignature } from "./signing";
import { fileKey } from "./storage/storage";
import { claimPending, describeFile, findFile, insertFile, markStored, releaseClaim, staticUrl } from "./stored-files";

/** Simple uploads (CL-UP-1): a signed, expiring PUT URL per file, then the PUT itself. */

export async function issueTicket(
  ctx: UploadContext,
  auth: AuthContext,
  query: SimpleUploadQuery,
): Promise<SimpleUploadTicket> {
  if (!isAllowedDestination(query.bucketName, query.module)) {
    throw new ApiError(400, ApiCode.UPLOAD_REFUSED, "uploadRefused", {
      bucket: query.bucketName,
      module: query.module ?? "",
    });
  }
  const now = ctx.now();
  const uuid = randomUUID();
  const row = {
    uuid,
    user_id: auth.userId,
    tenant_id: auth.tenantId,
    kind: "simple",
    bucket: query.bucketName,
    module: query.module ?? null,
    provider: null,
    file_name: query.fileName,
    status: "pending",
    size: null,
    sha256: null,
    created_at: now,
    stored_at: null,
  } as const;
  await withinTicketQuota(ctx.db, auth.userId, ctx.quotas.pendingTickets, now, (trx) => insertFile(trx, row));
  const expires = Math.floor(now / 1000) + UPLOAD_LIMITS.signedUrlTtlSeconds;
  const signature = putSignature(ctx.secret, uuid, expires);
  return {
    url: `${ctx.baseUrl}${pathTo(uploadPaths.signedPut, { uuid })}?expires=${expires}&signature=${encodeURIComponent(signature)}`,
    uuid,
    signature: fileSignature(ctx.secret, uuid),
    headers: { "Content-Type": "application/octet-stream" },
    static_url: staticUrl(ctx.baseUrl, ctx.secret, uuid),
    expiresAt: new Date(expires * 1000).toISOString(),
    maxBytes: ctx.maxBytes,
  };
}

/**
 * Stores the body of a signed PUT. The signature is the credential (no token travels to a storage URL);
 * each URL stores one file once, and a failed PUT can be retried with the same URL until it expires.
 */
export async function receivePut(
  ctx: UploadContext,
  uuid: string,
  expires: number,
  signature: string,
  declaredLength: number | undefined,
  body: Readable,
): Promise<StoredFile> {
  if (!isPutSignature(ctx.secret, uuid, expires, signature))
    throw new ApiError(403, ApiCode.FORBIDDEN, "uploadSignatureInvalid");
  if (expires * 1000 < ctx.now()) throw new ApiError(403, ApiCode.FORBIDDEN, "uploadLinkExpired");
  if (declaredLength !== undefined && declaredLength > ctx.maxBytes) {
    throw new ApiError(413, ApiCode.TOO_LARGE, "uploadTooLarge", { size: declaredLength, max: ctx.maxBytes });
  }
  const row = await findFile(ctx.db, uuid);
  if (!row) throw new ApiError(404, ApiCode.NOT_FOUND, "uploadNotFound");
  if (!(await claimPending(ctx.db, uuid))) {
    throw new ApiError(409, 409, row.status === "stored" ? "uploadAlreadyStored" : "uploadInProgress");
  }
  let received;
  try {
    received = await ctx.store.write(fileKey(uuid), body, { maxBytes: ctx.maxBytes });
  } catch (error) {
    await releaseClaim(ctx.db, uuid);
    throw receiveFailure(error, "uploadTooLarge", { size: `> ${ctx.maxBytes}`, max: ctx.maxBytes });
  }
  const now = ctx.now();
  await markStored(ctx.db, uuid, received.size, received.sha256, now);
  return describeFile(
    { ...row, status: "stored", size: received.size, sha256: received.sha256, stored_at: now },
    ctx.baseUrl,
    ctx.secret,
  );
}
