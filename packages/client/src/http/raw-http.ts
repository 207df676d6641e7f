/**
 * The layer's own calls (token endpoint, school lookups, logout, heartbeat, membership) need only this much of a
 * transport: `rawHttpOver` (`transport.ts`) gives it over the client's transport (fetch, or the bridge inside
 * native apps), and an axios instance fits it as it is, so the rules that make these calls are written once.
 */
export interface RawRequestConfig {
  params?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  /** Milliseconds; none when 0 or missing. */
  timeout?: number;
}

/** An answer as the rules read it: status, headers (lower-case names), parsed body. */
export interface RawAnswer {
  status: number;
  headers: unknown;
  data: unknown;
}

/** Resolves a 2xx answer; rejects anything else with an error whose `response` is the answer (axios's contract). */
export interface RawHttp {
  get(url: string, config?: RawRequestConfig): Promise<RawAnswer>;
  post(url: string, data?: unknown, config?: RawRequestConfig): Promise<RawAnswer>;
}

/** The answer a rejected call carried (an HTTP refusal), or undefined when there was none (network, time-out). */
export function answerOfError(error: unknown): RawAnswer | undefined {
  const response = (error as { response?: unknown } | null | undefined)?.response;
  if (!response || typeof response !== "object") return undefined;
  return typeof (response as { status?: unknown }).status === "number" ? (response as RawAnswer) : undefined;
}

/** One header of an answer, whichever container holds it (a plain record or axios's AxiosHeaders). */
export function headerOf(answer: Pick<RawAnswer, "headers"> | undefined, name: string): unknown {
  const headers = answer?.headers as Record<string, unknown> | undefined;
  return headers?.[name.toLowerCase()];
}
