import axios from "axios";
import type { DroppedRecord, Language, WorkplaceAuthCodeAnswer } from "@sxz/contract";
import { detectEnvironment, readPageQuery } from "./env";
import type { CallingEnvironment, PageQuery } from "./env";
import { createPageState, pageState } from "./storage/page-state";
import { SHARED_CLIENT, tokenNamespace } from "./shared-client";
import { createPlatformStorage } from "./storage/platform-storage";
import { createTenantResolver } from "./env/tenant";
import type { PageState, PlatformStorage } from "./storage";
import { createHttp } from "./http";
import { createBaseHeaders } from "./http/base-headers";
import type { ClientContext, ExamContent401Report, PlatformHttp } from "./http";
import { createAuthEventBus } from "./auth/auth-events";
import { clientTokenStore } from "./auth/token-store";
import type { Auth } from "./auth/auth-service";
import type { LoginDialog } from "./auth/logout";
import type { LoginRoutingOptions } from "./auth/routing-defaults";
import { createSessionEnd } from "./auth/session-end";
import { createLazyAuth } from "./platform/lazy-auth";
import { loadOnUse } from "./platform/load-on-use";
import type { SessionServices } from "./platform/session-services";
import { DEFAULT_ROUTING } from "./auth/routing-defaults";
import { createLazyBridge, lazyBridgeHttpAdapter } from "./bridge/lazy-bridge";
import type { Bridge, BridgeTranslate } from "./bridge";
import { checkMembershipOnce } from "./session/membership";
import { createHeartbeat } from "./session/heartbeat";
import type { FreeLoginResult, Heartbeat, NetworkStatus } from "./session";
import { createI18n } from "./i18n";
import type { I18n } from "./i18n";
import { createLazyConfigReader } from "./config/lazy-reader";
import type { ConfigReader } from "./config";
import { createLazyTracker } from "./tracking/lazy-tracker";
import type { QueueCaps, Tracker } from "./tracking";
import { createLazyToast } from "./ui/toast/lazy-toast";
import { createLazyBetaBadge } from "./ui/beta-badge/lazy-badge";
import type { BetaBadge, Toast } from "./ui";
import { createUploader } from "./upload";
import type { Uploader } from "./upload";

