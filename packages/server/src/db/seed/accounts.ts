import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { ConfigKey, LoginMethodCode } from "@sxz/contract";
import type { Database } from "../schema";
import { hashPassword } from "../../domain/auth/passwords";

/** Fixed ids other seeders and the tests refer to. */
export const DEMO_SCHOOL_ID = "demo";
export const OTHER_SCHOOL_ID = "acme";
export const OAUTH2_SCHOOL_ID = "partner";
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
  { id: DEMO_USER_IDS.learner, userName: "learner", nickName: "Lin Learner", realName: "Lin Xiaoming", email: "learner@demo.sxz.example.com", mobile: "+8613800000001", school: DEMO_SCHOOL_ID, role: "learner" },
  { id: DEMO_USER_IDS.learner2, userName: "learner2", nickName: null, realName: "Maria Santos", email: "learner2@demo.sxz.example.com", mobile: "+8613800000002", school: DEMO_SCHOOL_ID, role: "learner" },
  { id: DEMO_USER_IDS.admin, userName: "admin", nickName: "Course Admin", realName: "Chen Jing", email: "admin@demo.sxz.example.com", mobile: "+8613800000003", school: DEMO_SCHOOL_ID, role: "admin" },
  { id: DEMO_USER_IDS.acmeAdmin, userName: "acme-admin", nickName: "Acme Admin", realName: "Alex Doe", email: "admin@acme.example.com", mobile: "+4915100000001", school: OTHER_SCHOOL_ID, role: "admin" },
  { id: DEMO_USER_IDS.acmeLearner, userName: "acme-learner", nickName: null, realName: "Sam Roe", email: "learner@acme.example.com", mobile: "+4915100000002", school: OTHER_SCHOOL_ID, role: "learner" },
];

const CONFIG: Record<string, unknown> = {
  [ConfigKey.BETA_HOSTS]: ["localhost", "127.0.0.1", "beta.learn.sxz.example.com"],
  [ConfigKey.HOST_DOMAINS]: {
    hostDomains: [
      { host: "localhost", domain: "localhost", flag: "active", conflictDomains: [], isExclusiveHostNeedSync: false },
      { host: "127.0.0.1", domain: "127.0.0.1", flag: "active", conflictDomains: [], isExclusiveHostNeedSync: false },
      {
        host: "learn.sxz.example.com",
        domain: ".sxz.example.com",
        flag: "active",
        conflictDomains: [".learn.sxz.example.com"],
        isExclusiveHostNeedSync: false,
      },
      { host: "academy.partner.example.com", domain: ".partner.example.com", flag: "active", conflictDomains: [], isExclusiveHostNeedSync: true },
      { host: "old.sxz.example.com", domain: ".sxz.example.com", flag: "sunset", conflictDomains: [], isExclusiveHostNeedSync: false },
    ],
    judgeExclusiveHostNeedSyncReg: "^academy\\.[a-z0-9-]+\\.example\\.com$",
  },
  [ConfigKey.HW_LOGIN_DOMAINS]: ["https://learn.sxz.example.com", "https://w3.sxz.example.com"],
};

/** Deterministic salt per user, so two seeded databases hold the same rows. */
const seedSalt = (userName: string) => createHash("sha256").update(`sxz-demo-seed:${userName}`).digest().subarray(0, 16);

/** Schools, users with memberships, and the config properties the client layer reads. */
export async function seedAccounts(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto("schools")
    .values([
      { id: DEMO_SCHOOL_ID, name: "Demo School", login_method: LoginMethodCode.OWN_PAGE, oauth2_authorize_url: null, oauth2_client_id: null, oauth2_redirect_url: null, created_at: SEEDED_AT },
      { id: OTHER_SCHOOL_ID, name: "Acme Academy", login_method: LoginMethodCode.OWN_PAGE, oauth2_authorize_url: null, oauth2_client_id: null, oauth2_redirect_url: null, created_at: SEEDED_AT },
      {
        id: OAUTH2_SCHOOL_ID,
        name: "Partner University",
        login_method: LoginMethodCode.OAUTH2,
        oauth2_authorize_url: "https://sso.partner.example.com/oauth2/authorize",
        oauth2_client_id: "sxz-partner-portal",
        oauth2_redirect_url: "https://academy.partner.example.com/login/oauth2/callback",
        created_at: SEEDED_AT,
      },
    ])
    .execute();
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
    await db.insertInto("memberships").values({ user_id: user.id, school_id: user.school, role: user.role, member_since: SEEDED_AT }).execute();
  }
  await db
    .insertInto("config_properties")
    .values(Object.entries(CONFIG).map(([key, value]) => ({ key, tenant_id: "", value: JSON.stringify(value), updated_at: SEEDED_AT })))
    .execute();
}
