import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import type { Generated } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cachedStatements } from "./statement-cache";

describe("prepared statements kept by their SQL text", () => {
  let dir: string;
  let connection: SQLite.Database;
  let prepared: string[];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "sxz-statements-"));
    connection = new SQLite(join(dir, "test.sqlite"));
    prepared = [];
    const prepare = connection.prepare.bind(connection);
    // Counts what reaches SQLite's parser; the statements themselves are real.
    connection.prepare = ((text: string) => {
      prepared.push(text);
      return prepare(text);
    }) as typeof connection.prepare;
  });
  afterEach(() => {
    if (connection.open) connection.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("prepares a query's SQL once however often Kysely runs it, with each run's own parameters", async () => {
    const db = new Kysely<{ items: { id: number; name: string } }>({
      dialect: new SqliteDialect({ database: cachedStatements(connection) }),
    });
    await sql`create table items (id integer primary key, name text)`.execute(db);
    for (const [id, name] of [
      [1, "one"],
      [2, "two"],
      [3, "three"],
    ] as const)
      await db.insertInto("items").values({ id, name }).execute();
    const names = [];
    for (const id of [1, 2, 3, 2])
      names.push((await db.selectFrom("items").select("name").where("id", "=", id).executeTakeFirst())?.name);
    expect(names).toEqual(["one", "two", "three", "two"]);
    expect(prepared.filter((text) => text.startsWith("select"))).toHaveLength(1);
    expect(prepared.filter((text) => text.startsWith("insert"))).toHaveLength(1);
    await db.destroy();
    expect(connection.open).toBe(false);
  });

  it("keeps at most `capacity` statements, dropping the least recently used first", () => {
    const statements = cachedStatements(connection, 2);
    statements.prepare("select 1");
    statements.prepare("select 2");
    statements.prepare("select 1"); // now the most recently used
    statements.prepare("select 3"); // drops "select 2"
    statements.prepare("select 1");
    statements.prepare("select 2");
    expect(prepared).toEqual(["select 1", "select 2", "select 3", "select 2"]);
  });

  it("answers with the new schema after the table it reads was changed", async () => {
    const db = new Kysely<{ items: { id: number; name: string } }>({
      dialect: new SqliteDialect({ database: cachedStatements(connection) }),
    });
    await sql`create table items (id integer primary key, name text)`.execute(db);
    await db.insertInto("items").values({ id: 1, name: "one" }).execute();
    const read = () => sql<Record<string, unknown>>`select * from items`.execute(db).then((result) => result.rows);
    expect(await read()).toEqual([{ id: 1, name: "one" }]);
    await sql`alter table items add column note text`.execute(db);
    expect(await read()).toEqual([{ id: 1, name: "one", note: null }]);
    await db.destroy();
  });

  it('a transaction SQLite rolled back itself (a full disk) fails with its cause, not "cannot rollback"', async () => {
    connection.pragma("journal_mode = WAL");
    connection.exec("create table t (id integer primary key, v text)");
    connection.prepare("insert into t (v) values ('x')").run();
    const db = new Kysely<{ t: { id: Generated<number>; v: string } }>({
      dialect: new SqliteDialect({ database: cachedStatements(connection) }),
    });
    // SQLite's own cap on the file: the next page it needs fails with SQLITE_FULL, as on a full disk.
    connection.pragma(`max_page_count = ${connection.pragma("page_count", { simple: true }) as number}`);
    let failure: unknown;
    for (let attempt = 0; attempt < 50 && !failure; attempt++) {
      await db
        .transaction()
        .execute(async (trx) => {
          await trx
            .insertInto("t")
            .values({ v: "y".repeat(1500) })
            .execute();
          await trx
            .insertInto("t")
            .values({ v: "y".repeat(1500) })
            .execute();
        })
        .catch((error: unknown) => (failure = error));
    }
    expect(failure).toMatchObject({ code: "SQLITE_FULL" });
    expect(connection.inTransaction).toBe(false);
    // A transaction still open at a failure is rolled back as before.
    connection.pragma("max_page_count = 1073741823");
    await db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto("t").values({ v: "kept?" }).execute();
        throw new Error("changed my mind");
      })
      .catch(() => undefined);
    expect(connection.prepare("select count(*) as n from t where v = 'kept?'").get()).toEqual({ n: 0 });
  });
});
