import { PostgresAdapter } from "kysely";
import type { Kysely } from "kysely";

/** Migrations and a few queries differ by engine (auto-increment ids, upserts, date types). */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
