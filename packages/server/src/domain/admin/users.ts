import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { hashPassword } from "../auth/passwords";
import { forgetSessionsOfUser } from "../session/session-cache";
import { assertSchool } from "./schools";
import { checkText, conflict, invalid, notFound } from "./refusal";

type Db = Kysely<Database>;
export type Role = "learner" | "admin";

/** Shortest password an operator may set (NIST SP 800-63B's floor for chosen passwords). */
export const PASSWORD_MIN = 8;
const PASSWORD_MAX = 256;

export interface UserInput {
  username: string;
  schoolId: string;
  role?: string | undefined;
  /** Null or missing: no password (the account signs in only through a linked workplace app). */
  password?: string | null | undefined;
  nickName?: string | undefined;
  realName?: string | undefined;
  email?: string | undefined;
}

export interface UserSummary {
  id: string;
  username: string;
  homeSchool: string;
  disabled: boolean;
  hasPassword: boolean;
  memberships: Array<{ school: string; role: Role }>;
}

export function checkUsername(username: string): string {
  // eslint-disable-next-line no-control-regex
  if (!/^[^\s\u0000-\u001f\u007f]{1,64}$/u.test(username))
    throw invalid(
      `user name "${username.slice(0, 80)}" must be 1 to 64 characters without spaces or control characters`,
    );
  return username;
}

export function checkRole(role: string | undefined): Role {
  const value = role ?? "learner";
  if (value !== "learner" && value !== "admin")
    throw invalid(`role must be learner or admin, got "${value.slice(0, 40)}"`);
  return value;
}

export function checkPassword(password: string): string {
  if (password.length < PASSWORD_MIN) throw invalid(`a password must be at least ${PASSWORD_MIN} characters`);
  if (password.length > PASSWORD_MAX) throw invalid(`a password must be at most ${PASSWORD_MAX} characters`);
  return password;
}

const optionalText = (kind: string, value: string | undefined, max: number) =>
  value === undefined || value.trim() === "" ? null : checkText(kind, value, max);

/** Checks a new user's fields without writing (the bulk import's dry run uses it for every row). */
async function preparedUser(db: Db, input: UserInput) {
  const username = checkUsername(input.username);
  const role = checkRole(input.role);
  const password = input.password === undefined || input.password === null ? null : checkPassword(input.password);
  const fields = {
    nick_name: optionalText("nick name", input.nickName, 64),
    real_name: optionalText("real name", input.realName, 64),
    email: optionalText("e-mail", input.email, 200),
  };
  if (fields.email && !/^[^@\s]+@[^@\s]+$/.test(fields.email))
    throw invalid(`e-mail "${fields.email.slice(0, 80)}" is not an address`);
  await assertSchool(db, input.schoolId);
  if (await db.selectFrom("users").select("id").where("user_name", "=", username).executeTakeFirst())
    throw conflict(`user "${username}" exists already`);
  return { username, role, password, fields, schoolId: input.schoolId };
}

async function insertUser(db: Db, user: Awaited<ReturnType<typeof preparedUser>>): Promise<string> {
  const id = randomUUID();
  const now = Date.now();
  await db
    .insertInto("users")
    .values({
      id,
      user_name: user.username,
      ...user.fields,
      avatar: null,
      mobile: null,
      password_hash: user.password === null ? null : await hashPassword(user.password),
      disabled: 0,
      home_school_id: user.schoolId,
      created_at: now,
    })
    .execute();
  await db
    .insertInto("memberships")
    .values({ user_id: id, school_id: user.schoolId, role: user.role, member_since: now })
    .execute();
  return id;
}

/** A new user whose home school is `schoolId`, a member there with `role`. */
export async function addUser(db: Db, input: UserInput): Promise<UserSummary> {
  const prepared = await preparedUser(db, input);
  await db.transaction().execute(async (trx) => insertUser(trx, prepared));
  return userSummary(db, prepared.username);
}

export async function findUserId(db: Db, username: string): Promise<string> {
  const user = await db.selectFrom("users").select("id").where("user_name", "=", username).executeTakeFirst();
  if (!user) throw notFound(`no user "${username.slice(0, 80)}"`);
  return user.id;
}

/** Revokes every live login of the user: their refresh tokens stop working and their access tokens are refused. */
async function revokeLogins(db: Db, userId: string, reason: string): Promise<void> {
  await db
    .updateTable("token_families")
    .set({ revoked_at: Date.now(), revoked_reason: reason })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .execute();
}

