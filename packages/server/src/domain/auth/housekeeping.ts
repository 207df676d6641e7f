import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** How long spent codes and dead refresh tokens are kept after they stop mattering (replay detection). */
const KEEP_AFTER_EXPIRY_MS = 24 * 3600 * 1000;

/**
 * Deletes what can no longer be used or replayed: authorization codes a day after they expired, and refresh
 * tokens a day after they expired. Token families stay (they are small and record why a session ended).
 */
export async function pruneExpiredCredentials(
  db: Kysely<Database>,
  now = Date.now(),
): Promise<{ codes: number; refreshTokens: number }> {
  const cutoff = now - KEEP_AFTER_EXPIRY_MS;
  const codes = await db.deleteFrom("authorization_codes").where("expires_at", "<", cutoff).executeTakeFirst();
  const tokens = await db.deleteFrom("refresh_tokens").where("expires_at", "<", cutoff).executeTakeFirst();
  return { codes: Number(codes.numDeletedRows), refreshTokens: Number(tokens.numDeletedRows) };
}
