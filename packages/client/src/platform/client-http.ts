import type { Language } from "@sxz/contract";
import type { CallingEnvironment } from "../env";
import { createLazyBridge, lazyBridgeTransport } from "../bridge/lazy-bridge";
import type { Bridge, BridgeTranslate } from "../bridge";
import { createHttpClient } from "../http/http-client";
import { createRequestPipeline, observedTransport, PIPELINE } from "../http/request-pipeline";
import type { PlatformHttp } from "../http/request-options";
import { browserTransport } from "../http/transport";
import type { Transport } from "../http/transport";
import type { I18n } from "../i18n";
import type { ClientContext } from "./client-context";
import { membershipAfterSuccess } from "./membership-check";
import type { PlatformClientOptions } from "./options";
import type { SessionWiring } from "./session-wiring";

/**
 * The bridge of the client (its calling part loads with the first call; `supports()` and `environment` answer at
 * once) and the transport of every call: inside native apps that offer `http`, the bridge (CL-ENV-3), else the
 * browser's (fetch; XMLHttpRequest for upload progress).
 */
export function createClientBridge(
  environment: CallingEnvironment,
  language: () => Language,
  i18n: I18n,
  options: PlatformClientOptions,
): { bridge: Bridge; transport: Transport } {
  // CL-ERR-7: the unsupported message in the current language once its messages are loaded.
  const translate: BridgeTranslate =
    options.bridgeTranslate ??
    ((key, params) => (key === "bridge.unsupported" ? i18n.t("bridgeUnsupported", params) : undefined));
  const bridge = createLazyBridge({ environment, language, translate });
  if (environment.kind !== "native" || !bridge.supports("http")) return { bridge, transport: browserTransport };
  return { bridge, transport: lazyBridgeTransport(bridge, browserTransport) };
}

/**
 * `client.http`: the one request pipeline (the lean core's) on the client's context — start-up work and a refresh
 * in flight awaited before sending, platform headers and static hosts, the session end's refusals, the catalogue
 * and the 401 handling from the services chunk, the membership check after a success (CL-ST-10).
 */
export function createClientHttp(
  ctx: ClientContext,
  namespace: string,
  options: PlatformClientOptions,
  deps: {
    transport: Transport;
    session: SessionWiring["session"];
    services: SessionWiring["services"];
    startUp: () => Promise<unknown> | undefined;
  },
): PlatformHttp {
  const baseURL = options.baseURL ?? "";
  const timeout = options.timeout ?? 30_000;
  const { transport, observeAnswers } = observedTransport(deps.transport);
  const pipeline = createRequestPipeline({
    ctx,
    namespace,
    baseURL,
    timeout,
    headers: {
      staticHosts: options.staticHosts ?? [],
      trustedOrigins: options.trustedOrigins ?? [],
      session: deps.session,
    },
    startUp: deps.startUp,
    transport,
    answers: {
      recovery: async () => (await deps.services()).recovery,
      afterSuccess: membershipAfterSuccess(ctx),
    },
  });
  const http = createHttpClient(pipeline.request, { baseURL, timeout }, observeAnswers);
  return Object.assign(http, { [PIPELINE]: pipeline.deps });
}
