import { describe, expect, it } from "vitest";
import { signAccessToken } from "./access-tokens";
import { VerifiedTokens } from "./verified-tokens";

const SECRET = "a-secret-of-thirty-two-characters-or-more";
const OTHER = "another-secret-of-thirty-two-characters-or-more";
const auth = { userId: "u1", tenantId: "t1", role: "learner" as const, familyId: "f1" };

describe("VerifiedTokens", () => {
  it("answers a kept token as verifying does, and refuses it from its expiry on", () => {
    const clock = { now: 1_000_000 };
    const tokens = new VerifiedTokens(SECRET, 10, () => clock.now);
    const token = signAccessToken(SECRET, auth, 60, clock.now);
    expect(tokens.verify(token)).toEqual(auth);
    clock.now += 59_999;
    expect(tokens.verify(token)).toEqual(auth);
    clock.now += 1;
    expect(tokens.verify(token)).toBeUndefined();
    expect(tokens.verify(token)).toBeUndefined();
  });

  it("never keeps what did not verify: another server's token, a changed character, a kept token's forged twin", () => {
    const clock = { now: 1_000_000 };
    const tokens = new VerifiedTokens(SECRET, 10, () => clock.now);
    const token = signAccessToken(SECRET, auth, 60, clock.now);
    expect(tokens.verify(signAccessToken(OTHER, auth, 60, clock.now))).toBeUndefined();
    expect(tokens.verify(token)).toEqual(auth);
    const forged = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(tokens.verify(forged)).toBeUndefined();
    expect(tokens.verify(`${token} `)).toBeUndefined();
  });

  it("keeps at most its capacity, the oldest out first, and still verifies a token it let go", () => {
    const clock = { now: 1_000_000 };
    const tokens = new VerifiedTokens(SECRET, 2, () => clock.now);
    const signed = ["a", "b", "c"].map((userId) => signAccessToken(SECRET, { ...auth, userId }, 60, clock.now));
    for (const token of signed) expect(tokens.verify(token)?.userId).toBeDefined();
    expect(tokens.verify(signed[0]!)?.userId).toBe("a");
  });
});
