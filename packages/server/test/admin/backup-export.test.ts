import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/index";
import type { DatabaseHandle } from "../../src/db/index";
import { createTestDatabase } from "../../src/testing";
import type { TestDatabase } from "../../src/testing";
import { admin } from "./run-cli";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** A school with a learner, two reviews (one with text a spreadsheet would run as a formula), a reply and a like. */
async function provision(env: Record<string, string | undefined>, handle: DatabaseHandle): Promise<void> {
  expect((await admin(env, ["school", "add", "north", "--name", "North"])).code).toBe(0);
  expect((await admin(env, ["school", "add", "south", "--name", "South"])).code).toBe(0);
  expect(
    (await admin(env, ["user", "add", "lin", "--school", "north", "--password-stdin"], "lin-password-1")).code,
  ).toBe(0);
  expect(
    (await admin(env, ["user", "add", "ann", "--school", "south", "--password-stdin"], "ann-password-1")).code,
  ).toBe(0);
  const lin = await handle.db.selectFrom("users").select("id").where("user_name", "=", "lin").executeTakeFirstOrThrow();
  const review = (content: string, resource: string, tenant = "north") => ({
    tenant_id: tenant,
    resource_id: resource,
    module_id: "mod",
    resource_type: "course",
    user_id: lin.id,
    author_role: "learner",
    score: 4,
    content,
    tags: "clear,pace",
    source: null,
    course_id: resource,
    app_id: null,
    app_type: null,
    class_id: null,
    is_top: 0,
    is_hidden: 0,
    like_count: 1,
    created_at: Date.UTC(2026, 10, 1),
    updated_at: Date.UTC(2026, 10, 1),
  });
  const first = await handle.db
    .insertInto("reviews")
    .values(review('讲解清晰 "great", really', "c1"))
    .returning("id")
    .executeTakeFirstOrThrow();
  await handle.db.insertInto("reviews").values(review('=HYPERLINK("http://evil.example","x")', "c2")).execute();
  await handle.db
    .insertInto("reviews")
    .values(review("another school's review", "c3", "south"))
    .execute();
  await handle.db
    .insertInto("review_replies")
    .values({
      review_id: first.id,
      user_id: lin.id,
      author_role: "admin",
      content: "+thanks\nsecond line",
      created_at: Date.UTC(2026, 10, 2),
      updated_at: Date.UTC(2026, 10, 2),
    })
    .execute();
  await handle.db
    .insertInto("review_likes")
    .values({ review_id: first.id, user_id: lin.id, created_at: Date.UTC(2026, 10, 3) })
    .execute();
}

describe("sxz-server admin export", () => {
  let database: TestDatabase;
  let env: Record<string, string | undefined>;
  let handle: DatabaseHandle;
  let out: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    env = { DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl };
    out = mkdtempSync(join(tmpdir(), "sxz-export-"));
    expect((await admin(env, ["school", "list"])).code).toBe(0);
    handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    await provision(env, handle);
  });
  afterAll(async () => {
    await handle?.destroy();
    rmSync(out, { recursive: true, force: true });
    await database.drop();
  });

  it("writes a school's reviews with their ratings, replies and likes as JSON Lines, and nothing of another school", async () => {
    const file = join(out, "north.jsonl");
    const run = await admin(env, ["export", "--school", "north", "--format", "jsonl", "--out", file, "--json"]);
    expect(run.json).toMatchObject({ ok: true, result: { school: "north", format: "jsonl", records: 4 } });
    const records = readFileSync(file, "utf8")
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records.map((record) => record.kind)).toEqual(["review", "reply", "like", "review"]);
    expect(records[0]).toMatchObject({
      kind: "review",
      resource_id: "c1",
      username: "lin",
      score: 4,
      tags: "clear,pace",
      content: '讲解清晰 "great", really',
      created_at: "2026-11-01T00:00:00.000Z",
    });
    expect(records[1]).toMatchObject({ kind: "reply", review_id: records[0]!.id, content: "+thanks\nsecond line" });
    expect(records[2]).toMatchObject({ kind: "like", review_id: records[0]!.id, username: "lin" });
    expect(JSON.stringify(records)).not.toContain("another school");
  });

  it("writes CSV a spreadsheet opens: UTF-8 byte-order mark, a header, RFC 4180 quoting, formula-like cells prefixed with an apostrophe", async () => {
    const stdout = await admin(env, ["export", "--school", "north", "--format", "csv"]);
    expect(stdout.code).toBe(0);
    const text = stdout.stdout;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      '"kind","id","review_id","resource_id","module_id","course_id","user_id","username","author_role","score","tags","content","like_count","is_top","is_hidden","created_at","updated_at"',
    );
    expect(text).toContain('"讲解清晰 ""great"", really"');
    // A formula is text, not a formula: '=HYPERLINK… and '+thanks (the reply, with its line break kept inside the quotes).
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(text).toContain(`"'+thanks\nsecond line"`);
    expect(text).not.toMatch(/(^|,)"[=+\-@]/m);
  });

  it("refuses an unknown school (exit 1) and an unknown format (exit 1), writing no file", async () => {
    expect(
      (await admin(env, ["export", "--school", "atlantis", "--format", "csv", "--out", join(out, "x.csv")])).code,
    ).toBe(1);
    expect(
      (await admin(env, ["export", "--school", "north", "--format", "xlsx", "--out", join(out, "y.csv")])).stderr,
    ).toContain("export format must be one of jsonl, csv");
    expect(existsSync(join(out, "x.csv")) || existsSync(join(out, "y.csv"))).toBe(false);
  });
});

