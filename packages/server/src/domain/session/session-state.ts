import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { AuthContext } from "../auth/access-tokens";

export type SessionState = "active" | "revoked" | "disabled";

/**
 * Access tokens are stateless, but a logout, a detected replay or a disabled account must end them at once:
 * one primary-key lookup per authenticated request checks the token's family and user.
 */
export async function sessionState(db: Kysely<Database>, auth: AuthContext): Promise<SessionState> {
  const row = await db
    .selectFrom("token_families")
    .innerJoin("users", "users.id", "token_families.user_id")
    .select(["token_families.revoked_at", "token_families.user_id", "users.disabled"])
    .where("token_families.id", "=", auth.familyId)
    .executeTakeFirst();
  if (!row || row.user_id !== auth.userId) return "revoked";
  if (row.disabled) return "disabled";
  return row.revoked_at === null ? "active" : "revoked";
}
