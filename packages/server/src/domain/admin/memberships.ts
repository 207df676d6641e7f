import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { assertSchool } from "./schools";
import { checkRole, findUserId } from "./users";
import type { Role } from "./users";
import { conflict, notFound } from "./refusal";

type Db = Kysely<Database>;

export interface Membership {
  username: string;
  school: string;
  role: Role;
}

/** Makes the user a member of the school (a second school for users who study in two); the role may be changed later by adding again. */
export async function addMember(db: Db, username: string, schoolId: string, role?: string): Promise<Membership> {
  const checkedRole = checkRole(role);
  const userId = await findUserId(db, username);
  await assertSchool(db, schoolId);
  const existing = await db
    .selectFrom("memberships")
    .select("role")
    .where("user_id", "=", userId)
    .where("school_id", "=", schoolId)
    .executeTakeFirst();
  if (existing) {
    if (existing.role === checkedRole)
      throw conflict(`user "${username}" is a ${existing.role} of school "${schoolId}" already`);
    await db
      .updateTable("memberships")
      .set({ role: checkedRole })
      .where("user_id", "=", userId)
      .where("school_id", "=", schoolId)
      .execute();
  } else {
    await db
      .insertInto("memberships")
      .values({ user_id: userId, school_id: schoolId, role: checkedRole, member_since: Date.now() })
      .execute();
  }
  return { username, school: schoolId, role: checkedRole };
}

/** Ends a membership; the user's home school keeps at least that one. */
export async function removeMember(db: Db, username: string, schoolId: string): Promise<Membership> {
  const userId = await findUserId(db, username);
  const user = await db.selectFrom("users").select("home_school_id").where("id", "=", userId).executeTakeFirstOrThrow();
  const existing = await db
    .selectFrom("memberships")
    .select("role")
    .where("user_id", "=", userId)
    .where("school_id", "=", schoolId)
    .executeTakeFirst();
  if (!existing) throw notFound(`user "${username}" is not a member of school "${schoolId.slice(0, 80)}"`);
  if (user.home_school_id === schoolId)
    throw conflict(`school "${schoolId}" is the home school of user "${username}": disable the user instead`);
  await db.deleteFrom("memberships").where("user_id", "=", userId).where("school_id", "=", schoolId).execute();
  return { username, school: schoolId, role: existing.role };
}

export async function listMembers(db: Db, schoolId: string): Promise<Membership[]> {
  await assertSchool(db, schoolId);
  const rows = await db
    .selectFrom("memberships")
    .innerJoin("users", "users.id", "memberships.user_id")
    .select(["users.user_name", "memberships.role"])
    .where("memberships.school_id", "=", schoolId)
    .orderBy("users.user_name")
    .execute();
  return rows.map((row) => ({ username: row.user_name, school: schoolId, role: row.role }));
}
