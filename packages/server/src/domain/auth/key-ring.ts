import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The secrets that sign access tokens, upload links, file links and sealed refresh successors. The current key
 * signs; previous keys (TOKEN_SECRETS_PREVIOUS) still verify, so a secret can be rotated without signing anyone
 * out or breaking a link: every signature names its key by id (`kid`), and a key removed from the ring makes
 * everything it signed fail. Key ids are derived from the secrets, so every server agrees on them without
 * another setting.
 */
export interface SigningKey {
  kid: string;
  secret: string;
}

export interface KeyRing {
  current: SigningKey;
  previous: readonly SigningKey[];
}

/** A ring, or one secret standing for a ring of that key alone (tools and tests that sign with one secret). */
export type Keys = KeyRing | string;

/** 8 base64url characters (48 bits) of an HMAC of the secret: names the key, reveals nothing usable about it. */
export function keyId(secret: string): string {
  return createHmac("sha256", secret).update("sxz-key-id").digest("base64url").slice(0, 8);
}

export function signingKey(secret: string): SigningKey {
  return { kid: keyId(secret), secret };
}

export function keyRing(current: string, previous: readonly string[] = []): KeyRing {
  const currentKey = signingKey(current);
  const others = previous.filter((secret) => secret !== current).map(signingKey);
  return { current: currentKey, previous: others };
}

export function asKeyRing(keys: Keys): KeyRing {
  return typeof keys === "string" ? keyRing(keys) : keys;
}

export function currentKey(keys: Keys): SigningKey {
  return asKeyRing(keys).current;
}

/**
 * The keys a signature may have been made with: the one its kid names (none when the ring no longer holds it), or —
 * for a signature from before key ids, which names none — every key of the ring, so those stay valid exactly as long
 * as the secret that made them is still in the ring.
 */
export function candidateKeys(keys: Keys, kid: string | undefined): SigningKey[] {
  const ring = asKeyRing(keys);
  const all = [ring.current, ...ring.previous];
  return kid === undefined ? all : all.filter((key) => key.kid === kid);
}

/** Constant-time comparison of two texts. */
export function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
