import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES } from "@sxz/contract";
import { openDatabase } from "../../src/db/index";
import type { DatabaseHandle } from "../../src/db/index";
import { verifyPassword } from "../../src/domain/auth/passwords";
import { createTestDatabase } from "../../src/testing";
import type { TestDatabase } from "../../src/testing";
import { admin } from "./run-cli";

// Each command of `sxz-server admin` against a real, empty database: SQLite, or PostgreSQL when TEST_DATABASE_URL is set.
describe("sxz-server admin: provisioning commands", () => {
  let database: TestDatabase;
  let env: Record<string, string | undefined>;
  let handle: DatabaseHandle;
  let files: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    env = { DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl, NODE_ENV: "production" };
    files = mkdtempSync(join(tmpdir(), "sxz-admin-files-"));
    // The first command migrates the empty database.
    expect((await admin(env, ["school", "list", "--json"])).json).toEqual({
      ok: true,
      command: "school list",
      result: [],
    });
    handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  });
  afterAll(async () => {
    await handle?.destroy();
    rmSync(files, { recursive: true, force: true });
    await database.drop();
  });

  it("adds a school, lists it, switches its login method to OAuth2 with its settings, and refuses a second school of the same id (exit 1)", async () => {
    const added = await admin(env, ["school", "add", "north", "--name", "North College", "--json"]);
    expect(added.code).toBe(0);
    expect(added.json.result).toMatchObject({ id: "north", name: "North College", loginMethod: "own", members: 0 });
    const login = await admin(env, [
      "school",
      "login",
      "north",
      "oauth2",
      "--authorize-url",
      "https://sso.north.example/authorize",
      "--client-id",
      "sxz",
      "--redirect-url",
      "https://learn.north.example/cb",
      "--json",
    ]);
    expect(login.json.result).toMatchObject({ loginMethod: "oauth2", oauth2: { clientId: "sxz" } });
    const row = await handle.db.selectFrom("schools").selectAll().where("id", "=", "north").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ login_method: "4", oauth2_authorize_url: "https://sso.north.example/authorize" });

    const again = await admin(env, ["school", "add", "north", "--name", "Other"]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('school "north" exists already');
    const oauthWithoutUrl = await admin(env, ["school", "login", "north", "oauth2", "--json"]);
    expect(oauthWithoutUrl.code).toBe(1);
    expect(oauthWithoutUrl.json.error?.message).toContain("authorize URL");
    expect((await admin(env, ["school", "add", "bad id", "--name", "X"])).code).toBe(1);
    expect((await admin(env, ["school", "login", "north", "own"])).code).toBe(0);
  });

  it("adds a user with the password from stdin (never argv), disables and enables them, resets the password", async () => {
    const added = await admin(
      env,
      ["user", "add", "lin", "--school", "north", "--password-stdin", "--json"],
      "first-password-1\n",
    );
    expect(added.code).toBe(0);
    expect(added.json.result).toMatchObject({
      username: "lin",
      homeSchool: "north",
      disabled: false,
      hasPassword: true,
      memberships: [{ school: "north", role: "learner" }],
    });
    const user = await handle.db
      .selectFrom("users")
      .selectAll()
      .where("user_name", "=", "lin")
      .executeTakeFirstOrThrow();
    expect(await verifyPassword("first-password-1", user.password_hash!)).toBe(true);

    // There is no option that takes a password on the command line.
    const argvPassword = await admin(env, ["user", "add", "x", "--school", "north", "--password", "secret123"]);
    expect(argvPassword.code).toBe(1);
    expect(argvPassword.stderr).toMatch(/Unknown option '--password'/);
    expect(
      (await admin(env, ["user", "add", "short", "--school", "north", "--password-stdin"], "short\n")).stderr,
    ).toContain("at least 8 characters");
    expect(
      (await admin(env, ["user", "add", "ghost", "--school", "nowhere", "--password-stdin"], "long-enough-1")).code,
    ).toBe(1);

    await handle.db
      .insertInto("token_families")
      .values({
        id: "family-lin",
        user_id: user.id,
        tenant_id: "north",
        created_at: Date.now(),
        revoked_at: null,
        revoked_reason: null,
      })
      .execute();
    expect((await admin(env, ["user", "disable", "lin", "--json"])).json.result).toMatchObject({ disabled: true });
    const family = await handle.db
      .selectFrom("token_families")
      .selectAll()
      .where("id", "=", "family-lin")
      .executeTakeFirstOrThrow();
    expect(family.revoked_reason).toBe("disabled");
    expect((await admin(env, ["user", "enable", "lin", "--json"])).json.result).toMatchObject({ disabled: false });

    expect((await admin(env, ["user", "password", "lin", "--password-stdin"], "second-password-2\n")).code).toBe(0);
    const after = await handle.db
      .selectFrom("users")
      .select("password_hash")
      .where("user_name", "=", "lin")
      .executeTakeFirstOrThrow();
    expect(await verifyPassword("second-password-2", after.password_hash!)).toBe(true);
    expect((await admin(env, ["user", "password", "nobody", "--password-stdin"], "second-password-2")).code).toBe(1);
  });

  it("imports users from CSV: a dry run writes nothing, a file with one bad row writes nothing and names the line, a good file creates all", async () => {
    await admin(env, ["school", "add", "south", "--name", "South School"]);
    const good = join(files, "users.csv");
    writeFileSync(
      good,
      '\uFEFFusername,school,role,password,real_name\r\nann,south,learner,ann-password-1,"Ann, the first"\r\nbob,south,admin,,Bob\r\n',
    );
    const dry = await admin(env, ["user", "import", good, "--dry-run", "--json"]);
    expect(dry.json.result).toEqual({ dryRun: true, created: ["ann", "bob"], refused: [] });
    expect(
      await handle.db.selectFrom("users").select("id").where("user_name", "in", ["ann", "bob"]).execute(),
    ).toHaveLength(0);

    const bad = join(files, "bad.csv");
    writeFileSync(bad, "username,school\ncid,south\ndan,atlantis\nlin,south\n");
    const refused = await admin(env, ["user", "import", bad, "--json"]);
    expect(refused.code).toBe(1);
    expect(refused.json.error?.message).toContain("line 3 (dan)");
    expect(refused.json.error?.message).toContain("line 4 (lin)");
    expect(await handle.db.selectFrom("users").select("id").where("user_name", "=", "cid").execute()).toHaveLength(0);

    const created = await admin(env, ["user", "import", good, "--json"]);
    expect(created.json.result).toEqual({ dryRun: false, created: ["ann", "bob"], refused: [] });
    const bob = await admin(env, ["user", "list", "--school", "south", "--json"]);
    expect(bob.json.result).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          username: "bob",
          hasPassword: false,
          memberships: [{ school: "south", role: "admin" }],
        }),
      ]),
    );
    expect((await admin(env, ["user", "import", join(files, "missing.csv")])).code).toBe(3);
  });

  it("adds and removes memberships; the home school's membership stays", async () => {
    const added = await admin(env, ["member", "add", "lin", "--school", "south", "--json"]);
    expect(added.json.result).toEqual({ username: "lin", school: "south", role: "learner" });
    expect((await admin(env, ["member", "add", "lin", "--school", "south"])).code).toBe(1);
    expect(
      (await admin(env, ["member", "add", "lin", "--school", "south", "--role", "admin", "--json"])).json.result,
    ).toMatchObject({ role: "admin" });
    expect((await admin(env, ["member", "list", "--school", "south", "--json"])).json.result).toEqual(
      expect.arrayContaining([{ username: "lin", school: "south", role: "admin" }]),
    );
    expect((await admin(env, ["member", "remove", "lin", "--school", "north"])).code).toBe(1);
    expect((await admin(env, ["member", "remove", "lin", "--school", "south"])).code).toBe(0);
    expect((await admin(env, ["member", "add", "nobody", "--school", "south"])).code).toBe(1);
  });

  it("adds a course and sets a learner's progress in a school", async () => {
    expect(
      (await admin(env, ["course", "add", "c1", "--title", "Course One", "--module", "mod-a", "--json"])).json.result,
    ).toEqual({ id: "c1", title: "Course One", module: "mod-a" });
    expect(
      (await admin(env, ["course", "progress", "lin", "--course", "c1", "--school", "north", "--percent", "40"])).code,
    ).toBe(0);
    const row = await handle.db
      .selectFrom("course_progress")
      .selectAll()
      .where("course_id", "=", "c1")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ tenant_id: "north", progress: 40 });
    expect(
      (await admin(env, ["course", "progress", "lin", "--course", "c1", "--school", "north", "--percent", "140"])).code,
    ).toBe(1);
  });

  it("imports a module's configuration items from JSON and from CSV in any of the 12 languages, updates by code, and --replace drops the rest", async () => {
    const json = join(files, "items.json");
    const allLanguages = Object.fromEntries(LANGUAGES.map((language) => [language, `Clear (${language})`]));
    writeFileSync(
      json,
      JSON.stringify({
        items: [
          { type: "tag", score: 5, code: "clear", texts: allLanguages },
          {
            type: "guide",
            score: 5,
            code: "guide-5",
            texts: { en_US: "Great! Tell others.", de_DE: "Toll! Erzählen Sie es weiter." },
          },
          { type: "low-score-tip", score: 1, code: "tip", texts: { en_US: "Pick a tag" } },
        ],
      }),
    );
    const first = await admin(env, ["items", "import", json, "--module", "mod-a", "--json"]);
    expect(first.json.result).toMatchObject({ module: "mod-a", created: 3, updated: 0, removed: 0 });
    expect(
      (first.json.result as { incomplete: Array<{ code: string }> }).incomplete.map((item) => item.code).sort(),
    ).toEqual(["guide-5", "tip"]);

    const csv = join(files, "items.csv");
    writeFileSync(
      csv,
      'type,score,code,en_US,zh_CN\ncaption,5,caption-5,Very good,非常好\nguide,5,guide-5,"Great, tell others",很好\n',
    );
    const second = await admin(env, ["items", "import", csv, "--module", "mod-a", "--replace", "--json"]);
    expect(second.json.result).toMatchObject({ created: 1, updated: 1, removed: 2 });
    const listed = await admin(env, ["items", "list", "--module", "mod-a", "--json"]);
    expect(listed.json.result).toEqual([
      {
        type: "guide",
        score: 5,
        code: "guide-5",
        texts: { zh_CN: "很好", en_US: "Great, tell others", de_DE: "Toll! Erzählen Sie es weiter." },
      },
      { type: "caption", score: 5, code: "caption-5", texts: { zh_CN: "非常好", en_US: "Very good" } },
    ]);

    writeFileSync(json, JSON.stringify([{ type: "tag", score: 9, code: "x", texts: { en_US: "x" } }]));
    const refused = await admin(env, ["items", "import", json, "--module", "mod-a", "--json"]);
    expect(refused.code).toBe(1);
    expect(refused.json.error?.message).toContain("score 9 does not fit type tag");
    writeFileSync(csv, "type,score,code,xx_XX\ntag,5,a,b\n");
    expect((await admin(env, ["items", "import", csv, "--global"])).stderr).toContain("unknown column(s) xx_XX");
  });

  it("sets sensitive words for the platform and for one school, which then no longer follows the default", async () => {
    expect((await admin(env, ["words", "add", "casino", "lottery", "--json"])).json.result).toEqual({
      school: null,
      own: true,
      words: ["casino", "lottery"],
    });
    expect((await admin(env, ["words", "list", "--school", "north", "--json"])).json.result).toEqual({
      school: "north",
      own: false,
      words: ["casino", "lottery"],
    });
    const file = join(files, "words.txt");
    writeFileSync(file, "# north's list\nspoiler\n\nbetting\n");
    expect((await admin(env, ["words", "set", file, "--school", "north", "--json"])).json.result).toEqual({
      school: "north",
      own: true,
      words: ["betting", "spoiler"],
    });
    expect((await admin(env, ["words", "remove", "casino", "--json"])).json.result).toMatchObject({
      words: ["lottery"],
    });
    expect((await admin(env, ["words", "list", "--school", "north", "--json"])).json.result).toMatchObject({
      words: ["betting", "spoiler"],
    });
  });

  it("sets, lists and unsets klt.* remote-config values globally and per school; other keys are refused", async () => {
    expect(
      (await admin(env, ["config", "set", "klt.beta.flag.school", '["north"]', "--json"])).json.result,
    ).toMatchObject({ key: "klt.beta.flag.school", school: null, value: ["north"] });
    expect((await admin(env, ["config", "set", "klt.feature.x", "true", "--school", "north"])).code).toBe(0);
    const row = await handle.db
      .selectFrom("config_properties")
      .selectAll()
      .where("key", "=", "klt.feature.x")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ tenant_id: "north", value: "true" });
    expect((await admin(env, ["config", "list", "--school", "north", "--json"])).json.result).toHaveLength(2);
    expect((await admin(env, ["config", "set", "evil.key", "1"])).code).toBe(1);
    expect((await admin(env, ["config", "unset", "klt.feature.x", "--school", "north"])).code).toBe(0);
    expect((await admin(env, ["config", "unset", "klt.feature.x", "--school", "north"])).code).toBe(1);
  });

  it("lists the upload buckets, the review-image one marked", async () => {
    const result = (await admin(env, ["buckets", "--json"])).json.result as Array<{
      bucket: string;
      reviewImages: boolean;
      files: number;
    }>;
    expect(result.find((bucket) => bucket.reviewImages)).toMatchObject({ bucket: "sxz-image", files: 0 });
  });

  it("answers usage errors with exit 1 and the usage, --help with exit 0", async () => {
    const unknown = await admin(env, ["school", "fly"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("Usage: sxz-server admin");
    expect((await admin(env, ["--help"])).code).toBe(0);
    expect((await admin(env, ["school", "add", "x"])).stderr).toContain("--name is required");
  });
});

