import { catalogueMayAct } from "./catalogue-kinds";
import type { CatalogueAnswer } from "./error-catalogue";
import type { PlatformError } from "./errors";
import type { PlatformRequestOptions, PlatformRequestState } from "./request-options";

// The answer side of the request pipeline, once for every transport: the pipeline (`request-pipeline.ts`, for the
// lean core and `client.http`) and the interceptors `@sxz/client/axios` installs on a host's axios instance both
// hand their answers and refusals to these two functions, and replay the way their transport replays.

/**
 * The rules that run when an answer goes wrong (the error catalogue, a 401's settlement); `auth/` implements it
 * (`auth/answer-recovery.ts`), the pipeline depends on this interface only.
 */
export interface AnswerRecovery {
  /** The error catalogue for an answer other than 401: the error to reject with, or undefined. */
  judge(answer: CatalogueAnswer): PlatformError | undefined;
  /**
   * A 401 (CL-RT-7 report on exam pages, then CL-ST-2 / CL-ERR-1 / CL-ERR-2): resolves when the request is to replay
   * once, rejects with what the caller gets otherwise. The transport replays (the headers rebuilt with the new token).
   */
  unauthorized(state: PlatformRequestState, answer: CatalogueAnswer, cause: unknown): Promise<void>;
}

export interface AnswerSide {
  /** The recovery rules; one shared import, asked for by every answer that needs them. */
  recovery(): Promise<AnswerRecovery>;
  /** After every successful platform answer (the membership check, CL-ST-10). */
  afterSuccess(): void;
}

/**
 * A 2xx answer: the layer's own calls (`raw`) pass as they are; an answer the catalogue has nothing to say about
 * (`catalogueMayAct`) passes without the recovery being loaded; otherwise the catalogue may turn it into an error.
 */
export function settleAnswer<A extends CatalogueAnswer>(
  answer: A,
  options: PlatformRequestOptions,
  side: AnswerSide,
): A | Promise<A> {
  if (options.raw) return answer;
  if (!catalogueMayAct(answer)) {
    side.afterSuccess();
    return answer;
  }
  return side.recovery().then((recovery) => {
    const failure = recovery.judge(answer);
    if (failure) throw failure;
    side.afterSuccess();
    return answer;
  });
}

/**
 * A refused call: without an answer (network, time-out, abort) the error goes to the caller and the recovery starts
 * loading (the next answer may well need it); a 401 is settled (the page's one refresh) and replayed once through
 * `replay`; any other answer goes through the catalogue, or to the caller as it is.
 */
export async function settleRefusal<A extends CatalogueAnswer>(
  error: unknown,
  answer: A | undefined,
  request: { options: PlatformRequestOptions; state: PlatformRequestState },
  side: AnswerSide,
  replay: () => Promise<A>,
): Promise<A> {
  if (request.options.raw) throw error;
  if (!answer) {
    void side.recovery().catch(() => undefined);
    throw error;
  }
  const recovery = await side.recovery();
  if (answer.status !== 401) throw recovery.judge(answer) ?? error;
  await recovery.unauthorized(request.state, answer, error);
  return replay();
}
