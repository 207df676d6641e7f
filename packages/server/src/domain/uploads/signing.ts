import { createHmac } from "node:crypto";
import { candidateKeys, currentKey, sameText } from "../auth/key-ring";
import type { Keys } from "../auth/key-ring";

/**
 * HMAC signatures with the server's signing keys, as `kid.mac`. A file's signature is its read credential (it rides
 * in static URLs, so an <img> can load it); a PUT signature binds one file and one expiry. A signature from before
 * key ids is the bare mac: it verifies under any key of the ring, so it lasts as long as its secret is kept.
 */
function mac(secret: string, purpose: string): string {
  return createHmac("sha256", secret).update(purpose).digest("base64url");
}

function sign(keys: Keys, purpose: string): string {
  const key = currentKey(keys);
  return `${key.kid}.${mac(key.secret, purpose)}`;
}

function verifies(keys: Keys, purpose: string, given: string): boolean {
  const parts = given.split(".");
  if (parts.length > 2) return false;
  const [kid, signature] = parts.length === 2 ? parts : [undefined, parts[0] ?? ""];
  return candidateKeys(keys, kid).some((key) => sameText(signature ?? "", mac(key.secret, purpose)));
}

export function fileSignature(keys: Keys, uuid: string): string {
  return sign(keys, `file:${uuid}`);
}

export function isFileSignature(keys: Keys, uuid: string, given: string): boolean {
  return verifies(keys, `file:${uuid}`, given);
}

export function putSignature(keys: Keys, uuid: string, expiresSeconds: number): string {
  return sign(keys, `put:${uuid}:${expiresSeconds}`);
}

export function isPutSignature(keys: Keys, uuid: string, expiresSeconds: number, given: string): boolean {
  return verifies(keys, `put:${uuid}:${expiresSeconds}`, given);
}
