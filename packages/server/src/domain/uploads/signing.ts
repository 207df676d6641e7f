import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * HMAC signatures with the server's token secret. A file's signature is its read credential (it rides in
 * static URLs, so an <img> can load it); a PUT signature binds one file and one expiry.
 */
function sign(secret: string, purpose: string): string {
  return createHmac("sha256", secret).update(purpose).digest("base64url");
}

function matches(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function fileSignature(secret: string, uuid: string): string {
  return sign(secret, `file:${uuid}`);
}

export function isFileSignature(secret: string, uuid: string, given: string): boolean {
  return matches(fileSignature(secret, uuid), given);
}

export function putSignature(secret: string, uuid: string, expiresSeconds: number): string {
  return sign(secret, `put:${uuid}:${expiresSeconds}`);
}

export function isPutSignature(secret: string, uuid: string, expiresSeconds: number, given: string): boolean {
  return matches(putSignature(secret, uuid, expiresSeconds), given);
}
