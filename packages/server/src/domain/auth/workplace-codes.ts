import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { SYNC_TYPES } from "@sxz/contract";
import type { SyncType } from "@sxz/contract";

/**
 * What a workplace app vouches for in a free-login code: which of its accounts signed in, for which school.
 * The code is `base64url(claims).base64url(HMAC-SHA256)` signed with WORKPLACE_CODE_SECRET, the secret the
 * workplace app and this server share; it lives a few minutes and is accepted once.
 */
export interface WorkplaceClaims {
  /** Unique per code; a consumed id is refused. */
  jti: string;
  /** The workplace-app identifier (free_login's platformType must match). */
  platformType: string;
  tenantId: string;
  /** How the account maps to a user: EMAIL → users.email, MOBILE → users.mobile, ENTERPRISE_ACCOUNT → user_name. */
  syncType: SyncType;
  account: string;
  /** Display name for an account seen for the first time. */
  nickName?: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const sign = (secret: string, body: string) => createHmac("sha256", secret).update(body).digest();

/** What the workplace app does; the server's tests and the browser tests mint codes with it. */
export function signWorkplaceCode(
  secret: string,
  claims: Omit<WorkplaceClaims, "jti" | "exp"> & Partial<Pick<WorkplaceClaims, "jti" | "exp">>,
  now = Date.now(),
): string {
  const full: WorkplaceClaims = { jti: randomUUID(), exp: Math.floor(now / 1000) + 300, ...claims };
  const body = Buffer.from(JSON.stringify(full)).toString("base64url");
  return `${body}.${sign(secret, body).toString("base64url")}`;
}

export function verifyWorkplaceCode(secret: string, code: string, now = Date.now()): WorkplaceClaims | undefined {
  const [body, signature, extra] = code.split(".");
  if (!body || !signature || extra !== undefined) return undefined;
  const given = Buffer.from(signature, "base64url");
  const expected = sign(secret, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let claims: Partial<WorkplaceClaims>;
  try {
    claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Partial<WorkplaceClaims>;
  } catch {
    return undefined;
  }
  const { jti, platformType, tenantId, syncType, account, exp } = claims;
  if (typeof jti !== "string" || typeof platformType !== "string" || typeof tenantId !== "string") return undefined;
  if (typeof account !== "string" || !account || typeof exp !== "number" || exp * 1000 <= now) return undefined;
  if (!(SYNC_TYPES as readonly string[]).includes(syncType as string)) return undefined;
  return claims as WorkplaceClaims;
}
