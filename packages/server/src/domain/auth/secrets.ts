import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from "node:crypto";

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

/** AES-256-GCM `iv.tag.ciphertext` (base64url): lets the server hand racing tabs the same successor token. */
export function seal(secret: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(secret), iv);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url")).join(".");
}

export function unseal(secret: string, sealed: string): string | undefined {
  const [iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !body) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", sealingKey(secret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}
