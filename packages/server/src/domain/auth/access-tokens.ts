import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";

export type Role = "learner" | "admin";

/** Who is calling, as the access token says. */
export interface AuthContext {
  userId: string;
  tenantId: string;
  role: Role;
  /** The refresh-token family this access token was issued from (logout and reuse detection revoke it). */
  familyId: string;
}

interface Claims {
  sub: string;
  tid: string;
  role: Role;
  fam: string;
  exp: number;
  jti: string;
}

const encode = (value: string | Buffer) => Buffer.from(value).toString("base64url");
/** Unpadded base64url, nothing else: Node's decoder skips padding, junk and the `+/` alphabet silently. */
const BASE64URL = /^[A-Za-z0-9_-]+$/;

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Access tokens are stateless, HMAC-signed and short-lived: `base64url(claims).base64url(signature)`.
 * The role travels in the token, so a role change takes effect at the next refresh.
 */
export function signAccessToken(secret: string, auth: AuthContext, ttlSeconds: number, now = Date.now()): string {
  const claims: Claims = {
    sub: auth.userId,
    tid: auth.tenantId,
    role: auth.role,
    fam: auth.familyId,
    exp: Math.floor(now / 1000) + ttlSeconds,
    jti: randomUUID(),
  };
  const body = encode(JSON.stringify(claims));
  const signature = createHmac("sha256", secret).update(body).digest();
  return `${body}.${encode(signature)}`;
}

/** The caller's context, or undefined for a token that is malformed, forged or expired. */
export function verifyAccessToken(secret: string, token: string, now = Date.now()): AuthContext | undefined {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined || !BASE64URL.test(body) || !BASE64URL.test(signature)) return undefined;
  // Compared as the canonical text, not as decoded bytes: padding, trailing junk or other spare bits of the last
  // character would decode to the same bytes and make one token many.
  if (!sameText(signature, encode(createHmac("sha256", secret).update(body).digest()))) return undefined;
  let claims: Partial<Claims>;
  try {
    claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Partial<Claims>;
  } catch {
    return undefined;
  }
  if (typeof claims.exp !== "number" || claims.exp * 1000 <= now) return undefined;
  if (typeof claims.sub !== "string" || typeof claims.tid !== "string" || typeof claims.fam !== "string") return undefined;
  if (claims.role !== "learner" && claims.role !== "admin") return undefined;
  return { userId: claims.sub, tenantId: claims.tid, role: claims.role, familyId: claims.fam };
}
