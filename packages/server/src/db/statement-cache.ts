import type { Database as SqliteConnection, Statement } from "better-sqlite3";
import type { SqliteDatabase } from "kysely";

/**
 * Kysely's SQLite driver calls `prepare(sql)` for every query it runs, and better-sqlite3 then parses and plans
 * the SQL again each time: on the list call that was an eighth of the server's CPU. The server runs a small,
 * fixed set of SQL texts (values are parameters, `IN` lists vary only by length), so each prepared statement is
 * kept by its text and reused. Least recently used texts leave first, so a stream of one-off texts cannot grow it.
 *
 * Reuse is safe because the driver runs one query at a time on its one connection (a streamed query holds the
 * connection until its iterator ends), and SQLite re-prepares a kept statement by itself after a schema change.
 */
export function cachedStatements(connection: SqliteConnection, capacity = 256): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => connection.close(),
    prepare(sql) {
      if (sql === "rollback") return rollbackIfActive(connection);
      const kept = statements.get(sql);
      if (kept) {
        // Map order is insertion order: moving the entry to the end marks it most recently used.
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = connection.prepare(sql);
      if (statements.size >= capacity) statements.delete(statements.keys().next().value!);
      statements.set(sql, statement);
      return statement;
    },
  };
}

/**
 * Kysely's `rollback` after a failed statement in a transaction. SQLite itself rolls the whole transaction back on
 * some errors (SQLITE_FULL, SQLITE_IOERR, SQLITE_BUSY, SQLITE_NOMEM): a `rollback` then fails with "cannot rollback -
 * no transaction is active", and Kysely throws that instead of the error that caused it. Rolling back only what is
 * still open keeps the cause as the error the caller sees (and the fault handling answers it: 507 for a full disk).
 */
function rollbackIfActive(connection: SqliteConnection) {
  return {
    reader: false,
    run() {
      if (connection.inTransaction) connection.prepare("rollback").run();
      return { changes: 0, lastInsertRowid: 0 };
    },
  } as unknown as Statement;
}
