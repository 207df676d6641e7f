// Creates `count` learner accounts (`bench-writer-<n>`, school `bench`) with one live session each and prints
// their access tokens as a JSON array, signed with TOKEN_SECRET as the server signs them: the giveScore
// benchmark's concurrent writers are as many different users, each request a first rating.
//   TOKEN_SECRET=… DATA_DIR=…|DATABASE_URL=… tsx bench/server/writers.ts <count>
import { openDatabase } from "../../packages/server/src/db/index";
import { signAccessToken } from "../../packages/server/src/domain/auth/access-tokens";

const count = Number(process.argv[2]);
const secret = process.env.TOKEN_SECRET;
if (!Number.isInteger(count) || count < 1 || !secret) throw new Error("usage: TOKEN_SECRET=… writers.ts <count ≥ 1>");

const database = openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? "",
});
const now = Date.now();
const ids = Array.from({ length: count }, (_, n) => n);
try {
  await database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("schools")
      .values({
        id: "bench",
        name: "Benchmark school",
        login_method: "1",
        oauth2_authorize_url: null,
        oauth2_client_id: null,
        oauth2_redirect_url: null,
        created_at: now,
      })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
    for (let start = 0; start < count; start += 1000) {
      const batch = ids.slice(start, start + 1000);
      await trx
        .insertInto("users")
        .values(
          batch.map((n) => ({
            id: `bench-writer-${n}`,
            user_name: `bench-writer-${n}`,
            nick_name: null,
            real_name: null,
            avatar: null,
            email: null,
            mobile: null,
            password_hash: null,
            disabled: 0,
            home_school_id: "bench",
            created_at: now,
          })),
        )
        .execute();
      await trx
        .insertInto("token_families")
        .values(
          batch.map((n) => ({
            id: `bench-family-${n}`,
            user_id: `bench-writer-${n}`,
            tenant_id: "bench",
            created_at: now,
            revoked_at: null,
            revoked_reason: null,
          })),
        )
        .execute();
    }
  });
} finally {
  await database.destroy();
}
const tokens = ids.map((n) =>
  signAccessToken(
    secret,
    { userId: `bench-writer-${n}`, tenantId: "bench", role: "learner", familyId: `bench-family-${n}` },
    3600,
  ),
);
process.stdout.write(JSON.stringify(tokens));
