import type { PlatformHttp } from "../../http/request-options";

/**
 * Hands the headers of every answer `http` receives, successful or not, to `observe` in arrival order (the
 * pipeline's answer observers); the returned function stops watching.
 */
export function watchAnswerHeaders(
  http: Pick<PlatformHttp, "observeAnswers">,
  observe: (headers: unknown) => unknown,
): () => void {
  return http.observeAnswers((answer) => void observe(answer.headers));
}