describe("sxz-server admin: configuration and database faults", () => {
  it("exits 2 with one clear line when DATABASE_URL is malformed or the database does not answer", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "sxz-admin-"));
    try {
      const malformed = await admin({ DATA_DIR: dataDir, DATABASE_URL: "mysql://x" }, ["school", "list"]);
      expect(malformed.code).toBe(2);
      expect(malformed.stderr).toContain("DATABASE_URL must start with postgres://");
      // Port 9 (discard) on this machine: nothing listens there.
      const down = await admin({ DATA_DIR: dataDir, DATABASE_URL: "postgres://sxz:secret@127.0.0.1:9/sxz" }, [
        "school",
        "list",
        "--json",
      ]);
      expect(down.code).toBe(2);
      expect(down.json.error?.message).toMatch(
        /^cannot reach the database \(postgres:\/\/sxz:\*\*\*@127\.0\.0\.1:9\/sxz\)/,
      );
      expect(down.stdout).not.toContain("secret");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("reads DATA_DIR like the server: the database file is DATA_DIR/sxz.sqlite", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "sxz-admin-"));
    try {
      expect((await admin({ DATA_DIR: dataDir }, ["school", "add", "x", "--name", "X"])).code).toBe(0);
      expect(readFileSync(join(dataDir, "sxz.sqlite")).subarray(0, 15).toString()).toBe("SQLite format 3");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
