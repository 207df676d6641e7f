import type { ClientContext } from "./client-context";

const loadMembership = () => import("../session/membership");

/**
 * After every successful platform answer (CL-ST-10), for both forms of the client: a signed-in user's page loads
 * the membership check with its first success (a visitor's page never does); a chunk that failed to load is
 * asked for again by the next success.
 */
export function membershipAfterSuccess(ctx: ClientContext): () => void {
  return () =>
    void (
      ctx.tokens.isLoggedIn() &&
      loadMembership().then(
        ({ checkMembershipOnce }) => checkMembershipOnce(ctx),
        () => undefined,
      )
    );
}
