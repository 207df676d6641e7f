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
  /**
   * Errors of connections that no query was waiting on (an idle or checked-out PostgreSQL connection the server
   * terminated: a restart, a failover, an idle-connection reaper). The pool drops such a connection and opens a new
   * one for the next query; the fault monitor listens here. Without a listener they are dropped, never thrown.
   */
  connectionErrors?: ConnectionErrors;
}

/** Listeners of connection errors (see DatabaseHandle.connectionErrors). */
export class ConnectionErrors {
  private readonly listeners = new Set<(error: Error) => void>();
  readonly emit = (error: Error): void => {
    for (const listener of this.listeners) listener(error);
  };
  subscribe(listener: (error: Error) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** How long a query waits for a new PostgreSQL connection before it fails as "database unavailable" (ms). */
const CONNECT_TIMEOUT_MS = 5000;

// COUNT(*) and bigint columns arrive as strings from pg; every count here fits in a JS number.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(1700, (value) => Number.parseFloat(value));

export function openDatabase(config: Pick<ServerConfig, "databaseUrl" | "dataDir">): DatabaseHandle {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 20,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    const connectionErrors = new ConnectionErrors();
    // An 'error' event without a listener ends the process: the pool's (an idle client lost) and every client's
    // (one checked out between queries, e.g. inside a transaction, when its backend is terminated).
    pool.on("error", connectionErrors.emit);
    pool.on("connect", (client) => client.on("error", connectionErrors.emit));
    const queries = new QueryEvents();
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: queries.emit });
    return { db, dialect: "postgres", destroy: () => db.destroy(), queries, pool, connectionErrors };
  }
  const SQLite = loadSqliteDriver();
  const sqlite = new SQLite(join(config.dataDir, "sxz.sqlite"));
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const queries = new QueryEvents();
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: cachedStatements(sqlite) }),
    log: queries.emit,
  });
  return { db, dialect: "sqlite", destroy: () => db.destroy(), queries, connectionErrors: new ConnectionErrors() };
}
