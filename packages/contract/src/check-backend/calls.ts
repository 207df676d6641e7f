// The read calls of both specifications, as the checker makes them: each with the parameters the client layer or
// the widget sends and the contract reader that reads its answer there (the same function, so the checker's
// verdict is what the clients will do). Each `read` answers a short description of what was read.
import { ApiCode } from "../constants/codes";
import { ConfigKey } from "../constants/config";
import { readCurrentUser } from "../answers/accounts";
import { readCommonCurrentOAuth2, readSchoolInfo } from "../answers/schools";
import {
  readConfigList,
  readMyMessagesPage,
  readMyScore,
  readReviewPage,
  readScoreDistribution,
  readScoreGeneral,
} from "../answers/scores";
import type { ReviewPageAnswer } from "../answers/scores";
import { readClientIp, readContentx, readWorkplaceAuthCode } from "../answers/session";
import { accountPaths, authPaths, configPaths, reviewPaths, schoolPaths, sessionPaths } from "../routes/paths";
import type { RoutePath } from "../routes/route-path";
import type { DroppedRecord, OnDropped } from "../answers/conform";

export type { DroppedRecord, OnDropped };

export interface CheckOptions {
  /** The backend's base URL, e.g. https://api.example.com (the API paths are appended). */
  baseUrl: string;
  resourceId: string;
  moduleId: string;
  /** An access token of a test user: the calls that need one are skipped without it. */
  token?: string;
  /** The school (tenant) id: sent as the tenant headers and to the school lookups, which are skipped without it. */
  tenantId?: string;
  /** The interface language sent as `sxz-lang`. */
  language?: string;
}

export type Reads = "widget" | "client";

export interface ReadCall {
  /** The operation id of the route table (`queryMessages`), with a qualifier where one call is made twice. */
  name: string;
  route: RoutePath;
  /** Who reads this answer. */
  readBy: readonly Reads[];
  /** The rule of the specification the call serves. */
  rule: string;
  needsToken?: boolean;
  needsTenant?: boolean;
  /** Path parameters, query and body as the clients send them. */
  path?: (options: CheckOptions) => string;
  query?: (options: CheckOptions) => Record<string, string>;
  body?: (options: CheckOptions) => Record<string, unknown>;
  /** Reads `data` (the envelope's) with the contract's reader; throws MalformedAnswerError when it cannot. */
  read: (data: unknown, onDropped: OnDropped) => string;
}

const known = (value: number | null | undefined, unit = "") =>
  value === null || value === undefined ? "unknown" : `${value}${unit}`;
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

function page(answer: Pick<ReviewPageAnswer, "scoreInfoList" | "totalCount" | "hasMore">): string {
  const ids = answer.scoreInfoList.map((review) => JSON.stringify(review.id));
  const shown = ids.length > 3 ? `${ids.slice(0, 3).join(", ")}, …` : ids.join(", ");
  const more = answer.hasMore === null ? "" : answer.hasMore ? ", more to load" : ", last page";
  return `${plural(answer.scoreInfoList.length, "review")}${shown ? ` (ids ${shown})` : ""}, total ${known(answer.totalCount)}${more}`;
}

const pageQuery = (options: CheckOptions) => ({
  resourceId: options.resourceId,
  moduleId: options.moduleId,
  page: "1",
  pageSize: "10",
});

/** The configuration keys the client layer reads (client-layer.md §7). */
const CONFIG_KEYS = [ConfigKey.BETA_HOSTS, ConfigKey.HOST_DOMAINS, ConfigKey.HW_LOGIN_DOMAINS] as const;

