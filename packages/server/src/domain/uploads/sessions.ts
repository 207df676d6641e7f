import type { Kysely } from "kysely";
import { ApiCode } from "@sxz/contract";
import type { Database } from "../../db/schema";
import type { UploadSessionsTable } from "../../db/tables/uploads";
import { ApiError } from "../../http/api-error";
import type { AuthContext } from "../auth/access-tokens";

/** Rows of upload_sessions and upload_parts; who may touch a session. */

export type SessionRow = UploadSessionsTable;

/** A combine that has not finished after this long is taken to have died and may be taken over. */
const COMBINE_TAKEOVER_MS = 10 * 60 * 1000;

export async function insertSession(db: Kysely<Database>, row: SessionRow): Promise<void> {
  await db.insertInto("upload_sessions").values(row).execute();
}

/** The session if the caller owns it: 404 when unknown, 403 for anyone but its owner (no IDOR). */
export async function ownedSession(db: Kysely<Database>, uploadId: string, auth: AuthContext): Promise<SessionRow> {
  const row = await db.selectFrom("upload_sessions").selectAll().where("id", "=", uploadId).executeTakeFirst();
  if (!row) throw new ApiError(404, ApiCode.NOT_FOUND, "uploadNotFound");
  if (row.user_id !== auth.userId || row.tenant_id !== auth.tenantId)
    throw new ApiError(403, ApiCode.FORBIDDEN, "uploadNotOwner");
  return { ...row, file_size: row.file_size === null ? null : Number(row.file_size), part_size: Number(row.part_size) };
}

export async function sessionExists(db: Kysely<Database>, uploadId: string): Promise<boolean> {
  const row = await db.selectFrom("upload_sessions").select("status").where("id", "=", uploadId).executeTakeFirst();
  return row !== undefined && row.status === "open";
}

/** Records a received part; a part sent again replaces the first (idempotent per part number). */
export async function recordPart(
  db: Kysely<Database>,
  uploadId: string,
  partNumber: number,
  size: number,
  now: number,
): Promise<void> {
  await db
    .insertInto("upload_parts")
    .values({ upload_id: uploadId, part_number: partNumber, size, created_at: now })
    .onConflict((conflict) => conflict.columns(["upload_id", "part_number"]).doUpdateSet({ size, created_at: now }))
    .execute();
}

export async function listParts(
  db: Kysely<Database>,
  uploadId: string,
): Promise<Array<{ partNumber: number; size: number }>> {
  const rows = await db
    .selectFrom("upload_parts")
    .select(["part_number", "size"])
    .where("upload_id", "=", uploadId)
    .orderBy("part_number")
    .execute();
  return rows.map((row) => ({ partNumber: Number(row.part_number), size: Number(row.size) }));
}

/** Takes the session for one combine; false when it is not open (done, or another combine runs). */
export async function claimForCombine(db: Kysely<Database>, uploadId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable("upload_sessions")
    .set({ status: "combining", combining_since: now, updated_at: now })
    .where("id", "=", uploadId)
    .where((eb) =>
      eb.or([
        eb("status", "=", "open"),
        eb.and([eb("status", "=", "combining"), eb("combining_since", "<", now - COMBINE_TAKEOVER_MS)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function reopen(db: Kysely<Database>, uploadId: string, now: number): Promise<void> {
  await db
    .updateTable("upload_sessions")
    .set({ status: "open", combining_since: null, updated_at: now })
    .where("id", "=", uploadId)
    .execute();
}

export async function markCombined(
  db: Kysely<Database>,
  uploadId: string,
  fileUuid: string,
  now: number,
): Promise<void> {
  await db
    .updateTable("upload_sessions")
    .set({ status: "done", combining_since: null, file_uuid: fileUuid, updated_at: now })
    .where("id", "=", uploadId)
    .execute();
  await db.deleteFrom("upload_parts").where("upload_id", "=", uploadId).execute();
}

export async function deleteSession(db: Kysely<Database>, uploadId: string): Promise<number> {
  const deleted = await db.deleteFrom("upload_parts").where("upload_id", "=", uploadId).executeTakeFirst();
  await db.deleteFrom("upload_sessions").where("id", "=", uploadId).execute();
  return Number(deleted.numDeletedRows);
}
