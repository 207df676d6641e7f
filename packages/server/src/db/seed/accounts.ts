import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../schema";
import { hashPassword } from "../../domain/auth/passwords";
import { DEMO_SCHOOL_ID, OTHER_SCHOOL_ID } from "./schools";

/** Fixed ids other seeders and the tests refer to. */
export const DEMO_USER_IDS = {
  learner: "user-learner",
  learner2: "user-learner2",
  admin: "user-admin",
  acmeAdmin: "user-acme-admin",
  acmeLearner: "user-acme-learner",
} as const;

const SEEDED_AT = Date.UTC(2026, 0, 5);

interface SeedUser {
  id: string;
  userName: string;
  nickName: string | null;
  realName: string;
  email: string;
  mobile: string;
  school: string;
  role: "learner" | "admin";
}

// Demo passwords equal the user names (learner/learner, admin/admin, …).
const USERS: SeedUser[] = [
  {
    id: DEMO_USER_IDS.learner,
    userName: "learner",
    nickName: "Lin Learner",
    realName: "Lin Xiaoming",
    email: "learner@demo.sxz.example.com",
    mobile: "+8613800000001",
    school: DEMO_SCHOOL_ID,
    role: "learner",
  },
  {
    id: DEMO_USER_IDS.learner2,
    userName: "learner2",
    nickName: null,
    realName: "Maria Santos",
    email: "learner2@demo.sxz.example.com",
    mobile: "+8613800000002",
    school: DEMO_SCHOOL_ID,
    role: "learner",
  },
  {
    id: DEMO_USER_IDS.admin,
    userName: "admin",
    nickName: "Course Admin",
    realName: "Chen Jing",
    email: "admin@demo.sxz.example.com",
    mobile: "+8613800000003",
    school: DEMO_SCHOOL_ID,
    role: "admin",
  },
  {
    id: DEMO_USER_IDS.acmeAdmin,
    userName: "acme-admin",
    nickName: "Acme Admin",
    realName: "Alex Doe",
    email: "admin@acme.example.com",
    mobile: "+4915100000001",
    school: OTHER_SCHOOL_ID,
    role: "admin",
  },
  {
    id: DEMO_USER_IDS.acmeLearner,
    userName: "acme-learner",
    nickName: null,
    realName: "Sam Roe",
    email: "learner@acme.example.com",
    mobile: "+4915100000002",
    school: OTHER_SCHOOL_ID,
    role: "learner",
  },
];

/** Deterministic salt per user, so two seeded databases hold the same rows. */
const seedSalt = (userName: string) =>
  createHash("sha256").update(`sxz-demo-seed:${userName}`).digest().subarray(0, 16);

/** The demo users, each a member of their school. */
export async function seedAccounts(db: Kysely<Database>): Promise<void> {
  for (const user of USERS) {
    await db
      .insertInto("users")
      .values({
        id: user.id,
        user_name: user.userName,
        nick_name: user.nickName,
        real_name: user.realName,
        avatar: null,
        email: user.email,
        mobile: user.mobile,
        password_hash: await hashPassword(user.userName, seedSalt(user.userName)),
        disabled: 0,
        home_school_id: user.school,
        created_at: SEEDED_AT,
      })
      .execute();
    await db
      .insertInto("memberships")
      .values({ user_id: user.id, school_id: user.school, role: user.role, member_since: SEEDED_AT })
      .execute();
  }
}
