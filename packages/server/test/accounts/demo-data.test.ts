import { describe, expect, it } from "vitest";
import { startTestServer } from "../../src/testing";

describe("demo schools, users and config properties", () => {
  it("seeds the same schools, users and config properties on every start", async () => {
    // Each start seeds its own empty database (not the seeded copy other suites start from).
    const first = await startTestServer({}, {}, { fromTemplate: false });
    const second = await startTestServer({}, {}, { fromTemplate: false });
    try {
      const snapshot = async (server: typeof first) => {
        const db = server.app.database.db;
        const ids = ["user-acme-admin", "user-acme-learner", "user-admin", "user-learner", "user-learner2"];
        return {
          schools: await db.selectFrom("schools").selectAll().orderBy("id").execute(),
          users: await db.selectFrom("users").selectAll().where("id", "in", ids).orderBy("id").execute(),
          memberships: await db
            .selectFrom("memberships")
            .selectAll()
            .where("user_id", "in", ids)
            .orderBy("user_id")
            .execute(),
          config: await db.selectFrom("config_properties").selectAll().orderBy("key").execute(),
        };
      };
      const a = await snapshot(first);
      expect(a.users.map((user) => user.user_name)).toEqual([
        "acme-admin",
        "acme-learner",
        "admin",
        "learner",
        "learner2",
      ]);
      expect(a.schools.map((school) => school.id)).toEqual(["acme", "demo", "partner"]);
      expect(await snapshot(second)).toEqual(a);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
