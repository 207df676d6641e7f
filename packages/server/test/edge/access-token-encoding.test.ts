import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signAccessToken, verifyAccessToken } from "../../src/domain/auth/access-tokens";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { signIn } from "../support/api";

/**
 * An access token is exactly `base64url(claims).base64url(signature)`: one token has one spelling. Node's base64url
 * decoder ignores padding and junk and accepts the `+/` alphabet, so before the strict check a signature with
 * "=" or "!" appended (or its spare low bits changed) still verified.
 */

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** Spellings of the same signature bytes (or the same bytes plus junk) that a lax decoder accepts. */
function respellings(token: string): Record<string, string> {
  const [body, signature] = token.split(".") as [string, string];
  const last = signature.at(-1)!;
  // 32 bytes take 43 characters; the last one carries 2 spare bits, so flipping its lowest bit keeps the bytes.
  const spareBits = signature.slice(0, -1) + ALPHABET[ALPHABET.indexOf(last) ^ 1];
  return {
    padding: `${body}.${signature}=`,
    "double padding": `${body}.${signature}==`,
    "trailing junk": `${body}.${signature}!`,
    "trailing tilde": `${body}.${signature}~`,
    "junk inside": `${body}.${signature.slice(0, 10)}*${signature.slice(10)}`,
    "spare bits": `${body}.${spareBits}`,
    "standard alphabet": `${body}.${signature.replace(/-/g, "+").replace(/_/g, "/")}${/[-_]/.test(signature) ? "" : "="}`,
    "padded claims": `${body}=.${signature}`,
  };
}

const auth = { userId: "user-learner", tenantId: "demo", role: "learner" as const, familyId: "family-1" };
const secret = "s".repeat(40);

describe("access-token signatures are strict base64url", () => {
  it("the canonical token verifies; every respelling of its signature or claims is refused", () => {
    // Enough tokens that some signature holds "-" or "_" (the standard-alphabet respelling then differs).
    for (let i = 0; i < 20; i += 1) {
      const token = signAccessToken(secret, auth, 900);
      expect(verifyAccessToken(secret, token)).toEqual(auth);
      for (const [label, variant] of Object.entries(respellings(token))) {
        if (variant === token) continue;
        expect(verifyAccessToken(secret, variant), label).toBeUndefined();
      }
    }
  });

  describe("over HTTP", () => {
    let server: TestServer;
    let token: string;
    beforeAll(async () => {
      server = await startTestServer();
      token = await signIn(server, "learner");
    });
    afterAll(async () => server.close());

    it("a respelt token answers 401, the issued one 200", async () => {
      const me = (value: string) =>
        fetch(`${server.url}/api/accounts/users/me`, { headers: { authorization: `Bearer ${value}` } });
      expect((await me(token)).status).toBe(200);
      const accepted: string[] = [];
      for (const [label, variant] of Object.entries(respellings(token))) {
        if (variant === token) continue;
        const status = (await me(variant)).status;
        if (status !== 401) accepted.push(`${label} → ${status}`);
      }
      expect(accepted).toEqual([]);
    });
  });
});
