import { createHmac, randomUUID } from "node:crypto";
import { candidateKeys, currentKey, sameText } from "./key-ring";
import type { Keys } from "./key-ring";

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
  /** The signing key's id; tokens from before key ids have none. */
  kid?: string;
}

const encode = (value: string | Buffer) => Buffer.from(value).toString("base64url");
/** Unpadded base64url, nothing else: Node's decoder skips padding, junk and the `+/` alphabet silently. */
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Access tokens are stateless, HMAC-signed and short-lived: `base64url(claims).base64url(signature)`.
 * The role travels in the token, so a role change takes effect at the next refresh. The claims name the signing
 * key (`kid`), so tokens signed before a rotation keep working while their key is among the previous ones.
 */
export function signAccessToken(keys: Keys, auth: AuthContext, ttlSeconds: number, now = Date.now()): string {
  const key = currentKey(keys);
  const claims: Claims = {
    sub: auth.userId,
    tid: auth.tenantId,
    role: auth.role,
    fam: auth.familyId,
    exp: Math.floor(now / 1000) + ttlSeconds,
    jti: randomUUID(),
    kid: key.kid,
  };
  const body = encode(JSON.stringify(claims));
  const signature = createHmac("sha256", key.secret).update(body).digest();
  return `${body}.${encode(signature)}`;
}

/** The caller's context, or undefined for a token that is malformed, forged, expired or signed with a key no longer held. */
export function verifyAccessToken(keys: Keys, token: string, now = Date.now()): AuthContext | undefined {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined || !BASE64URL.test(body) || !BASE64URL.test(signature))
    return undefined;
  let claims: Partial<Claims>;
  try {
    claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Partial<Claims>;
  } catch {
    return undefined;
  }
  if (claims === null || typeof claims !== "object") return undefined;
  if (claims.kid !== undefined && typeof claims.kid !== "string") return undefined;
  // Compared as the canonical text, not as decoded bytes: padding, trailing junk or other spare bits of the last
  // character would decode to the same bytes and make one token many.
  const signedBy = candidateKeys(keys, claims.kid).find((key) =>
    sameText(signature, encode(createHmac("sha256", key.secret).update(body).digest())),
  );
  if (!signedBy) return undefined;
  if (typeof claims.exp !== "number" || claims.exp * 1000 <= now) return undefined;
  if (typeof claims.sub !== "string" || typeof claims.tid !== "string" || typeof claims.fam !== "string")
    return undefined;
  if (claims.role !== "learner" && claims.role !== "admin") return undefined;
  return { userId: claims.sub, tenantId: claims.tid, role: claims.role, familyId: claims.fam };
}
