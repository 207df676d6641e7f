import type { Kysely, Selectable } from "kysely";
import type { FastifyRequest } from "fastify";
import { LoginMethodCode } from "@sxz/contract";
import type { Database } from "../../db/schema";
import type { SchoolsTable } from "../../db/tables/schools";

type Db = Kysely<Database>;
export type SchoolRow = Selectable<SchoolsTable>;

const TENANT = /^[A-Za-z0-9_-]{1,64}$/;

function firstString(value: unknown): string | undefined {
  const candidate = Array.isArray(value) ? value[0] : value;
  return typeof candidate === "string" && TENANT.test(candidate.trim()) ? candidate.trim() : undefined;
}

/**
 * The school a request names: an explicit value first, then the tenantId / tenant_id / schoolId query
 * parameters, then the tenant_id / tenantId headers the client layer sends on every call (CL-API-1).
 */
export function requestedTenant(request: FastifyRequest, explicit?: string): string | undefined {
  const query = (request.query ?? {}) as Record<string, unknown>;
  return (
    firstString(explicit) ??
    firstString(query.tenantId) ??
    firstString(query.tenant_id) ??
    firstString(query.schoolId) ??
    firstString(request.headers["tenant_id"]) ??
    firstString(request.headers["tenantid"])
  );
}

export function findSchool(db: Db, id: string): Promise<SchoolRow | undefined> {
  return db.selectFrom("schools").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Password login is the product's own login page; SSO, portal and OAuth2 schools sign in elsewhere (CL-ENT-3). */
export function allowsPasswordLogin(school: SchoolRow): boolean {
  return ![LoginMethodCode.COMPANY_SSO, LoginMethodCode.CORPORATE_PORTAL, LoginMethodCode.OAUTH2].includes(
    school.login_method as "2" | "3" | "4",
  );
}

export function oauth2ConfigOf(school: SchoolRow) {
  if (school.login_method !== LoginMethodCode.OAUTH2 || !school.oauth2_authorize_url) return null;
  return {
    authorizeServiceUrl: school.oauth2_authorize_url,
    clientId: school.oauth2_client_id ?? "",
    redirectUrl: school.oauth2_redirect_url ?? "",
  };
}
