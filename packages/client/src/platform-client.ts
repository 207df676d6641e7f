import type { Language, WorkplaceAuthCodeAnswer } from "@sxz/contract";
import type { PlatformClientOptions } from "./platform/options";
import { detectEnvironment, readPageQuery } from "./env";
import type { CallingEnvironment, PageQuery } from "./env";
import { createPageState } from "./storage/page-state";
import { SHARED_CLIENT } from "./shared-client";
import type { PlatformStorage } from "./storage";
import type { PlatformHttp } from "./http";
import { createClientContext } from "./platform/client-context";
import type { ClientContext } from "./platform/client-context";
import { createClientBridge, createClientHttp } from "./platform/client-http";
import { rawHttpOver } from "./http/transport";
import { startUp, wireSession } from "./platform/session-wiring";
import type { SessionWiring, StartUp } from "./platform/session-wiring";
import type { Auth } from "./auth/auth-service";
import type { Bridge } from "./bridge";
import { createHeartbeat } from "./session/heartbeat";
import type { FreeLoginResult, Heartbeat, NetworkStatus } from "./session";
import { createI18n } from "./i18n";
import type { I18n } from "./i18n";
import { createLazyConfigReader } from "./config/lazy-reader";
import type { ConfigReader } from "./config";
import { createLazyTracker } from "./tracking/lazy-tracker";
import type { Tracker } from "./tracking";
import { createLazyToast } from "./ui/toast/lazy-toast";
import { createLazyBetaBadge } from "./ui/beta-badge/lazy-badge";
import type { BetaBadge, Toast } from "./ui";
import { createUploader } from "./upload";
import type { Uploader } from "./upload";

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

/**
 * The platform client: one context (storage, tokens, tenant, headers), the session on it, `http` — the request
 * pipeline — over both, and the services, each loaded with its first use.
 */
export function createPlatformClient(options: PlatformClientOptions = {}): PlatformClient {
  const environment = options.environment ?? detectEnvironment();
  const i18n = createI18n(options.language ? { language: options.language() } : {});
  const language = options.language ?? (() => i18n.language);
  const { bridge, transport } = createClientBridge(environment, language, i18n, options);
  const { ctx, namespace } = createClientContext(options, {
    environment,
    language,
    raw: rawHttpOver(transport, options.baseURL ?? ""),
    readConfig: (key) => (options.readConfig ? options.readConfig(key) : config.get(key)),
  });
  const config = createClientConfig(ctx, options);
  const wiring = wireSession(ctx, namespace, options, () => http);
  // Requests wait for the start-up work while it runs; once it is done they go out at once.
  let starting: Promise<void> | undefined;
  const http = createClientHttp(ctx, namespace, options, {
    transport,
    session: wiring.session,
    services: wiring.services,
    startUp: () => starting,
  });
  const members = createMembers(ctx, options, { http, config, i18n });
  const start = startUp(ctx.href(), wiring, options.bootstrap !== false);
  if (start.work) starting = start.ready.finally(() => (starting = undefined));
  return assembleClient({ ctx, bridge, config, i18n, wiring, http, members, start });
}

/**
 * The remote configuration reader: `peek`, `invalidate` and `pathOf` at once, the reader with the first read (a
 * token write, a session end, the badge). Through the raw transport: config reads happen inside refreshes, which
 * `http` requests wait for.
 */
function createClientConfig(ctx: ClientContext, options: PlatformClientOptions): ConfigReader {
  return createLazyConfigReader({
    http: { get: (url) => ctx.raw.get(url, { headers: ctx.baseHeaders(), timeout: 10_000 }) },
    storage: ctx.storage.bizConfig,
    tenantId: ctx.tenantId,
    product: options.intranetProduct ? "intranet" : "public",
  });
}

type Members = Pick<PlatformClient, "tracker" | "betaBadge" | "toast" | "upload"> & { heartbeat: Heartbeat };

/** The services over the pipeline, each loading its heavy part with its first use; made before the start-up work sends anything. */
function createMembers(
  ctx: ClientContext,
  options: PlatformClientOptions,
  { http, config, i18n }: { http: PlatformHttp; config: ConfigReader; i18n: I18n },
): Members {
  const { tokens, environment } = ctx;
  return {
    heartbeat: createHeartbeat(ctx),
    // Events are queued when tracked; the sending loads with the first one (or with events earlier pages left).
    tracker: createLazyTracker({
      http,
      environment,
      tokens,
      headers: ctx.baseHeaders,
      tenantId: ctx.tenantId,
      ...options.tracking,
    }),
    // Loaded with the first answer that asks for it.
    betaBadge: createLazyBetaBadge({ http, config, environment, i18n }),
    // The live regions now (a region must be in the page before its first message to be announced); the card with
    // the first message.
    toast: createLazyToast({ i18n }),
    upload: createUploader({
      http,
      getAccessToken: () => tokens.read().accessToken,
      getUserId: () => tokens.read().userId,
      failureMessage: () => i18n.t("uploadFailed"),
      onAnswerDropped: options.onAnswerDropped ?? ((detail) => console.warn("[sxz] answer records left out", detail)),
    }),
  };
}

interface ClientParts {
  ctx: ClientContext;
  bridge: Bridge;
  config: ConfigReader;
  i18n: I18n;
  wiring: SessionWiring;
  http: PlatformHttp;
  members: Members;
  start: StartUp;
}

/** The client object: its members, the session's calls, and `dispose()`. */
function assembleClient({ ctx, bridge, config, i18n, wiring, http, members, start }: ClientParts): PlatformClient {
  const { services, session } = wiring;
  const { heartbeat, tracker, betaBadge, toast, upload } = members;
  return {
    http,
    auth: wiring.auth,
    bridge,
    env: {
      environment: ctx.environment,
      query: () => readPageQuery(ctx.href()),
      language: ctx.language,
      tenantId: ctx.tenantId,
    },
    storage: ctx.storage,
    session: {
      heartbeat,
      networkStatus: async () => (await services()).networkStatus(),
      workplaceAuthCode: async () => (await services()).workplaceAuthCode(),
      freeLogin: () => start.freeLogin,
    },
    tracker,
    config,
    i18n,
    toast,
    betaBadge,
    upload,
    ready: start.ready,
    dispose() {
      heartbeat.stop();
      session.close();
      tracker.destroy();
      betaBadge.destroy();
      toast.destroy();
      config.destroy();
    },
  };
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
export type { PlatformClientOptions };
