import { schoolPaths } from "@sxz/contract";
import { SESSION_KEYS } from "../storage/keys";
import { oncePerPage } from "../storage/page-state";
import type { ClientContext } from "../platform/client-context";

type Remembered = Record<string, true>;

/**
 * CL-ST-10: after a successful answer, when logged in and a school is known, check the membership once per user
 * and school pair: `GET /api/ischool/v1/members/get-member-is-valid/?tenantId=…`. Remembered in session storage
 * (`visitor_to_member`) once the server answered; concurrent triggers share one call.
 */
export function checkMembershipOnce(ctx: ClientContext): Promise<void> | undefined {
  if (!ctx.tokens.isLoggedIn()) return undefined;
  const { accessToken, userId } = ctx.tokens.read();
  const tenantId = ctx.tenantId();
  if (!tenantId || !userId || !accessToken) return undefined;
  const pair = `${userId}:${tenantId}`;
  const remembered = ctx.storage.session.get<Remembered>(SESSION_KEYS.visitorToMember);
  if (remembered && typeof remembered === "object" && remembered[pair]) return undefined;
  return oncePerPage(ctx.page, `membership:${pair}`, async () => {
    await ctx.raw.get(schoolPaths.memberCheck.path, {
      params: { tenantId },
      headers: { ...ctx.baseHeaders(), Authorization: `Bearer ${accessToken}` },
      timeout: 10_000,
    });
    const current = ctx.storage.session.get<Remembered>(SESSION_KEYS.visitorToMember);
    ctx.storage.session.set(SESSION_KEYS.visitorToMember, {
      ...(current && typeof current === "object" ? current : {}),
      [pair]: true,
    });
  }).catch(() => {
    // Not remembered: the next successful answer tries again.
  });
}