describe("sxz-server admin backup and restore", () => {
  let source: TestDatabase;
  let target: TestDatabase;
  let sourceEnv: Record<string, string | undefined>;
  let targetEnv: Record<string, string | undefined>;
  let files: string;

  beforeAll(async () => {
    source = await createTestDatabase();
    target = await createTestDatabase();
    sourceEnv = { DATA_DIR: source.dataDir, DATABASE_URL: source.databaseUrl };
    targetEnv = { DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl };
    files = mkdtempSync(join(tmpdir(), "sxz-backup-"));
    expect((await admin(sourceEnv, ["school", "list"])).code).toBe(0);
    const handle = openDatabase({ databaseUrl: source.databaseUrl, dataDir: source.dataDir });
    try {
      await provision(sourceEnv, handle);
    } finally {
      await handle.destroy();
    }
  });
  afterAll(async () => {
    rmSync(files, { recursive: true, force: true });
    await source.drop();
    await target.drop();
  });

  it(`backs up ${onPostgres ? "PostgreSQL with pg_dump" : "SQLite with the online backup API"}, restores into an empty database, and the restored one exports the same reviews`, async () => {
    const file = join(files, "sxz.backup");
    const backup = await admin(sourceEnv, ["backup", file, "--json"]);
    expect(backup.code, backup.stdout).toBe(0);
    expect(backup.json.result).toMatchObject({
      file,
      dialect: onPostgres ? "postgres" : "sqlite",
      rows: { schools: 2, users: 2, reviews: 3, review_replies: 1, review_likes: 1 },
    });
    expect((await admin(sourceEnv, ["backup", file])).code, "an existing file is kept").toBe(1);

    const restore = await admin(targetEnv, ["restore", file, "--json"]);
    expect(restore.code, restore.stdout).toBe(0);
    expect(restore.json.result).toMatchObject({ replaced: false, rows: { schools: 2, users: 2, reviews: 3 } });

    const original = await admin(sourceEnv, ["export", "--school", "north", "--format", "jsonl"]);
    const restored = await admin(targetEnv, ["export", "--school", "north", "--format", "jsonl"]);
    expect(restored.stdout).toBe(original.stdout);
    expect(restored.stdout).toContain("讲解清晰");
    // The restored users sign in with their passwords: the hashes came along.
    expect((await admin(targetEnv, ["user", "list", "--json"])).json.result).toEqual(
      expect.arrayContaining([expect.objectContaining({ username: "lin", hasPassword: true })]),
    );
  });

  it.skipIf(!onPostgres)(
    "the README's recipe by hand, pg_dump -Fc -O -x and pg_restore -O -x -1 -e, restores a copy the CLI reads (needs TEST_DATABASE_URL)",
    async () => {
      const file = join(files, "by-hand.backup");
      const copy = await createTestDatabase();
      try {
        const dump = spawnSync("pg_dump", ["-Fc", "-O", "-x", "-f", file, source.databaseUrl!], { encoding: "utf8" });
        expect(dump.status, dump.stderr).toBe(0);
        const restore = spawnSync("pg_restore", ["-O", "-x", "-1", "-e", "-d", copy.databaseUrl!, file], {
          encoding: "utf8",
        });
        expect(restore.status, restore.stderr).toBe(0);
        const exported = await admin({ DATA_DIR: copy.dataDir, DATABASE_URL: copy.databaseUrl }, [
          "export",
          "--school",
          "north",
          "--format",
          "jsonl",
        ]);
        expect(exported.stdout).toContain("讲解清晰");
      } finally {
        await copy.drop();
      }
    },
  );

  it("refuses to restore over a database that holds data (exit 1) unless --force, and refuses a file that is no backup", async () => {
    const file = join(files, "again.backup");
    expect((await admin(sourceEnv, ["backup", file])).code).toBe(0);
    const refused = await admin(targetEnv, ["restore", file]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("is not empty");
    expect((await admin(targetEnv, ["school", "add", "extra", "--name", "Extra"])).code).toBe(0);
    const forced = await admin(targetEnv, ["restore", file, "--force", "--json"]);
    expect(forced.code, forced.stdout).toBe(0);
    expect(forced.json.result).toMatchObject({ replaced: true, rows: { schools: 2 } });
    expect(
      ((await admin(targetEnv, ["school", "list", "--json"])).json.result as Array<{ id: string }>).map(
        (school) => school.id,
      ),
    ).toEqual(["north", "south"]);

    const junk = join(files, "junk.backup");
    writeFileSync(junk, "not a backup at all");
    expect((await admin(targetEnv, ["restore", junk, "--force"])).code).not.toBe(0);
    expect((await admin(targetEnv, ["restore", join(files, "missing.backup")])).code).toBe(1);
  });
});