/** Disables (login refused, live sessions told to log out) or enables a user. */
export async function setUserDisabled(db: Db, username: string, disabled: boolean): Promise<UserSummary> {
  const id = await findUserId(db, username);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({ disabled: disabled ? 1 : 0 })
      .where("id", "=", id)
      .execute();
    if (disabled) await revokeLogins(trx, id, "disabled");
  });
  // Committed: this process's session guard drops what it kept for the user (other processes follow within SESSION_CACHE_MS).
  forgetSessionsOfUser(id);
  return userSummary(db, username);
}

/** Sets a new password and ends the user's live logins (whoever knew the old one is signed out). */
export async function resetPassword(db: Db, username: string, password: string): Promise<UserSummary> {
  checkPassword(password);
  const id = await findUserId(db, username);
  const hash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("users").set({ password_hash: hash }).where("id", "=", id).execute();
    await revokeLogins(trx, id, "password_reset");
  });
  forgetSessionsOfUser(id);
  return userSummary(db, username);
}

export async function userSummary(db: Db, username: string): Promise<UserSummary> {
  const user = await db
    .selectFrom("users")
    .select(["id", "user_name", "home_school_id", "disabled", "password_hash"])
    .where("user_name", "=", username)
    .executeTakeFirst();
  if (!user) throw notFound(`no user "${username.slice(0, 80)}"`);
  const memberships = await db
    .selectFrom("memberships")
    .select(["school_id", "role"])
    .where("user_id", "=", user.id)
    .orderBy("school_id")
    .execute();
  return {
    id: user.id,
    username: user.user_name,
    homeSchool: user.home_school_id,
    disabled: Number(user.disabled) === 1,
    hasPassword: user.password_hash !== null,
    memberships: memberships.map((row) => ({ school: row.school_id, role: row.role })),
  };
}

export async function listUsers(db: Db, schoolId: string | undefined): Promise<UserSummary[]> {
  if (schoolId !== undefined) await assertSchool(db, schoolId);
  const rows = await db
    .selectFrom("users")
    .select("user_name")
    .$if(schoolId !== undefined, (q) =>
      q.where("id", "in", db.selectFrom("memberships").select("user_id").where("school_id", "=", schoolId!)),
    )
    .orderBy("user_name")
    .execute();
  const users: UserSummary[] = [];
  for (const row of rows) users.push(await userSummary(db, row.user_name));
  return users;
}

/** One row of a bulk import, as the CSV header names its columns. */
export interface ImportRow {
  /** The row's line in the file (2 is the first after the header), for messages. */
  line: number;
  username: string;
  school: string;
  role?: string | undefined;
  password?: string | undefined;
  nick_name?: string | undefined;
  real_name?: string | undefined;
  email?: string | undefined;
}

export interface ImportReport {
  dryRun: boolean;
  /** Users created (or, in a dry run, that would be). */
  created: string[];
  /** Rows refused, each with its line and why; when any is refused nothing is written. */
  refused: Array<{ line: number; username: string; reason: string }>;
}

/** Most rows one import takes (a larger file is split by the operator). */
export const IMPORT_MAX_ROWS = 10_000;

/**
 * Creates every user of the rows, all or nothing: each row is checked first (fields, school, a name not taken,
 * no name twice in the file), and a single refused row writes nothing. A dry run only checks.
 */
export async function importUsers(db: Db, rows: ImportRow[], options: { dryRun: boolean }): Promise<ImportReport> {
  if (rows.length > IMPORT_MAX_ROWS)
    throw invalid(`an import takes at most ${IMPORT_MAX_ROWS} rows, the file has ${rows.length}`);
  const refused: ImportReport["refused"] = [];
  const prepared: Array<Awaited<ReturnType<typeof preparedUser>>> = [];
  const seen = new Set<string>();
  for (const row of rows) {
    try {
      if (seen.has(row.username)) throw invalid(`user "${row.username.slice(0, 80)}" appears twice in the file`);
      seen.add(row.username);
      prepared.push(
        await preparedUser(db, {
          username: row.username,
          schoolId: row.school,
          role: row.role || undefined,
          password: row.password || null,
          nickName: row.nick_name,
          realName: row.real_name,
          email: row.email,
        }),
      );
    } catch (error) {
      refused.push({ line: row.line, username: row.username.slice(0, 80), reason: (error as Error).message });
    }
  }
  const created = prepared.map((user) => user.username);
  if (options.dryRun || refused.length)
    return { dryRun: options.dryRun, created: refused.length ? [] : created, refused };
  await db.transaction().execute(async (trx) => {
    for (const user of prepared) await insertUser(trx, user);
  });
  return { dryRun: false, created, refused };
}
