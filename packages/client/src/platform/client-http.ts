import axios from "axios";
import type { AxiosAdapter, AxiosInstance } from "axios";
import type { Language } from "@sxz/contract";
import type { CallingEnvironment } from "../env";
import { createLazyBridge, lazyBridgeHttpAdapter } from "../bridge/lazy-bridge";
import type { Bridge, BridgeTranslate } from "../bridge";
import { createHttp } from "../http/create-http";
import type { PlatformHttp } from "../http/request-options";
import type { I18n } from "../i18n";
import { checkMembershipOnce } from "../session/membership";
import type { ClientContext } from "./client-context";
import type { PlatformClientOptions } from "./options";
import type { SessionWiring } from "./session-wiring";

/**
 * The bridge of the client (its calling part loads with the first call; `supports()` and `environment` answer at
 * once) and, inside native apps that offer `http`, the adapter that sends every call through it (CL-ENV-3).
 */
export function createClientBridge(
  environment: CallingEnvironment,
  language: () => Language,
  i18n: I18n,
  options: PlatformClientOptions,
): { bridge: Bridge; adapter?: AxiosAdapter } {
  // CL-ERR-7: the unsupported message in the current language once its messages are loaded.
  const translate: BridgeTranslate =
    options.bridgeTranslate ??
    ((key, params) => (key === "bridge.unsupported" ? i18n.t("bridgeUnsupported", params) : undefined));
  const bridge = createLazyBridge({ environment, language, translate });
  if (environment.kind !== "native" || !bridge.supports("http")) return { bridge };
  return { bridge, adapter: lazyBridgeHttpAdapter(bridge, axios.getAdapter(axios.defaults.adapter)) };
}

/** The transport of the layer's own calls (token endpoint, config reads, lookups): the base URL, no rules. */
export function createRawHttp(baseURL: string, adapter: AxiosAdapter | undefined): AxiosInstance {
  return axios.create({ baseURL, ...(adapter ? { adapter } : {}) });
}

/**
 * `client.http`: the request pipeline on the client's context — platform headers and static hosts, start-up work
 * and a refresh in flight awaited before sending, the session end's refusals, the catalogue and the 401 handling
 * from the services chunk, the membership check after a success (CL-ST-10).
 */
export function createClientHttp(
  ctx: ClientContext,
  namespace: string,
  options: PlatformClientOptions,
  deps: {
    adapter?: AxiosAdapter | undefined;
    session: SessionWiring["session"];
    services: SessionWiring["services"];
    ready: () => Promise<void>;
  },
): PlatformHttp {
  return createHttp({
    ctx,
    baseURL: options.baseURL ?? "",
    timeout: options.timeout ?? 30_000,
    ...(deps.adapter ? { adapter: deps.adapter } : {}),
    headers: {
      staticHosts: options.staticHosts ?? [],
      trustedOrigins: options.trustedOrigins ?? [],
      beforeSend: async () => {
        await deps.ready();
        // New requests wait for a refresh in flight on this page rather than spending a 401 (CL-ST-2).
        await ctx.page.refreshes.get(namespace)?.catch(() => undefined);
      },
      session: deps.session,
    },
    recovery: async () => (await deps.services()).recovery,
    afterSuccess: () => void checkMembershipOnce(ctx),
  });
}
