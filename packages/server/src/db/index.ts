import { join } from "node:path";
import pg from "pg";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import type { ServerConfig } from "../config";
import type { Database } from "./schema";
import { cachedStatements } from "./statement-cache";
import { QueryEvents } from "./query-events";
import { loadSqliteDriver } from "./sqlite-driver";

export type DialectName = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  destroy(): Promise<void>;
  /** Every query run through `db` (metrics listen here). */
  queries?: QueryEvents;
  /** The PostgreSQL connection pool, whose sizes the metrics report. */
  pool?: pg.Pool;
}

// COUNT(*) and bigint columns arrive as strings from pg; every count here fits in a JS number.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(1700, (value) => Number.parseFloat(value));

export function openDatabase(config: Pick<ServerConfig, "databaseUrl" | "dataDir">): DatabaseHandle {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 20 });
    const queries = new QueryEvents();
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: queries.emit });
    return { db, dialect: "postgres", destroy: () => db.destroy(), queries, pool };
  }
  const SQLite = loadSqliteDriver();
  const sqlite = new SQLite(join(config.dataDir, "sxz.sqlite"));
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const queries = new QueryEvents();
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cachedStatements(sqlite) }), log: queries.emit });
  return { db, dialect: "sqlite", destroy: () => db.destroy(), queries };
}
