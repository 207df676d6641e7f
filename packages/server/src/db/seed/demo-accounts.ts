import type { Kysely } from "kysely";
import { verifyPassword } from "../../domain/auth/passwords";
import type { Database } from "../schema";
import { DEMO_USER_IDS } from "./accounts";

/**
 * The demo accounts of this database that anyone can still sign in to: enabled, with the password the README
 * publishes (the user name). A production start refuses such a database (a demo database reused, or seeded by
 * mistake): their passwords must be changed, or the accounts disabled, first.
 */
export async function demoAccountsWithKnownPasswords(db: Kysely<Database>): Promise<string[]> {
  const users = await db
    .selectFrom("users")
    .select(["user_name", "password_hash"])
    .where("id", "in", Object.values(DEMO_USER_IDS))
    .where("disabled", "=", 0)
    .execute();
  const open: string[] = [];
  for (const user of users) {
    if (user.password_hash && (await verifyPassword(user.user_name, user.password_hash))) open.push(user.user_name);
  }
  return open.sort();
}
