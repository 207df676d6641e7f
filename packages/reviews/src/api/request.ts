import { isBusyStatus, readEnvelope } from "@sxz/contract";
import type { DroppedRecord, OnDropped } from "@sxz/contract";

// One envelope rule for every side (the contract's): which codes are success, how a body is unwrapped, what is busy.
export { isBusyStatus };

/** One call as the widget describes it; axios's call shape, so an axios instance fits as it is. */
export interface RequestConfig {
  method: "GET" | "POST" | "PUT" | "DELETE";
  url: string;
  params?: Record<string, string | number | boolean | undefined>;
  data?: unknown;
  headers?: Record<string, string>;
}

export interface RequestResponse {
  status: number;
  data: unknown;
}

/**
 * The host's request function (the `defaultAxios` property, RW-API-8): an axios instance, or any function of
 * the same shape that rejects with an error carrying `response.status` and `response.data`.
 */
export type RequestFunction = (config: RequestConfig) => Promise<RequestResponse>;

/** An answer whose code is neither 200 nor 0: `response` is the whole body (RW-ENT-9). */
export class EnvelopeError extends Error {
  override readonly name = "EnvelopeError";
  constructor(
    readonly code: number,
    readonly serverMessage: string,
    readonly response: unknown,
    readonly status: number,
  ) {
    super(serverMessage || `request failed with code ${code}`);
  }
}

/** HTTP 429, 0 (no answer) or 5xx: the platform is busy (RW-ERR-1). */
export class BusyError extends Error {
  override readonly name = "BusyError";
  constructor(
    readonly status: number,
    readonly url: string,
    readonly method: string,
    options?: { cause?: unknown },
  ) {
    super(`busy: HTTP ${status} for ${method} ${url}`, options);
  }
}

function failureOf(status: number, body: unknown): EnvelopeError {
  const reading = readEnvelope(body);
  return reading.ok
    ? new EnvelopeError(status, "", body, status)
    : new EnvelopeError(reading.code ?? status, reading.message, body, status);
}

/**
 * One call through the host's request function with envelope unwrapping (RW-ENT-9) and busy detection
 * (RW-ERR-1): resolves with `data` of a code 200/0 envelope; rejects with EnvelopeError for any other
 * envelope (HTTP 2xx or 4xx) and BusyError for HTTP 429, 5xx or no answer at all.
 */
export async function callApi<T>(request: RequestFunction, config: RequestConfig): Promise<T> {
  let response: RequestResponse;
  try {
    response = await request(config);
  } catch (error) {
    const failed = (error as { response?: { status?: unknown; data?: unknown } } | null)?.response;
    if (failed && typeof failed.status === "number") {
      if (isBusyStatus(failed.status)) throw new BusyError(failed.status, config.url, config.method, { cause: error });
      throw failureOf(failed.status, failed.data);
    }
    // No answer at all (network drop, CORS, timeout) counts as status 0.
    if (isTransportError(error)) throw new BusyError(0, config.url, config.method, { cause: error });
    throw error;
  }
  if (isBusyStatus(response.status)) throw new BusyError(response.status, config.url, config.method);
  const reading = readEnvelope<T>(response.data);
  if (reading.ok) return reading.data;
  throw failureOf(response.status, response.data);
}

/** The host's request function with the sxz-lang header set, so server messages match the widget's language. */
export function withLanguage(request: RequestFunction, language: string): RequestFunction {
  return (config) => request({ ...config, headers: { "sxz-lang": language, ...config.headers } });
}

/** The records an answer's reader left out, reported once per answer (→ the `answerDropped` event). */
export interface AnswerDropped {
  method: RequestConfig["method"];
  url: string;
  dropped: DroppedRecord[];
}

/**
 * The widget's view of the request function: resolves with `data` of a successful envelope; `onDropped` hears
 * the records its readers leave out (readCall).
 */
export type Requester = (<T>(config: RequestConfig) => Promise<T>) & {
  readonly onDropped?: (dropped: AnswerDropped) => void;
};

/**
 * callApi bound to one request function; every busy failure is also reported to `onBusy` (→ requestOnBusyError),
 * the records of an answer its reader leaves out to `onDropped` (→ answerDropped).
 */
export function createRequester(
  request: RequestFunction,
  onBusy?: (error: BusyError) => void,
  onDropped?: (dropped: AnswerDropped) => void,
): Requester {
  const call = async <T>(config: RequestConfig): Promise<T> => {
    try {
      return await callApi<T>(request, config);
    } catch (error) {
      if (error instanceof BusyError) onBusy?.(error);
      throw error;
    }
  };
  return Object.assign(call, { onDropped });
}

/** One call whose answer `reader` reads; the records it leaves out are reported once, together, for the answer. */
export async function readCall<T>(
  call: Requester,
  config: RequestConfig,
  reader: (data: unknown, onDropped: OnDropped) => T,
): Promise<T> {
  const data = await call<unknown>(config);
  const dropped: DroppedRecord[] = [];
  const answer = reader(data, (record) => dropped.push(record));
  if (dropped.length > 0) call.onDropped?.({ method: config.method, url: config.url, dropped });
  return answer;
}

/** A failure without an HTTP answer: axios marks these with `request` set or a network error code. */
function isTransportError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, request, isAxiosError } = error as { code?: unknown; request?: unknown; isAxiosError?: unknown };
  return (
    isAxiosError === true ||
    request !== undefined ||
    code === "ERR_NETWORK" ||
    code === "ECONNABORTED" ||
    error instanceof TypeError
  );
}
