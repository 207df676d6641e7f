import { Type } from "@sinclair/typebox";
import {
  AuthorizeQuery,
  AuthorizeResponse,
  FreeLoginParams,
  FreeLoginRequest,
  FreeLoginResponse,
  LogoutRequest,
  LogoutResponse,
  OAuthError,
  ThirdPartyParams,
  ThirdPartyQuery,
  TokenForm,
  TokenQuery,
  TokenResponse,
} from "../auth";
import { ErrorEnvelope } from "../envelope";
import type { ApiRouteTable } from "./api-route";
import { authPaths } from "./paths/auth";

export const authRoutes = {
  issueToken: {
    ...authPaths.issueToken,
    id: "issueToken",
    tags: ["auth"],
    summary: "Issue tokens: password, refresh_token (rotating) or authorization_code grant",
    access: "anyone",
    query: TokenQuery,
    body: TokenForm,
    bodyOptional: true,
    answer: TokenResponse,
    // OAuth2 JSON, not the envelope; a refusal before the route (rate limit) is still the envelope.
    failureAnswers: {
      400: Type.Union([OAuthError, ErrorEnvelope]),
      401: OAuthError,
      403: OAuthError,
      429: Type.Union([OAuthError, ErrorEnvelope]),
    },
  },
  logout: {
    ...authPaths.logout,
    id: "logout",
    tags: ["auth"],
    summary: "Log out: revoke the refresh-token family (idempotent)",
    access: "anyone",
    body: LogoutRequest,
    bodyOptional: true,
    answer: LogoutResponse,
  },
  authorize: {
    ...authPaths.authorize,
    id: "authorize",
    tags: ["auth"],
    summary: "A short-lived authorization code for the caller",
    access: "user",
    query: AuthorizeQuery,
    answer: AuthorizeResponse,
  },
  workplaceFreeLogin: {
    ...authPaths.workplaceFreeLogin,
    id: "workplaceFreeLogin",
    tags: ["auth"],
    summary: "Workplace-app free login with a code signed by the workplace app",
    access: "anyone",
    params: FreeLoginParams,
    body: FreeLoginRequest,
    answer: FreeLoginResponse,
    failures: [401, 403],
  },
  thirdPartyLogin: {
    ...authPaths.thirdPartyLogin,
    id: "thirdPartyLogin",
    tags: ["auth"],
    summary: "Stand-in third-party login: returns to targetUrl with _tpToken",
    access: "anyone",
    params: ThirdPartyParams,
    query: ThirdPartyQuery,
    answers: "redirect",
    failures: [403, 404],
  },
} as const satisfies ApiRouteTable<typeof authPaths>;
