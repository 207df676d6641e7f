import { verifyAccessToken } from "./access-tokens";
import type { AuthContext } from "./access-tokens";
import type { Keys } from "./key-ring";

interface Verified {
  auth: AuthContext;
  /** The token's expiry (ms): after it the token is refused again, kept or not. */
  expiresAt: number;
}

/**
 * Access tokens this process has verified, by their exact text: a signed-in page sends the same token with each of
 * its calls, and its HMAC, decoding and parsing then cost a map lookup. Only tokens that verified are kept (a
 * stranger's garbage never takes room), each until its own expiry at the latest, at most `capacity` of them (the
 * oldest out first). The signature is a property of the text and of the keys, which do not change while the
 * process runs, so a kept answer is the one verifying would give; revocation is the session guard's, as before.
 */
export class VerifiedTokens {
  readonly #kept = new Map<string, Verified>();

  constructor(
    private readonly keys: Keys,
    private readonly capacity = 10_000,
    private readonly now: () => number = () => Date.now(),
  ) {}

  verify(token: string): AuthContext | undefined {
    const now = this.now();
    const kept = this.#kept.get(token);
    if (kept) {
      if (kept.expiresAt > now) return kept.auth;
      this.#kept.delete(token);
      return undefined;
    }
    const auth = verifyAccessToken(this.keys, token, now);
    if (!auth) return undefined;
    const expiresAt = expiryOf(token);
    if (expiresAt === undefined) return auth;
    while (this.#kept.size >= this.capacity) {
      const oldest = this.#kept.keys().next().value;
      if (oldest === undefined) break;
      this.#kept.delete(oldest);
    }
    this.#kept.set(token, { auth: Object.freeze(auth), expiresAt });
    return auth;
  }
}

/** The `exp` claim of a token that has just verified, in ms. */
function expiryOf(token: string): number | undefined {
  const exp = (
    JSON.parse(Buffer.from(token.slice(0, token.indexOf(".")), "base64url").toString("utf8")) as { exp?: unknown }
  ).exp;
  return typeof exp === "number" ? exp * 1000 : undefined;
}
