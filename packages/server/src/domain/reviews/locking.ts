import type { Kysely, SelectQueryBuilder } from "kysely";
import type { Database } from "../../db/schema";
import { isPostgres } from "../../db/dialect";

/**
 * Locks the selected row until the transaction ends on PostgreSQL. SQLite needs nothing: it runs one write
 * transaction at a time. Locking the review first gives every writer the same lock order (no deadlocks).
 */
export function forUpdate<DB, TB extends keyof DB, O>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return isPostgres(db as Kysely<unknown>) ? query.forUpdate() : query;
}
