import type { Kysely } from "kysely";
import { UPLOAD_LIMITS } from "@sxz/contract";
import type { Database } from "../../db/schema";
import { deleteSession } from "./sessions";
import { partsPrefix } from "./storage/storage";
import type { UploadStorage } from "./storage/storage";

/** What one sweep removed. */
export interface SweepOutcome {
  sessions: number;
  parts: number;
  orphanFolders: number;
  temporaryFiles: number;
  /** Simple-upload tickets whose file never came (their signed URL has long expired). */
  unusedTickets: number;
}

/**
 * Chunked uploads that nobody finished or cancelled keep their parts in storage for ever; a sweep removes every
 * session with no activity (no new part, no combine) for `ttlMs`, with its parts, as object stores' lifecycle
 * rules do for abandoned multipart uploads. A client that comes back later is told the session is gone (404) and
 * starts again. Also removed: folders of parts whose session no longer exists, and temporary files, once as old
 * (both only left behind by a process that stopped mid-way), and simple-upload tickets never used, once as old and
 * past their signed URL's expiry (they hold no bytes, only a row).
 */
export async function sweepAbandonedUploads(
  db: Kysely<Database>,
  store: UploadStorage,
  options: { now: number; ttlMs: number },
): Promise<SweepOutcome> {
  const cutoff = options.now - options.ttlMs;
  const abandoned = await db
    .selectFrom("upload_sessions")
    .select("id")
    .where("status", "in", ["open", "combining"])
    .where("updated_at", "<", cutoff)
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom("upload_parts")
            .select("upload_parts.upload_id")
            .whereRef("upload_parts.upload_id", "=", "upload_sessions.id")
            .where("upload_parts.created_at", ">=", cutoff),
        ),
      ),
    )
    .execute();
  const outcome: SweepOutcome = { sessions: 0, parts: 0, orphanFolders: 0, temporaryFiles: 0, unusedTickets: 0 };
  for (const { id } of abandoned) {
    outcome.parts += await deleteSession(db, id);
    await store.removeAll(partsPrefix(id));
    outcome.sessions += 1;
  }

  const oldFolders = (await store.partUploads()).filter((folder) => folder.modifiedAt < cutoff);
  if (oldFolders.length > 0) {
    const live = await db
      .selectFrom("upload_sessions")
      .select("id")
      .where(
        "id",
        "in",
        oldFolders.map((folder) => folder.uploadId),
      )
      .where("status", "in", ["open", "combining"])
      .execute();
    const liveIds = new Set(live.map((row) => row.id));
    for (const folder of oldFolders) {
      if (liveIds.has(folder.uploadId)) continue;
      await store.removeAll(partsPrefix(folder.uploadId));
      outcome.orphanFolders += 1;
    }
  }
  outcome.temporaryFiles = await store.removeUnfinishedWrites(cutoff);
  const ticketCutoff = Math.min(cutoff, options.now - UPLOAD_LIMITS.signedUrlTtlSeconds * 1000);
  const tickets = await db
    .deleteFrom("stored_files")
    .where("kind", "=", "simple")
    .where("status", "=", "pending")
    .where("created_at", "<", ticketCutoff)
    .executeTakeFirst();
  outcome.unusedTickets = Number(tickets.numDeletedRows);
  return outcome;
}
