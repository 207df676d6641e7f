import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from "node:crypto";
import { candidateKeys, currentKey } from "./key-ring";
import type { Keys } from "./key-ring";

/** A random opaque token (refresh tokens, codes): 32 bytes, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens and codes are stored as SHA-256 only: a leaked table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function sealingKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("refresh-successor-sealing").digest();
}

/**
 * AES-256-GCM `kid.iv.tag.ciphertext` (base64url): lets the server hand racing tabs the same successor token. The
 * key id lets a process that already signs with a new key open what one still on the old key sealed.
 */
export function seal(keys: Keys, plaintext: string): string {
  const key = currentKey(keys);
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(key.secret), iv);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [key.kid, ...[iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url"))].join(".");
}

/** The sealed text, or undefined when it was forged, damaged or sealed with a key no longer held. */
export function unseal(keys: Keys, sealed: string): string | undefined {
  const parts = sealed.split(".");
  // Sealed before key ids: three parts, any key of the ring may have sealed it.
  const [kid, ...rest] = parts.length === 4 ? parts : [undefined, ...parts];
  const [iv, tag, body] = rest.map((part) => Buffer.from(part ?? "", "base64url"));
  if (rest.length !== 3 || !iv?.length || !tag?.length || !body) return undefined;
  for (const key of candidateKeys(keys, kid)) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", sealingKey(key.secret), iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
    } catch {
      // Not this key: try the next.
    }
  }
  return undefined;
}
