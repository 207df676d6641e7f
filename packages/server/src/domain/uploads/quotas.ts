import { sql } from "kysely";
import type { Kysely, Transaction } from "kysely";
import { ApiCode, UPLOAD_LIMITS } from "@sxz/contract";
import { isPostgres } from "../../db/dialect";
import type { Database } from "../../db/schema";
import { ApiError } from "../../http/api-error";

/**
 * Per-user caps on what uploads hold open: unfinished chunked sessions (each may fill up to UPLOAD_MAX_BYTES of disk
 * with parts) and simple-upload tickets whose file has not arrived yet. A refusal is 901100007, which the client
 * layer shows with the server's message (CL-ERR-5), with HTTP 409: nothing is wrong with the request itself.
 */
export interface UploadQuotas {
  /** UPLOAD_MAX_OPEN_SESSIONS */
  openSessions: number;
  /** UPLOAD_MAX_PENDING_TICKETS */
  pendingTickets: number;
}

type Kind = "sessions" | "tickets";

/**
 * Counts and inserts in one transaction, so concurrent requests of one user cannot both see room for one more:
 * SQLite runs one write transaction at a time; on PostgreSQL a transaction-scoped advisory lock per user and kind
 * queues them (no row needs to exist for it).
 */
async function withinQuota<T>(
  db: Kysely<Database>,
  kind: Kind,
  userId: string,
  count: (trx: Transaction<Database>) => Promise<number>,
  limit: number,
  insert: (trx: Transaction<Database>) => Promise<T>,
  refusal: () => ApiError,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx as unknown as Kysely<unknown>))
      await sql`select pg_advisory_xact_lock(hashtext(${`upload-quota:${kind}:${userId}`}))`.execute(trx);
    if ((await count(trx)) >= limit) throw refusal();
    return insert(trx);
  });
}

/** Inserts a chunked session unless the user already has `limit` unfinished ones (open, or being combined). */
export async function withinSessionQuota<T>(
  db: Kysely<Database>,
  userId: string,
  limit: number,
  insert: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const count = async (trx: Transaction<Database>) => {
    const row = await trx
      .selectFrom("upload_sessions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", userId)
      .where("status", "in", ["open", "combining"])
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };
  return withinQuota(
    db,
    "sessions",
    userId,
    count,
    limit,
    insert,
    () => new ApiError(409, ApiCode.UPLOAD_REFUSED, "uploadSessionQuota", { max: limit }),
  );
}

/** Inserts a simple-upload ticket unless the user already holds `limit` whose file has not come and whose link still works. */
export async function withinTicketQuota<T>(
  db: Kysely<Database>,
  userId: string,
  limit: number,
  now: number,
  insert: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const ttlMs = UPLOAD_LIMITS.signedUrlTtlSeconds * 1000;
  const count = async (trx: Transaction<Database>) => {
    const row = await trx
      .selectFrom("stored_files")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", userId)
      .where("kind", "=", "simple")
      .where("status", "in", ["pending", "receiving"])
      .where("created_at", ">", now - ttlMs)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };
  const minutes = Math.ceil(ttlMs / 60_000);
  return withinQuota(
    db,
    "tickets",
    userId,
    count,
    limit,
    insert,
    () => new ApiError(409, ApiCode.UPLOAD_REFUSED, "uploadTicketQuota", { max: limit, minutes }),
  );
}
