import type { Kysely } from "kysely";
import { LoginMethodCode } from "@sxz/contract";
import type { Database } from "../../db/schema";
import { checkId, checkText, conflict, invalid, notFound } from "./refusal";

type Db = Kysely<Database>;

/** The login methods by name; the stored value is the platform's code ("1" own page … "4" OAuth2). */
export const LOGIN_METHODS = {
  own: LoginMethodCode.OWN_PAGE,
  sso: LoginMethodCode.COMPANY_SSO,
  portal: LoginMethodCode.CORPORATE_PORTAL,
  oauth2: LoginMethodCode.OAUTH2,
} as const;
export type LoginMethodName = keyof typeof LOGIN_METHODS;

export interface SchoolSummary {
  id: string;
  name: string;
  loginMethod: LoginMethodName;
  oauth2: { authorizeUrl: string; clientId: string; redirectUrl: string } | null;
  members: number;
}

export interface LoginMethodInput {
  method: string;
  authorizeUrl?: string | undefined;
  clientId?: string | undefined;
  redirectUrl?: string | undefined;
}

function methodName(code: string): LoginMethodName {
  return (
    (Object.entries(LOGIN_METHODS).find(([, value]) => value === code)?.[0] as LoginMethodName | undefined) ?? "own"
  );
}

function httpUrl(kind: string, value: string | undefined): string {
  let url: URL | undefined;
  try {
    url = new URL(value ?? "");
  } catch {
    url = undefined;
  }
  if (!url || !["http:", "https:"].includes(url.protocol))
    throw invalid(`${kind} must be an http(s) URL, got "${(value ?? "").slice(0, 200)}"`);
  return url.href;
}

/** The stored columns of a login method; OAuth2 needs its three settings, the others none. */
function loginColumns(input: LoginMethodInput) {
  if (!Object.hasOwn(LOGIN_METHODS, input.method))
    throw invalid(
      `login method must be one of ${Object.keys(LOGIN_METHODS).join(", ")}, got "${input.method.slice(0, 40)}"`,
    );
  const code = LOGIN_METHODS[input.method as LoginMethodName];
  if (code !== LOGIN_METHODS.oauth2)
    return { login_method: code, oauth2_authorize_url: null, oauth2_client_id: null, oauth2_redirect_url: null };
  return {
    login_method: code,
    oauth2_authorize_url: httpUrl("the OAuth2 authorize URL", input.authorizeUrl),
    oauth2_client_id: checkText("the OAuth2 client id", input.clientId ?? "", 200),
    oauth2_redirect_url: httpUrl("the OAuth2 redirect URL", input.redirectUrl),
  };
}

export async function addSchool(
  db: Db,
  input: { id: string; name: string } & Partial<LoginMethodInput>,
): Promise<SchoolSummary> {
  const id = checkId("school", input.id);
  const name = checkText("school name", input.name, 200);
  const columns = loginColumns({ ...input, method: input.method ?? "own" });
  const existing = await db.selectFrom("schools").select("id").where("id", "=", id).executeTakeFirst();
  if (existing) throw conflict(`school "${id}" exists already`);
  await db
    .insertInto("schools")
    .values({ id, name, ...columns, created_at: Date.now() })
    .execute();
  return schoolSummary(db, id);
}

export async function assertSchool(db: Db, id: string): Promise<void> {
  const school = await db.selectFrom("schools").select("id").where("id", "=", id).executeTakeFirst();
  if (!school) throw notFound(`no school "${id.slice(0, 80)}"`);
}

export async function setLoginMethod(db: Db, id: string, input: LoginMethodInput): Promise<SchoolSummary> {
  await assertSchool(db, id);
  await db.updateTable("schools").set(loginColumns(input)).where("id", "=", id).execute();
  return schoolSummary(db, id);
}

export async function listSchools(db: Db): Promise<SchoolSummary[]> {
  const schools = await db.selectFrom("schools").selectAll().orderBy("id").execute();
  const counts = await db
    .selectFrom("memberships")
    .select(["school_id"])
    .select((eb) => eb.fn.countAll<number>().as("members"))
    .groupBy("school_id")
    .execute();
  const members = new Map(counts.map((row) => [row.school_id, Number(row.members)]));
  return schools.map((school) => ({
    id: school.id,
    name: school.name,
    loginMethod: methodName(school.login_method),
    oauth2:
      school.oauth2_authorize_url && school.oauth2_client_id && school.oauth2_redirect_url
        ? {
            authorizeUrl: school.oauth2_authorize_url,
            clientId: school.oauth2_client_id,
            redirectUrl: school.oauth2_redirect_url,
          }
        : null,
    members: members.get(school.id) ?? 0,
  }));
}

async function schoolSummary(db: Db, id: string): Promise<SchoolSummary> {
  const found = (await listSchools(db)).find((school) => school.id === id);
  if (!found) throw notFound(`no school "${id}"`);
  return found;
}
