import type { RequestContext } from "./client-context";
import { platformHeadersFor } from "./header-rules";
import type { HeaderPolicy } from "./header-rules";
import { settleAnswer, settleRefusal } from "./pipeline";
import type { AnswerSide } from "./pipeline";
import type { AnswerObserver, PlatformRequestConfig, PlatformRequestState } from "./request-options";
import { accepts, canceled, fullUrl, HttpStatusError } from "./transport";
import type { HttpAnswer, HttpCall, Transport } from "./transport";

/** One call of the pipeline: axios's call shape plus the platform's per-request options (`sxz`). */
export type PipelineCall = PlatformRequestConfig & { url: string };

export interface PipelineDeps {
  ctx: RequestContext;
  /** The page's refresh in flight under this key is awaited before sending (CL-ST-2). */
  namespace: string;
  baseURL: string;
  /** Milliseconds, for calls that name none; none when 0. */
  timeout: number;
  /** Static hosts, trusted origins and this tab's session state (the header rules). */
  headers: Omit<HeaderPolicy, "ctx" | "beforeSend"> & {
    session: NonNullable<HeaderPolicy["session"]> & { settled?(): Promise<void> | undefined };
  };
  /** Start-up work (token exchange, free login) still running: awaited before sending; undefined once done. */
  startUp?(): Promise<unknown> | undefined;
  /**
   * Sends one call: fetch, XMLHttpRequest for upload progress, or the bridge inside native apps (CL-ENV-3); with
   * {@link observedTransport}, every answer it hands back is heard by `http`'s answer observers.
   */
  transport: Transport;
  /** The catalogue, the 401 settlement and the membership check (`pipeline.ts`). */
  answers: AnswerSide;
}

export interface RequestPipeline {
  /** Sends one call through every rule and settles its answer; the one replay after a refresh included. */
  request(call: PipelineCall): Promise<HttpAnswer>;
  /** What it was made of, for `@sxz/client/axios` to install the same rules on a host's axios instance. */
  deps: PipelineDeps;
}

/** Where a client's `http` and a lean core keep their pipeline's parts (not for callers). */
export const PIPELINE = Symbol.for("sxz.client.request-pipeline");

/**
 * What a call waits for before its headers are planned: start-up work, a refresh in flight on this page (CL-ST-2),
 * another tab's logout being settled. Undefined when there is nothing to wait for, so the call can go out at once.
 */
export function pendingBeforeSend(deps: PipelineDeps): Promise<void> | undefined {
  const starting = deps.startUp?.();
  const refreshing = deps.ctx.page.refreshes.get(deps.namespace);
  const settling = deps.headers.session.settled?.();
  if (!starting && !refreshing && !settling) return undefined;
  return (async () => {
    if (starting) await starting;
    // New requests wait for a refresh in flight on this page rather than spending a 401.
    await deps.ctx.page.refreshes.get(deps.namespace)?.catch(() => undefined);
    // Another tab's logout that arrived before the session end loaded is handled before this request is judged.
    await deps.headers.session.settled?.();
  })();
}

/** Headers as given (their names as written), undefined values left out (axios drops them the same way). */
function givenHeaders(headers: PipelineCall["headers"]): Record<string, string> {
  const given: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {}))
    if (value !== undefined && value !== null) given[name] = String(value);
  return given;
}

/**
 * The one request pipeline of the client, for the lean core (`createPlatformFetch`) and the full client alike:
 * wait for start-up work, a refresh in flight and a settling session end; the platform headers (or the session
 * end's refusal); send; hand every answer to the observers; settle it (`settleAnswer` / `settleRefusal`: the error
 * catalogue, the 401 refresh, redirects, the membership check after success); the one replay with fresh headers.
 * With nothing to wait for, the call reaches the transport in the caller's task: an `await` of nothing would defer
 * it to the microtask checkpoint, after whatever else that task does (the widget's first render).
 */
export function createRequestPipeline(deps: PipelineDeps): RequestPipeline {
  const { ctx } = deps;
  const policy = { ctx, ...deps.headers };

  const request = async (call: PipelineCall, state: PlatformRequestState): Promise<HttpAnswer> => {
    const pending = pendingBeforeSend(deps);
    if (pending) await pending;
    const sxz = call.sxz ?? {};
    const baseURL = call.baseURL ?? deps.baseURL;
    const headers = givenHeaders(call.headers);
    const named = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
    const plan = platformHeadersFor(
      {
        url: new URL(fullUrl(baseURL, { url: call.url }), ctx.origin()).href,
        baseURL,
        options: sxz,
        has: (name) => named.has(name.toLowerCase()),
      },
      policy,
    );
    Object.assign(headers, plan.headers);
    if (plan.sentAccessToken) Object.assign(state, { sentAccessToken: plan.sentAccessToken, sentAt: Date.now() });
    const travelling: HttpCall & { baseURL: string } & PipelineCall = {
      ...call,
      baseURL,
      timeout: call.timeout ?? deps.timeout,
      headers,
    };
    let answer: HttpAnswer;
    try {
      answer = await deps.transport(travelling);
      if (!accepts(travelling, answer.status)) throw new HttpStatusError(answer);
    } catch (error) {
      return settleRefusal(
        error,
        error instanceof HttpStatusError ? error.response : undefined,
        { options: sxz, state },
        deps.answers,
        () => {
          if (call.signal?.aborted) throw canceled(call, call.signal.reason);
          // The one replay: the headers this layer added are rebuilt with the new token.
          return request(call, { replayed: true });
        },
      );
    }
    return settleAnswer(answer, sxz, deps.answers);
  };
  return { request: (call) => request(call, {}), deps };
}

/**
 * The pipeline's answer-observer hook: a transport whose every answer (successful or not, replays included) is
 * handed to the observers in arrival order before the pipeline settles it.
 */
export function observedTransport(transport: Transport): {
  transport: Transport;
  observeAnswers(observer: AnswerObserver): () => void;
} {
  const observers = new Set<AnswerObserver>();
  return {
    transport: async (call) => {
      const answer = await transport(call);
      for (const observer of observers) observer(answer);
      return answer;
    },
    observeAnswers(observer) {
      observers.add(observer);
      return () => void observers.delete(observer);
    },
  };
}
