import {
  authPaths,
  MalformedAnswerError,
  pathTo,
  readFreeLogin,
  readWorkplaceAuthCode,
  SYNC_TYPES,
} from "@sxz/contract";
import type { FreeLoginAnswer, SyncType, WorkplaceAuthCodeAnswer } from "@sxz/contract";
import { malformedAnswer, readEnvelope } from "../http/answers";
import { QUERY_KEYS, readPageQuery, withoutQueryParams } from "../env/page-query";
import type { ClientContext } from "../platform/client-context";
import { pageUrl } from "../http/client-context";
import { LOGIN_PAGES } from "../env/login-pages";
import type { TokenSet } from "../auth/token-store";

/** Sync types of a workplace-app account (CL-ENT-7): which of its fields bound the platform account. */
export const WORKPLACE_SYNC_TYPES = SYNC_TYPES;
export type WorkplaceSyncType = SyncType;

export function isWorkplaceSyncType(value: unknown): value is WorkplaceSyncType {
  return typeof value === "string" && (WORKPLACE_SYNC_TYPES as readonly string[]).includes(value);
}

export interface FreeLoginResult {
  firstLogin: boolean;
  syncType?: WorkplaceSyncType;
  /** Where the user was sent (first login), if anywhere. */
  navigatedTo?: string;
}

/**
 * CL-ST-16 / CL-API-7 / CL-RT-6: with the workplace tag and a code in the address, call
 * `POST /api/{workplace}/proxy/rest/v1/open/free_login` {code, platformType, state}, store the token set, drop the
 * code from the address, and send a first-time user to the first-access verification (with the sync type).
 * Resolves undefined when the address carries no free-login code.
 */
export async function workplaceFreeLogin(
  ctx: ClientContext,
  options: { proxy: string; store: (set: TokenSet) => Promise<void> | void; replaceAddress: (href: string) => void },
): Promise<FreeLoginResult | undefined> {
  const query = readPageQuery(ctx.href());
  if (!query.workplaceTag || !query.workplaceCode) return undefined;
  const response = await ctx.raw.post(
    pathTo(authPaths.workplaceFreeLogin, { workplace: options.proxy }),
    { code: query.workplaceCode, platformType: query.workplaceTag, state: ctx.tenantId() ?? "" },
    { headers: ctx.baseHeaders(), timeout: 15_000 },
  );
  let answer: FreeLoginAnswer;
  try {
    answer = readFreeLogin(response.data);
  } catch (error) {
    if (error instanceof MalformedAnswerError) throw malformedAnswer(error, response);
    throw error;
  }
  const token = answer.token;
  await options.store({
    accessToken: token.access_token,
    refreshToken: token.refresh_token,
    userId: token.user_id ?? "",
  });
  options.replaceAddress(withoutQueryParams(ctx.href(), [QUERY_KEYS.workplaceCode, QUERY_KEYS.workplaceTag]));
  const firstLogin = answer.firstLogin === true;
  const syncType = isWorkplaceSyncType(answer.syncType) ? answer.syncType : undefined;
  if (!firstLogin) return { firstLogin, ...(syncType ? { syncType } : {}) };
  const [path, hash] = LOGIN_PAGES.firstAccessVerification.split("#");
  const target = `${path}#${pageUrl(hash ?? "", { "sxz-lang": ctx.language(), ...(syncType ? { syncType } : {}) })}`;
  ctx.navigate(target);
  return { firstLogin, ...(syncType ? { syncType } : {}), navigatedTo: target };
}

/** CL-API-6: an auth code for the workplace app, `GET /api/auth/v1/oauth/authorize?…&client_id=gateway&response_type=code`. */
export async function workplaceAuthCode(ctx: ClientContext): Promise<WorkplaceAuthCodeAnswer> {
  const accessToken = ctx.tokens.read().accessToken;
  const response = await ctx.raw.get(authPaths.authorize.path, {
    params: { grant_type: "authorization_code", client_id: "gateway", response_type: "code" },
    headers: { ...ctx.baseHeaders(), ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}) },
    timeout: 10_000,
  });
  return readEnvelope(response, readWorkplaceAuthCode);
}
