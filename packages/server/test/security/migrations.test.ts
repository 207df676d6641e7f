import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Migrator, sql } from "kysely";
import type { Migration } from "kysely";
import { migrations } from "../../src/db/migrations";
import { emptyDatabase } from "./helpers";

/** Existing databases carry rows written before the security migrations; these prove what becomes of them. */
describe("migrations of rows written before", () => {
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  let migrator: Migrator;
  beforeEach(async () => {
    database = await emptyDatabase();
    migrator = new Migrator({
      db: database.handle.db,
      provider: { getMigrations: async (): Promise<Record<string, Migration>> => migrations },
    });
  });
  afterEach(async () => {
    await database.handle.destroy();
    await database.drop();
  });

  it("007: progress goes to the user's home school, the default sensitive words stay the default", async () => {
    const { db } = database.handle;
    expect((await migrator.migrateTo("006_tracking_received_at")).error).toBeUndefined();
    await db
      .insertInto("schools")
      .values([
        {
          id: "north",
          name: "North",
          login_method: "1",
          oauth2_authorize_url: null,
          oauth2_client_id: null,
          oauth2_redirect_url: null,
          created_at: 1,
        },
        {
          id: "south",
          name: "South",
          login_method: "1",
          oauth2_authorize_url: null,
          oauth2_client_id: null,
          oauth2_redirect_url: null,
          created_at: 1,
        },
      ])
      .execute();
    await db
      .insertInto("users")
      .values([
        {
          id: "u-north",
          user_name: "n",
          nick_name: null,
          real_name: null,
          avatar: null,
          email: null,
          mobile: null,
          password_hash: null,
          disabled: 0,
          home_school_id: "north",
          created_at: 1,
        },
        {
          id: "u-south",
          user_name: "s",
          nick_name: null,
          real_name: null,
          avatar: null,
          email: null,
          mobile: null,
          password_hash: null,
          disabled: 0,
          home_school_id: "south",
          created_at: 1,
        },
      ])
      .execute();
    await db.insertInto("courses").values({ id: "c1", title: "C1", module: "course", position: 1 }).execute();
    // The old table has no tenant_id: written as the old server did.
    await sql`insert into course_progress (user_id, course_id, progress, updated_at) values ('u-north', 'c1', 40, 1), ('u-south', 'c1', 90, 1), ('gone', 'c1', 70, 1)`.execute(
      db,
    );
    await db
      .insertInto("sensitive_words")
      .values([{ word: "casino", created_at: 1 }])
      .execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const progress = await db
      .selectFrom("course_progress")
      .select(["user_id", "tenant_id", "course_id", "progress"])
      .orderBy("user_id")
      .execute();
    expect(progress).toEqual([
      { user_id: "gone", tenant_id: "", course_id: "c1", progress: 70 },
      { user_id: "u-north", tenant_id: "north", course_id: "c1", progress: 40 },
      { user_id: "u-south", tenant_id: "south", course_id: "c1", progress: 90 },
    ]);
    expect(await db.selectFrom("sensitive_words").select("word").execute()).toEqual([{ word: "casino" }]);
    expect(await db.selectFrom("school_sensitive_words").selectAll().execute()).toEqual([]);
    // One value per user, school and course from now on.
    await expect(
      db
        .insertInto("course_progress")
        .values({ user_id: "u-north", tenant_id: "north", course_id: "c1", progress: 1, updated_at: 2 })
        .execute(),
    ).rejects.toThrow();
    await db
      .insertInto("course_progress")
      .values({ user_id: "u-north", tenant_id: "south", course_id: "c1", progress: 1, updated_at: 2 })
      .execute();
  });

  it("008: review images stored as URLs keep each file they named, whatever the host; anything else is dropped", async () => {
    const { db } = database.handle;
    expect((await migrator.migrateTo("007_school_isolation")).error).toBeUndefined();
    const a = "11111111-1111-4111-8111-111111111111";
    const b = "22222222-2222-4222-8222-222222222222";
    const stored = JSON.stringify([
      `http://attacker.example/api/km/v1/file/static/${a}?signature=x`,
      `http://127.0.0.1:8080/api/km/v1/file/static/${b}?signature=y`,
      `https://learn.example.com/api/km/v1/file/static/${a}?signature=z`,
      "https://elsewhere.example/picture.png",
    ]);
    const base = {
      tenant_id: "demo",
      module_id: "",
      resource_type: "",
      author_role: "learner",
      score: 5,
      content: "",
      tags: "",
      is_top: 0,
      is_hidden: 0,
      like_count: 0,
      created_at: 1,
      updated_at: 1,
    };
    await db
      .insertInto("reviews")
      .values([
        { ...base, resource_id: "migrated", user_id: "u1", images: stored },
        { ...base, resource_id: "migrated", user_id: "u2", images: null },
        { ...base, resource_id: "migrated", user_id: "u3", images: JSON.stringify(["not a url"]) },
        { ...base, resource_id: "migrated", user_id: "u4", images: "{broken json" },
      ])
      .execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await db
      .selectFrom("reviews")
      .select(["user_id", "images"])
      .where("resource_id", "=", "migrated")
      .orderBy("user_id")
      .execute();
    expect(rows).toEqual([
      { user_id: "u1", images: JSON.stringify([a, b]) },
      { user_id: "u2", images: null },
      { user_id: "u3", images: null },
      { user_id: "u4", images: null },
    ]);
  });
});
