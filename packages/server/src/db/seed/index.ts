import type { Kysely } from "kysely";
import type { Database } from "../schema";
import { seedAccounts } from "./accounts";
import { seedConfig } from "./config";
import { seedCourses } from "./courses";
import { seedReviews } from "./reviews";
import { seedSchools } from "./schools";

/** One domain's part of the demo data; runs in this order, each may read what the earlier ones wrote. */
export type Seeder = (db: Kysely<Database>) => Promise<void>;

const seeders: Seeder[] = [seedSchools, seedAccounts, seedConfig, seedCourses, seedReviews];

const MARKER = "demo_seeded";

/** Seeds the deterministic demo data once; a second start finds the marker and keeps the data as it is. */
export async function seedDemoData(db: Kysely<Database>): Promise<boolean> {
  const done = await db.selectFrom("app_meta").select("value").where("key", "=", MARKER).executeTakeFirst();
  if (done) return false;
  await db.transaction().execute(async (trx) => {
    for (const seed of seeders) await seed(trx);
    await trx.insertInto("app_meta").values({ key: MARKER, value: new Date().toISOString() }).execute();
  });
  return true;
}