export const READ_CALLS: readonly ReadCall[] = [
  // ------------------------------------------------------------------------------------ review-widget.md §7
  {
    name: "general",
    route: reviewPaths.general,
    readBy: ["widget"],
    rule: "RW-API-3",
    query: (options) => ({ resourceId: options.resourceId }),
    read: (data, onDropped) => {
      const general = readScoreGeneral(data, onDropped);
      return `average ${known(general.avgScore)}, ${known(general.totalCount)} reviews, ${known(general.commenterCount)} commenters, recommended ${known(general.recommendedValue)}, ${plural(general.shortCommentStatisticList.length, "tag")}`;
    },
  },
  {
    name: "queryMsgCountProportions",
    route: reviewPaths.queryMsgCountProportions,
    readBy: ["widget"],
    rule: "RW-API-3",
    query: (options) => ({ resourceId: options.resourceId }),
    read: (data, onDropped) => {
      const distribution = readScoreDistribution(data, onDropped);
      return `${plural(distribution.result.length, "row")} (${distribution.result.map((row) => `${row.score}★ ${known(row.count)}`).join(", ")}), total ${known(distribution.total)}`;
    },
  },
  {
    name: "queryMessages",
    route: reviewPaths.queryMessages,
    readBy: ["widget"],
    rule: "RW-API-2",
    query: pageQuery,
    read: (data, onDropped) => page(readReviewPage(data, onDropped)),
  },
  {
    name: "scoreList",
    route: reviewPaths.scoreList,
    readBy: ["widget"],
    rule: "RW-API-2",
    query: pageQuery,
    read: (data, onDropped) => page(readReviewPage(data, onDropped)),
  },
  {
    name: "queryMyMessages",
    route: reviewPaths.queryMyMessages,
    readBy: ["widget"],
    rule: "RW-API-2",
    needsToken: true,
    query: () => ({ page: "1", pageSize: "10" }),
    read: (data, onDropped) => page(readMyMessagesPage(data, onDropped)),
  },
  {
    name: "configList",
    route: reviewPaths.configList,
    readBy: ["widget"],
    rule: "RW-API-9",
    query: (options) => ({ moduleId: options.moduleId, isNew: "true", type: "0,2,3,4,5,6" }),
    read: (data, onDropped) => {
      const items = readConfigList(data, onDropped);
      const types = [...new Set(items.map((item) => item.type))].sort().join(", ");
      return `${plural(items.length, "item")}${types ? ` (types ${types})` : ""}`;
    },
  },
  {
    name: "myScore",
    route: reviewPaths.myScore,
    readBy: ["widget"],
    rule: "RW-API-9",
    needsToken: true,
    query: (options) => ({ moduleId: options.moduleId, resourceId: options.resourceId }),
    read: (data, onDropped) => {
      const mine = readMyScore(data, onDropped);
      return mine === null
        ? "no rating of the caller"
        : `the caller's rating: ${mine.score} stars, ${plural(mine.marks.length, "mark")}`;
    },
  },
  // ------------------------------------------------------------------------------------ client-layer.md §7
  ...CONFIG_KEYS.map((key): ReadCall => ({
    name: `configValue ${key}`,
    route: configPaths.configValue,
    readBy: ["client"],
    rule: "CL-VAL-4",
    path: () => configPaths.configValue.path.replace(":key", encodeURIComponent(key)),
    // The envelope is checked before (success codes); configuration takes code 200 only and -100 as "none".
    read: (data) =>
      data === null ? "no value (empty)" : `a value (${typeof data === "string" ? "text" : typeof data})`,
  })),
  {
    name: "currentUser",
    route: accountPaths.currentUser,
    readBy: ["client"],
    rule: "CL-ENT-2",
    needsToken: true,
    read: (data) => {
      const user = readCurrentUser(data);
      return user === null
        ? "nobody (empty data)"
        : `user ${JSON.stringify(user.id)}${user.tenantId === null ? "" : ` of school ${JSON.stringify(user.tenantId)}`}`;
    },
  },
  {
    name: "clientIp",
    route: sessionPaths.clientIp,
    readBy: ["client"],
    rule: "CL-API-8",
    read: (data) => {
      const answer = readClientIp(data);
      return `on the company network: ${answer.internal === null ? "unknown" : answer.internal ? "yes" : "no"}`;
    },
  },
  {
    name: "contentx",
    route: sessionPaths.contentx,
    readBy: ["client"],
    rule: "CL-ST-13",
    read: (data) => {
      const { intranet } = readContentx(data);
      return `intranet: ${intranet === null ? "unknown" : intranet ? "yes" : "no"}`;
    },
  },
  {
    name: "schoolInfo",
    route: schoolPaths.schoolInfo,
    readBy: ["client"],
    rule: "CL-API-9",
    needsTenant: true,
    body: (options) => ({ tenantId: options.tenantId }),
    read: (data) => {
      const school = readSchoolInfo(data);
      return school === null
        ? "no such school"
        : `school ${JSON.stringify(school.id)}, login method ${school.loginMethod ?? "unknown"}`;
    },
  },
  {
    name: "schoolLoginConfig",
    route: schoolPaths.schoolLoginConfig,
    readBy: ["client"],
    rule: "CL-API-9",
    needsTenant: true,
    body: (options) => ({
      tenantId: options.tenantId,
      lang: options.language ?? "en_US",
      bundleId: "",
      terminal: "pc",
    }),
    read: (data) => {
      const config = readCommonCurrentOAuth2(data);
      return config === null ? "no OAuth2 configuration" : `OAuth2 at ${new URL(config.authorizeServiceUrl).host}`;
    },
  },
  {
    name: "memberCheck",
    route: schoolPaths.memberCheck,
    readBy: ["client"],
    rule: "CL-API-9",
    needsToken: true,
    needsTenant: true,
    query: (options) => ({ tenantId: options.tenantId ?? "" }),
    read: (data) => `membership: ${JSON.stringify(data)}`,
  },
  {
    name: "heartbeat",
    route: sessionPaths.heartbeat,
    readBy: ["client"],
    rule: "CL-ST-14",
    needsToken: true,
    read: () => "answered",
  },
  {
    name: "authorize",
    route: authPaths.authorize,
    readBy: ["client"],
    rule: "CL-API-6",
    needsToken: true,
    query: () => ({ grant_type: "authorization_code", client_id: "gateway", response_type: "code" }),
    read: (data) => {
      const code = readWorkplaceAuthCode(data);
      return `an authorization code${code.expiresIn === null ? "" : `, valid ${code.expiresIn} s`}`;
    },
  },
];

/** The body code configuration values must carry (CL-VAL-4); any other success code reads as empty there. */
export const CONFIG_SUCCESS_CODE = ApiCode.OK;