export interface PlatformClientOptions {
  /** API base URL; the page's origin when empty. */
  baseURL?: string;
  /** Request time-out in milliseconds (30 s). */
  timeout?: number;
  /** The school when the address names none (the address wins: tenantId, tenant_id, schoolId). */
  tenantId?: string;
  /** The current language (the i18n service's resolver); the page's `sxz-lang` parameter else. */
  language?: () => Language;
  /** Override the detected calling environment (CL-ENV-1). */
  environment?: CallingEnvironment;
  /** Hosts called without a token (CL-API-2): `cdn.example.com`, `*.static.example.com`. */
  staticHosts?: string[];
  /** Origins besides the page's and the base URL's that receive the token. */
  trustedOrigins?: string[];
  /** Parent domain of the token cookies (`.school.example.com`); host-only when missing. */
  cookieDomain?: string;
  /** The product-specific token cookie pair (CL-ENT-1). */
  productCookies?: { access: string; refresh: string };
  /** Mirror the token set in session storage (on by default). */
  sessionTokenMirror?: boolean;
  /** Single-sign-on cookie of internal-company users (CL-ENV-4); `sxz_sso`. */
  ssoCookie?: string;
  /** `terminal` header value inside the mini-program container (CL-ENV-2); `workplace`. */
  workplaceTerminal?: string;
  /** The `{workplace}` segment of the free-login proxy path; `workplace`. */
  workplaceProxy?: string;
  /** Provider ids of the two third-party logins (CL-RT-9). */
  thirdPartyProviders?: { companySso: string; corporatePortal: string };
  /** Intranet login for internal users (CL-ERR-2); `/api/sso/login`. */
  intranetLoginPath?: string;
  /** bundleId for the school's OAuth2 config; `sxz-web`. */
  bundleId?: string;
  /** Path prefixes of the content-marketplace management area (CL-ROLE-1); `/marketplace/manage`. */
  marketplaceAdminPaths?: string[];
  /** Intranet product: config paths are prefixed with `/sxz` (CL-API-4). */
  intranetProduct?: boolean;
  /** Leaves the page; `location.assign` by default. */
  navigate?: (url: string) => void;
  /** Replaces the address without a reload; `history.replaceState` by default. */
  replaceAddress?: (href: string) => void;
  /** A remote configuration value (the cached config service); a plain read else. */
  readConfig?: (key: string) => Promise<unknown>;
  /** Where exam pages report a 401 (CL-RT-7); console.error by default. */
  reportExamContent401?: (report: ExamContent401Report) => void;
  /** Bridge message translator (the i18n service); built-in English/Chinese else. */
  bridgeTranslate?: BridgeTranslate;
  /** Run the `_tpToken` exchange and the workplace free login at creation (default true). */
  bootstrap?: boolean;
  /**
   * Records an answer's reader left out (one it could not read; the rest of the answer is used), once per answer
   * with the call's path and each record's place, id and reason. Default: one `console.warn`.
   */
  onAnswerDropped?: (detail: { url: string; dropped: DroppedRecord[] }) => void;
  /** Event reporting: batch mode (up to 100 events per call), which hosts report nothing, queue caps. */
  tracking?: { batch?: boolean; skipHost?: (hostname: string) => boolean; caps?: Partial<QueueCaps> };
  /** @internal Tests: another page's memory, to act as a second tab. */
  pageState?: PageState;
  /** @internal Tests: `null` forces the localStorage lease instead of Web Locks. */
  locks?: null;
}

export interface PlatformEnv {
  readonly environment: CallingEnvironment;
  query(): PageQuery;
  language(): Language;
  tenantId(): string | undefined;
}

export interface PlatformSession {
  heartbeat: Heartbeat;
  /** Company-network and intranet flags, looked up once (CL-ST-13). */
  networkStatus(): Promise<NetworkStatus>;
  /** Auth code for the workplace app (CL-API-6). */
  workplaceAuthCode(): Promise<WorkplaceAuthCodeAnswer>;
  /** Result of the start-up free login, when the address carried one (CL-ST-16). */
  freeLogin(): Promise<FreeLoginResult | undefined>;
}

export interface PlatformClient {
  http: PlatformHttp;
  auth: Auth;
  bridge: Bridge;
  env: PlatformEnv;
  storage: PlatformStorage;
  session: PlatformSession;
  tracker: Tracker;
  config: ConfigReader;
  i18n: I18n;
  toast: Toast;
  betaBadge: BetaBadge;
  /** Simple, chunked (resumable) and document uploads. */
  upload: Uploader;
  /** Settles when start-up work (token exchange, free login) is done; requests wait for it anyway. */
  ready: Promise<void>;
  /** Closes the cross-tab channel and stops the heartbeat. */
  dispose(): void;
}


function defaultNavigate(url: string) {
  globalThis.location?.assign(url);
}

function defaultReplaceAddress(href: string) {
  try {
    globalThis.history?.replaceState(globalThis.history.state, "", href);
  } catch {
    // A cross-origin replacement is refused; the address keeps the consumed parameter, which is harmless.
  }
}

