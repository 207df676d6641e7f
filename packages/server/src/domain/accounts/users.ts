import { createHash, randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { CurrentUser, SyncType } from "@sxz/contract";
import type { Database } from "../../db/schema";
import type { UsersTable } from "../../db/tables/accounts";
import type { AuthContext } from "../auth/access-tokens";

type Db = Kysely<Database>;
export type UserRow = Selectable<UsersTable>;

export function findUserByName(db: Db, userName: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("user_name", "=", userName).executeTakeFirst();
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export function toCurrentUser(user: UserRow, auth: AuthContext): CurrentUser {
  return {
    id: user.id,
    user_name: user.user_name,
    nickName: user.nick_name,
    realName: user.real_name,
    avatar: user.avatar,
    email: user.email,
    mobile: user.mobile,
    tenantId: auth.tenantId,
    role: auth.role,
  };
}

const MATCH_COLUMN = { EMAIL: "email", MOBILE: "mobile", ENTERPRISE_ACCOUNT: "user_name" } as const;

/**
 * The user behind a workplace account. A known link answers its user (not a first login). Otherwise the account
 * is matched by its sync type (EMAIL → email, MOBILE → mobile, ENTERPRISE_ACCOUNT → user name), or a new
 * password-less user is created as a learner of the school; either way the link is made and it is a first login.
 */
export async function resolveWorkplaceUser(
  db: Db,
  input: { platformType: string; syncType: SyncType; account: string; tenantId: string; nickName?: string },
  now = Date.now(),
): Promise<{ user: UserRow; firstLogin: boolean }> {
  return db.transaction().execute(async (trx) => {
    const link = await trx
      .selectFrom("workplace_links")
      .innerJoin("users", "users.id", "workplace_links.user_id")
      .selectAll("users")
      .where("workplace_links.platform_type", "=", input.platformType)
      .where("workplace_links.sync_type", "=", input.syncType)
      .where("workplace_links.account", "=", input.account)
      .executeTakeFirst();
    if (link) return { user: link, firstLogin: false };

    let user = await trx
      .selectFrom("users")
      .selectAll()
      .where(MATCH_COLUMN[input.syncType], "=", input.account)
      .executeTakeFirst();
    if (!user) {
      const suffix = createHash("sha256")
        .update(`${input.platformType}:${input.syncType}:${input.account}`)
        .digest("hex")
        .slice(0, 10);
      user = {
        id: randomUUID(),
        user_name: `${input.platformType.toLowerCase()}-${suffix}`,
        nick_name: input.nickName?.slice(0, 100) ?? null,
        real_name: null,
        avatar: null,
        email: input.syncType === "EMAIL" ? input.account : null,
        mobile: input.syncType === "MOBILE" ? input.account : null,
        password_hash: null,
        disabled: 0,
        home_school_id: input.tenantId,
        created_at: now,
      };
      await trx.insertInto("users").values(user).execute();
      await trx
        .insertInto("memberships")
        .values({ user_id: user.id, school_id: input.tenantId, role: "learner", member_since: now })
        .execute();
    }
    await trx
      .insertInto("workplace_links")
      .values({
        platform_type: input.platformType,
        sync_type: input.syncType,
        account: input.account,
        user_id: user.id,
        linked_at: now,
      })
      .onConflict((conflict) => conflict.columns(["platform_type", "sync_type", "account"]).doNothing())
      .execute();
    return { user, firstLogin: true };
  });
}
