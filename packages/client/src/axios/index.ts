// @sxz/client/axios: the client's request pipeline installed on a host's own axios instance. The one module of the
// kit that imports axios; axios is an optional peer dependency, present only where a host asks for this entry.
import { AxiosHeaders, CanceledError, isAxiosError } from "axios";
import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse, InternalAxiosRequestConfig } from "axios";
import { platformHeadersFor, isPlainObject } from "../http/header-rules";
import { settleAnswer, settleRefusal } from "../http/pipeline";
import { pendingBeforeSend, PIPELINE } from "../http/request-pipeline";
import type { PipelineDeps } from "../http/request-pipeline";
import { ensureRequestState, replayConfig, requestOptions, requestState } from "../http/request-options";
import type { PlatformRequestOptions } from "../http/request-options";

/** What carries a pipeline: the full client, its `http`, or a lean core of `@sxz/client/fetch`. */
export type PipelineSource = object;

/**
 * A host's axios config with the platform's per-request options (anonymous, resolves403, raw), which the installed
 * pipeline reads. Its own type rather than an augmentation of axios's: the host's other configs stay as they are.
 */
export type PlatformAxiosConfig<D = unknown> = AxiosRequestConfig<D> & { sxz?: PlatformRequestOptions };

function pipelineOf(source: PipelineSource): PipelineDeps {
  const holder = source as { [PIPELINE]?: PipelineDeps; http?: { [PIPELINE]?: PipelineDeps } };
  const deps = holder[PIPELINE] ?? holder.http?.[PIPELINE];
  if (!deps) throw new TypeError("installPlatformPipeline: pass a platform client, its http, or a lean core");
  return deps;
}

/** The headers the pipeline added, removed, so a replay gets them again with current values. */
function withoutPlatformHeaders(config: InternalAxiosRequestConfig): AxiosHeaders {
  const headers = AxiosHeaders.from(config.headers);
  for (const name of requestState(config)?.platformHeaders ?? []) headers.delete(name);
  return headers;
}

/**
 * Installs the client's request pipeline on a host's own axios instance, as interceptors: on the way out, the
 * waiting (start-up work, a refresh in flight, another tab's logout being settled), the platform headers and
 * static hosts, the session end's refusals; on the way back, the same answer side as `client.http` (the error
 * catalogue, the page's one refresh on 401 and the one replay through this instance, redirects, the membership
 * check). Tokens, the refresh and the session are the source's: a host's instance and `client.http` share them.
 * Returns a function that removes the interceptors again.
 */
export function installPlatformPipeline(instance: AxiosInstance, source: PipelineSource): () => void {
  const deps = pipelineOf(source);
  const policy = { ctx: deps.ctx, ...deps.headers };
  const outgoing = instance.interceptors.request.use(async (config) => {
    await pendingBeforeSend(deps);
    const headers = AxiosHeaders.from(config.headers);
    config.headers = headers;
    const state = ensureRequestState(config);
    const plan = platformHeadersFor(
      {
        url: new URL(instance.getUri(config), deps.ctx.origin()).href,
        baseURL: config.baseURL ?? deps.baseURL,
        options: requestOptions(config),
        has: (name) => headers.has(name),
      },
      policy,
    );
    if (plan.sentAccessToken) Object.assign(state, { sentAccessToken: plan.sentAccessToken, sentAt: Date.now() });
    for (const [name, value] of Object.entries(plan.headers)) headers.set(name, value);
    // Not recorded: a replay sends the already serialised body and must keep its content type.
    if (isPlainObject(config.data) && !headers.has("Content-Type"))
      headers.set("Content-Type", "application/json;charset=UTF-8");
    state.platformHeaders = Object.keys(plan.headers);
    return config;
  });
  const incoming = instance.interceptors.response.use(
    (response) => settleAnswer(response, requestOptions(response.config), deps.answers),
    (error: unknown) => {
      if (!isAxiosError(error) || !error.config) throw error;
      const failed = error as AxiosError & { config: InternalAxiosRequestConfig };
      return settleRefusal<AxiosResponse>(
        error,
        failed.response,
        { options: requestOptions(failed.config), state: requestState(failed.config) ?? {} },
        deps.answers,
        () => {
          const signal = failed.config.signal as { aborted?: boolean } | undefined;
          if (signal?.aborted) throw new CanceledError(undefined, undefined, failed.config);
          // The one replay, through the same instance: its headers rebuilt with the new token.
          return instance.request(replayConfig({ ...failed.config, headers: withoutPlatformHeaders(failed.config) }));
        },
      );
    },
  );
  return () => {
    instance.interceptors.request.eject(outgoing);
    instance.interceptors.response.eject(incoming);
  };
}