export function createPlatformClient(options: PlatformClientOptions = {}): PlatformClient {
  const environment = options.environment ?? detectEnvironment();
  const storage = createPlatformStorage();
  const page = options.pageState ?? pageState();
  const tokens = clientTokenStore(storage, options);
  const href = () => globalThis.location?.href ?? "http://localhost/";
  const i18n = createI18n(options.language ? { language: options.language() } : {});
  const language = options.language ?? (() => i18n.language);
  const tenantId = createTenantResolver(storage.local, href, options.tenantId);

  // CL-ERR-7: the unsupported message in the current language once its messages are loaded.
  const bridgeTranslate: BridgeTranslate = options.bridgeTranslate ?? ((key, params) => (key === "bridge.unsupported" ? i18n.t("bridgeUnsupported", params) : undefined));
  // Its calling part loads with the first call; `supports()` and `environment` answer at once.
  const bridge = createLazyBridge({ environment, language, translate: bridgeTranslate });
  // CL-ENV-3: inside native apps that offer `http`, every call goes through the bridge.
  const adapter = environment.kind === "native" && bridge.supports("http") ? lazyBridgeHttpAdapter(bridge, axios.getAdapter(axios.defaults.adapter)) : undefined;
  const baseURL = options.baseURL ?? "";
  const raw = axios.create({ baseURL, ...(adapter ? { adapter } : {}) });

  const baseHeaders = createBaseHeaders({ environment, tokens, uuid: () => storage.uuid(), language, tenantId, ...(options.workplaceTerminal ? { workplaceTerminal: options.workplaceTerminal } : {}) });
  // Through `raw`: config reads happen inside refreshes, which `http` requests wait for.
  // `peek`, `invalidate` and `pathOf` at once; the reader with the first read (a token write, a session end, the badge).
  const config = createLazyConfigReader({
    http: { get: (url) => raw.get(url, { headers: baseHeaders(), timeout: 10_000 }) },
    storage: storage.bizConfig,
    tenantId,
    product: options.intranetProduct ? "intranet" : "public",
  });
  const ctx: ClientContext = {
    environment,
    storage,
    tokens,
    page,
    href,
    origin: () => globalThis.location?.origin ?? "http://localhost",
    language,
    tenantId,
    navigate: options.navigate ?? defaultNavigate,
    readConfig: (key) => (options.readConfig ? options.readConfig(key) : config.get(key)),
    raw,
    baseHeaders,
  };
  const routing: LoginRoutingOptions = {
    ...DEFAULT_ROUTING,
    ...(options.thirdPartyProviders ? { providers: options.thirdPartyProviders } : {}),
    ...(options.intranetLoginPath ? { intranetLoginPath: options.intranetLoginPath } : {}),
    ...(options.bundleId ? { bundleId: options.bundleId } : {}),
    ssoCookie: options.ssoCookie ?? "sxz_sso",
  };
  const replaceAddress = options.replaceAddress ?? defaultReplaceAddress;

  const events = createAuthEventBus(storage.shared);
  const namespace = tokenNamespace(baseURL, tokens);
  const loginDialog: { current?: LoginDialog } = {};
  const session = createSessionEnd({
    tokens,
    storage,
    events,
    dialog: () => loginDialog.current,
    // CL-ST-5 / CL-ERR-1: once per session end in this tab (and at most once per 6 s for the page, CL-ST-9).
    redirectToLogin: async () => (await services()).redirectToLogin(),
  });

  // The refresh, the catalogue's decisions, the auth calls and the session helpers: one chunk, one shared import,
  // loaded by the first answer or call that needs it. A chunk that failed to load is asked for again next time.
  const services = loadOnUse(
    () => import("./platform/session-services"),
    ({ createSessionServices }): SessionServices =>
        createSessionServices({
          ctx,
          http,
          events,
          session,
          namespace,
          locks: options.locks,
          loginDialog,
          routing,
          replaceAddress,
          marketplaceAdminPaths: options.marketplaceAdminPaths ?? ["/marketplace/manage"],
          reportExamContent401: options.reportExamContent401 ?? ((report) => console.error("[sxz] 401 on an exam page", report)),
          workplaceProxy: options.workplaceProxy ?? "workplace",
        }),
  );

  let ready: Promise<void> = Promise.resolve();
  const http = createHttp({
    ctx,
    baseURL,
    timeout: options.timeout ?? 30_000,
    ...(adapter ? { adapter } : {}),
    headers: {
      staticHosts: options.staticHosts ?? [],
      trustedOrigins: options.trustedOrigins ?? [],
      beforeSend: async () => {
        await ready;
        // New requests wait for a refresh in flight on this page rather than spending a 401 (CL-ST-2).
        await page.refreshes.get(namespace)?.catch(() => undefined);
      },
      session,
    },
    recovery: async () => (await services()).recovery,
    afterSuccess: () => void checkMembershipOnce(ctx),
  });
  const auth: Auth = createLazyAuth({ ctx, session, loginDialog, ssoCookie: routing.ssoCookie, auth: async () => (await services()).auth });
  const heartbeat = createHeartbeat(ctx);
  // Events are queued when tracked; the sending loads with the first one (or with events earlier pages left).
  const tracker = createLazyTracker({ http, environment, tokens, headers: baseHeaders, tenantId, ...options.tracking });
  // Loaded with the first answer that asks for it.
  const betaBadge = createLazyBetaBadge({ http, config, environment, i18n });
  // The live regions now (a region must be in the page before its first message to be announced); the card with
  // the first message.
  const toast = createLazyToast({ i18n });

  let freeLogin: Promise<FreeLoginResult | undefined> = Promise.resolve(undefined);
  if (options.bootstrap !== false) {
    // Only an address that carries a `_tpToken` or a workplace code loads the code that uses it.
    const query = readPageQuery(href());
    const exchange = query.thirdPartyToken ? auth.exchangeThirdPartyToken().catch((error: unknown) => void console.warn("[sxz] third-party login failed", error)) : undefined;
    const workplaceLogin = Boolean(query.workplaceTag && query.workplaceCode);
    if (workplaceLogin) {
      freeLogin = services()
        .then((loaded) => loaded.workplaceFreeLogin())
        .catch((error: unknown) => {
          console.warn("[sxz] workplace free login failed", error);
          return undefined;
        });
    }
    if (exchange || workplaceLogin) ready = Promise.all([exchange, freeLogin]).then(() => undefined);
  }

  const client: PlatformClient = {
    http,
    auth,
    bridge,
    env: { environment, query: () => readPageQuery(href()), language, tenantId },
    storage,
    session: {
      heartbeat,
      networkStatus: async () => (await services()).networkStatus(),
      workplaceAuthCode: async () => (await services()).workplaceAuthCode(),
      freeLogin: () => freeLogin,
    },
    tracker,
    config,
    i18n,
    toast,
    betaBadge,
    upload: createUploader({
      http,
      getAccessToken: () => tokens.read().accessToken,
      getUserId: () => tokens.read().userId,
      failureMessage: () => i18n.t("uploadFailed"),
      onAnswerDropped: options.onAnswerDropped ?? ((detail) => console.warn("[sxz] answer records left out", detail)),
    }),
    ready,
    dispose() {
      heartbeat.stop();
      session.close();
      events.close();
      tracker.destroy();
      betaBadge.destroy();
      toast.destroy();
      config.destroy();
    },
  };
  // Services are wired below, each taking its dependencies explicitly.
  return client;
}


/**
 * The page-wide client: created on first use (with `options` if given then), the same instance afterwards, also
 * for code bundled separately (the widget's default request function is its `http`).
 */
export function getPlatformClient(options?: PlatformClientOptions): PlatformClient {
  const holder = globalThis as { [SHARED_CLIENT]?: PlatformClient };
  holder[SHARED_CLIENT] ??= createPlatformClient(options);
  return holder[SHARED_CLIENT];
}

/** Makes a client the host created itself the page-wide one. */
export function setPlatformClient(client: PlatformClient | undefined): void {
  (globalThis as { [SHARED_CLIENT]?: PlatformClient })[SHARED_CLIENT] = client;
}

export { createPageState };
