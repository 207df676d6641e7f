import { createRequire } from "node:module";
import type SQLite from "better-sqlite3";

/** Raised when SQLite is chosen (no DATABASE_URL) but its native driver is not installed. */
export class MissingSqliteDriverError extends Error {}

/**
 * better-sqlite3 is an optional dependency with a native build: a PostgreSQL deployment need not have it, so it is
 * loaded only when SQLite is chosen. Loaded with require (not `import()`) so that opening a database stays
 * synchronous for every caller.
 */
export function loadSqliteDriver(moduleName = "better-sqlite3"): typeof SQLite {
  try {
    return createRequire(import.meta.url)(moduleName) as typeof SQLite;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new MissingSqliteDriverError(
      `SQLite needs the optional package better-sqlite3, which could not be loaded (${reason}): ` +
        "install it (npm install better-sqlite3) or set DATABASE_URL to a PostgreSQL database",
    );
  }
}
