// What the platform client needs only when an answer goes wrong, a token must be renewed or written, a session ends,
// or the host calls one of these: the page's one refresh (coordinator, cross-tab lock, back-off, token endpoint),
// the error catalogue's decisions, the exam-content report, the auth calls (login, logout, login routing, the
// current user, token writing with the host-domain list) and the session helpers (company network, workplace
// login). A chunk of its own, loaded on first need; every rule is the same module the lean core's chunks use.
import type { WorkplaceAuthCodeAnswer } from "@sxz/contract";
import { createAuth } from "../auth/auth-service";
import type { Auth } from "../auth/auth-service";
import type { AuthEventBus } from "../auth/auth-events";
import { redirectToLogin } from "../auth/login-redirect";
import { internalUser } from "../auth/login-routing";
import { createPageRefresh } from "../auth/page-refresh";
import { createRecovery } from "../auth/answer-recovery";
import type { LoginRoutingOptions } from "../auth/login-routing";
import type { LoginDialog } from "../auth/logout";
import type { SessionEnd } from "../auth/session-end";
import type { ClientContext } from "./client-context";
import type { ExamContent401Report } from "../http/exam-content-report";
import type { AnswerRecovery } from "../http/pipeline";
import type { PlatformHttp } from "../http/request-options";
import { networkStatus } from "../session/intranet";
import type { NetworkStatus } from "../session/intranet";
import { workplaceAuthCode, workplaceFreeLogin } from "../session/workplace-login";
import type { FreeLoginResult } from "../session/workplace-login";

export interface SessionServicesDeps {
  ctx: ClientContext;
  http: PlatformHttp;
  events: AuthEventBus;
  session: SessionEnd;
  /** Token namespace: clients with the same cookies on one page share one refresh. */
  namespace: string;
  /** `null` forces the localStorage lease instead of Web Locks (tests). */
  locks?: null | undefined;
  loginDialog: { current?: LoginDialog };
  routing: LoginRoutingOptions;
  replaceAddress: (href: string) => void;
  marketplaceAdminPaths: readonly string[];
  reportExamContent401: (report: ExamContent401Report) => void;
  /** The `{workplace}` segment of the free-login proxy path. */
  workplaceProxy: string;
}

export interface SessionServices {
  auth: Auth;
  recovery: AnswerRecovery;
  /** CL-ST-5 / CL-ERR-1: to login (at most once per 6 s for the page, CL-ST-9). */
  redirectToLogin(): Promise<boolean>;
  networkStatus(): Promise<NetworkStatus>;
  workplaceAuthCode(): Promise<WorkplaceAuthCodeAnswer>;
  workplaceFreeLogin(): Promise<FreeLoginResult | undefined>;
}

export function createSessionServices(deps: SessionServicesDeps): SessionServices {
  const { ctx, events, session, namespace, routing } = deps;
  const refresh = createPageRefresh({
    ctx,
    events,
    session,
    namespace,
    locks: deps.locks,
    store: (set) => auth.storeTokens(set),
  });
  const auth: Auth = createAuth({
    ctx,
    http: () => deps.http,
    events,
    refresh,
    session,
    loginDialog: deps.loginDialog,
    routing,
    replaceAddress: deps.replaceAddress,
  });
  const answers = createRecovery({
    ctx,
    refresh,
    logout: auth.logout,
    marketplaceAdminPaths: deps.marketplaceAdminPaths,
    isInternalUser: () => internalUser(ctx, routing.ssoCookie),
    redirectToLogin: () => auth.redirectToLogin(),
    reportExamContent401: deps.reportExamContent401,
  });
  return {
    auth,
    recovery: answers,
    redirectToLogin: () => redirectToLogin(ctx, routing),
    networkStatus: () => networkStatus(ctx),
    workplaceAuthCode: () => workplaceAuthCode(ctx),
    workplaceFreeLogin: () =>
      workplaceFreeLogin(ctx, {
        proxy: deps.workplaceProxy,
        store: (set) => auth.storeTokens(set),
        replaceAddress: deps.replaceAddress,
      }),
  };
}
