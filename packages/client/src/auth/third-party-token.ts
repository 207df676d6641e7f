import { QUERY_KEYS, readPageQuery, withoutQueryParams } from "../env/page-query";
import type { ClientContext } from "../platform/client-context";
import { loginMethodRefusal } from "../http/error-catalogue";
import { authorizationCodeGrant } from "./token-endpoint";
import type { TokenSet } from "./token-store";

/**
 * CL-RT-10: a `_tpToken` in the address is exchanged through
 * `POST /api/auth/oauth/token?code=…&grant_type=authorization_code`, the set is stored, and the parameter is removed
 * from the address (history.replaceState: no reload, no history entry). The parameter is removed even when the
 * exchange fails, so a reload does not replay a used code. Resolves whether a token set was stored.
 */
export async function exchangeThirdPartyToken(
  ctx: ClientContext,
  options: { store: (set: TokenSet) => Promise<void> | void; replaceAddress: (href: string) => void },
): Promise<boolean> {
  const code = readPageQuery(ctx.href()).thirdPartyToken;
  if (!code) return false;
  try {
    const set = await authorizationCodeGrant(ctx.raw, code, ctx.baseHeaders(), (response) =>
      loginMethodRefusal(response, ctx),
    );
    await options.store(set);
    return true;
  } finally {
    options.replaceAddress(withoutQueryParams(ctx.href(), [QUERY_KEYS.thirdPartyToken]));
  }
}
