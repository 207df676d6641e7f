import type { Kysely } from "kysely";
import { pathTo, uploadPaths } from "@sxz/contract";
import type { StoredFile } from "@sxz/contract";
import type { Database } from "../../db/schema";
import type { StoredFilesTable } from "../../db/tables/uploads";
import type { Keys } from "../auth/key-ring";
import { fileSignature } from "./signing";

/** Rows of stored_files and how a stored file is described to clients. */

export type StoredFileRow = StoredFilesTable;

export async function insertFile(db: Kysely<Database>, row: StoredFileRow): Promise<void> {
  await db.insertInto("stored_files").values(row).execute();
}

export async function findFile(db: Kysely<Database>, uuid: string): Promise<StoredFileRow | undefined> {
  return db.selectFrom("stored_files").selectAll().where("uuid", "=", uuid).executeTakeFirst();
}

/** Takes a pending simple upload for one PUT; false when another PUT has it or it is already stored. */
export async function claimPending(db: Kysely<Database>, uuid: string): Promise<boolean> {
  const result = await db
    .updateTable("stored_files")
    .set({ status: "receiving" })
    .where("uuid", "=", uuid)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a failed PUT's claim back, so the same signed URL can be retried. */
export async function releaseClaim(db: Kysely<Database>, uuid: string): Promise<void> {
  await db
    .updateTable("stored_files")
    .set({ status: "pending" })
    .where("uuid", "=", uuid)
    .where("status", "=", "receiving")
    .execute();
}

export async function markStored(
  db: Kysely<Database>,
  uuid: string,
  size: number,
  sha256: string,
  now: number,
): Promise<void> {
  await db
    .updateTable("stored_files")
    .set({ status: "stored", size, sha256, stored_at: now })
    .where("uuid", "=", uuid)
    .execute();
}

/** The static URL that reads a file back; its signature is the read credential. */
export function staticUrl(baseUrl: string, secret: Keys, uuid: string): string {
  return `${baseUrl}${pathTo(uploadPaths.storedFile, { uuid })}?signature=${encodeURIComponent(fileSignature(secret, uuid))}`;
}

export function describeFile(row: StoredFileRow, baseUrl: string, secret: Keys): StoredFile {
  return {
    uuid: row.uuid,
    fileName: row.file_name,
    size: Number(row.size ?? 0),
    sha256: row.sha256 ?? "",
    staticUrl: staticUrl(baseUrl, secret, row.uuid),
    signature: fileSignature(secret, row.uuid),
  };
}
