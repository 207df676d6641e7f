import { spawn } from "node:child_process";
import { existsSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { Kysely, SqliteDialect, sql } from "kysely";
import type { ServerConfig } from "../config";
import { openDatabase } from "../db/index";
import type { DatabaseHandle } from "../db/index";
import { migrateToLatest } from "../db/migrate";
import type { Database } from "../db/schema";
import { loadSqliteDriver } from "../db/sqlite-driver";
import { AdminRefusal, conflict, invalid } from "../domain/admin/refusal";

type Location = Pick<ServerConfig, "databaseUrl" | "dataDir">;

/** A step that failed outside the database's answers: a file that cannot be written, pg_dump missing or failing. */
export class ToolFailure extends Error {}

export interface BackupReport {
  file: string;
  bytes: number;
  dialect: "sqlite" | "postgres";
  /** Rows of the main tables in what was saved (SQLite: read back from the file; PostgreSQL: at the time of the dump). */
  rows: Record<string, number>;
}

const COUNTED = ["schools", "users", "memberships", "reviews", "review_replies", "review_likes"] as const;

export const sqliteFile = (location: Location) => join(location.dataDir, "sxz.sqlite");

async function countRows(handle: DatabaseHandle): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  for (const table of COUNTED) {
    const row = await handle.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    rows[table] = Number(row.n);
  }
  return rows;
}

/** Runs pg_dump or pg_restore; a missing tool or a failure is a ToolFailure carrying its own message. */
function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        new ToolFailure(
          error.code === "ENOENT"
            ? `${command} is not installed (the PostgreSQL client tools of the server's major version are needed)`
            : `${command}: ${error.message}`,
        ),
      ),
    );
    child.on("close", (code) =>
      code === 0
        ? resolve()
        : reject(new ToolFailure(`${command} failed (exit ${code}): ${stderr.trim().slice(0, 2000)}`)),
    );
  });
}

/** A pg URL without the password, for messages. */
const shownUrl = (url: string) => url.replace(/:\/\/([^:@/]*):[^@/]*@/, "://$1:***@");

/**
 * A consistent copy of the database while the server keeps running. SQLite: the online backup API into `file`,
 * then read back (integrity check, row counts). PostgreSQL: `pg_dump --format=custom` (the file `restore` reads).
 */
export async function backupDatabase(
  location: Location,
  handle: DatabaseHandle,
  file: string,
  options: { force: boolean },
): Promise<BackupReport> {
  if (existsSync(file) && !options.force) throw conflict(`${file} exists already (--force overwrites it)`);
  if (handle.dialect === "postgres") {
    const rows = await countRows(handle);
    await runTool("pg_dump", [
      "--format=custom",
      "--no-owner",
      "--no-privileges",
      `--file=${file}`,
      `--dbname=${location.databaseUrl!}`,
    ]);
    return { file, bytes: statSync(file).size, dialect: "postgres", rows };
  }
  const SQLite = loadSqliteDriver();
  const source = new SQLite(sqliteFile(location), { readonly: true, fileMustExist: true });
  try {
    if (options.force) rmSync(file, { force: true });
    await source.backup(file);
  } catch (error) {
    throw new ToolFailure(`the backup to ${file} failed: ${(error as Error).message}`);
  } finally {
    source.close();
  }
  const copy = openSqliteFile(file);
  try {
    return { file, bytes: statSync(file).size, dialect: "sqlite", rows: await countRows(copy) };
  } finally {
    await copy.destroy();
  }
}

/** Opens a backup file read-only as a database, once it is known to be an intact SQLite file holding this server's schema. */
function openSqliteFile(file: string): DatabaseHandle {
  const SQLite = loadSqliteDriver();
  let database;
  try {
    database = new SQLite(file, { readonly: true, fileMustExist: true });
    const integrity: unknown = database.pragma("integrity_check", { simple: true });
    if (integrity !== "ok") throw invalid(`${file} is damaged: ${String(integrity).slice(0, 200)}`);
    const migrated = database
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'")
      .get();
    if (!migrated) throw invalid(`${file} is an SQLite file but not a backup of this server (no migrations table)`);
  } catch (error) {
    database?.close();
    if (error instanceof AdminRefusal) throw error;
    throw invalid(`${file} is not an SQLite backup: ${(error as Error).message}`);
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return { db, dialect: "sqlite", destroy: () => db.destroy() };
}

/** Whether the target database holds any school, user or review (then a restore would overwrite someone's data). */
async function holdsData(handle: DatabaseHandle): Promise<boolean> {
  for (const table of ["schools", "users", "reviews"] as const) {
    try {
      const row = await handle.db
        .selectFrom(table)
        .select(sql<number>`1`.as("one"))
        .limit(1)
        .executeTakeFirst();
      if (row) return true;
    } catch {
      // No such table: a database never migrated is empty.
    }
  }
  return false;
}

export interface RestoreReport {
  file: string;
  dialect: "sqlite" | "postgres";
  rows: Record<string, number>;
  /** Whether the target held data that --force allowed to be replaced. */
  replaced: boolean;
}

/**
 * Restores a backup into the configured database, which must be empty (no school, user or review) unless `force`.
 * The server must be stopped meanwhile. Afterwards the schema is brought up to date (a backup of an older version
 * is migrated like a database of that version).
 */
export async function restoreDatabase(
  location: Location,
  file: string,
  options: { force: boolean },
): Promise<RestoreReport> {
  if (!existsSync(file)) throw invalid(`${file} does not exist`);
  const target = openDatabase(location);
  let replaced = false;
  try {
    replaced = await holdsData(target);
    if (replaced && !options.force) {
      const where = location.databaseUrl ? shownUrl(location.databaseUrl) : sqliteFile(location);
      throw conflict(
        `the database ${where} is not empty (it holds schools, users or reviews): restore into an empty one, or add --force to replace it`,
      );
    }
    if (target.dialect === "postgres") {
      const tables = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`.execute(target.db);
      const clean = Number(tables.rows[0]?.n ?? 0) > 0 ? ["--clean", "--if-exists"] : [];
      await target.destroy();
      await runTool("pg_restore", [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        "--single-transaction",
        ...clean,
        `--dbname=${location.databaseUrl!}`,
        file,
      ]);
    } else {
      await target.destroy();
      const backup = openSqliteFile(file);
      await backup.destroy();
      const SQLite = loadSqliteDriver();
      const destination = sqliteFile(location);
      for (const suffix of ["", "-wal", "-shm"]) rmSync(`${destination}${suffix}`, { force: true });
      const source = new SQLite(file, { readonly: true, fileMustExist: true });
      try {
        await source.backup(destination);
      } finally {
        source.close();
      }
    }
  } catch (error) {
    await target.destroy().catch(() => undefined);
    throw error;
  }
  const restored = openDatabase(location);
  try {
    await migrateToLatest(restored.db);
    return { file, dialect: restored.dialect, rows: await countRows(restored), replaced };
  } finally {
    await restored.destroy();
  }
}
