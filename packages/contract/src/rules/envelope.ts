// The envelope `{code, data, message}`, one rule for every side: which body code is success (200 or 0), how an
// answer is unwrapped to its data, what kind of failure an answer is (busy, signed out, forbidden, an IP limit, a
// forced logout, a refusal the caller shows…), and which body code a server writes for an HTTP failure status.
import { ApiCode } from "../constants/codes";

/** The body code: a number, or digits as text (some gateways write `"200"`); undefined when there is none. */
export function envelopeCode(body: unknown): number | undefined {
  if (!body || typeof body !== "object" || Array.isArray(body)) return undefined;
  const code = (body as { code?: unknown }).code;
  const number = typeof code === "string" && /^-?\d+$/.test(code) ? Number(code) : code;
  return typeof number === "number" && Number.isSafeInteger(number) ? number : undefined;
}

/** 200, and 0 as older services write it, are success (RW-ENT-9). */
export function isSuccessCode(code: number | undefined): boolean {
  return code === ApiCode.OK || code === ApiCode.OK_LEGACY;
}

/** HTTP 429, 0 (no answer at all) and every 5xx: the platform is busy (RW-ERR-1). */
export function isBusyStatus(status: number): boolean {
  return status === 0 || status === 429 || (status >= 500 && status <= 599);
}

export type EnvelopeReading<T = unknown> =
  | { ok: true; code: number; data: T }
  /** `code` is undefined when the body is no envelope; `message` is the server's text, "" when it sent none. */
  | { ok: false; code: number | undefined; message: string };

/** A body unwrapped: a success code yields its `data` (null when missing), anything else is a failure (RW-ENT-9). */
export function readEnvelope<T = unknown>(body: unknown): EnvelopeReading<T> {
  const code = envelopeCode(body);
  if (code !== undefined && isSuccessCode(code))
    return { ok: true, code, data: ((body as { data?: unknown }).data ?? null) as T };
  const message = (body as { message?: unknown } | null | undefined)?.message;
  return { ok: false, code, message: typeof message === "string" ? message : "" };
}

/** What an answer means to the side that receives it. */
export type AnswerKind =
  /** A success code on a 2xx answer. */
  | "success"
  /** 404002: nothing found, a normal answer and never an error (CL-ERR-4). */
  | "normal"
  /** HTTP 429, 0 or 5xx (RW-ERR-1). */
  | "busy"
  /** HTTP 401: the session's (refresh, then login; CL-ERR-1). */
  | "unauthorized"
  /** Body code or HTTP status 403 (CL-ROLE-1). */
  | "forbidden"
  /** 901100003, 901100004, 901100008: access from this network address is restricted (CL-RT-3). */
  | "ip-restricted"
  /** 901100005: the user is logged out (CL-ERR-3). */
  | "forced-logout"
  /** 901100002: the text holds a sensitive word. */
  | "sensitive-content"
  /** 901200001: not enough of the course completed to comment (RW-VAL-9). */
  | "progress-too-low"
  /** 901100007: the upload was refused, with the server's message (CL-ERR-5). */
  | "upload-refused"
  /** -100: the config key is unknown or switched off, an empty value (CL-VAL-4). */
  | "config-empty"
  /** Any other answer: a refusal whose message the caller shows. */
  | "refused";

const IP_LIMIT_CODES: readonly number[] = [ApiCode.IP_LIMIT_A, ApiCode.IP_LIMIT_B, ApiCode.IP_LIMIT_C];

const REFUSAL_KINDS: Readonly<Record<number, AnswerKind>> = {
  [ApiCode.SENSITIVE_CONTENT]: "sensitive-content",
  [ApiCode.PROGRESS_TOO_LOW]: "progress-too-low",
  [ApiCode.UPLOAD_REFUSED]: "upload-refused",
  [ApiCode.CONFIG_EMPTY]: "config-empty",
};

/**
 * The kind of an answer (`status` 0 when none came). The codes that send the user somewhere (404002, IP limits,
 * forced logout) decide whatever the HTTP status; then 401, then 403 (body code or status), then busy; then a
 * success code on a 2xx answer; then the named refusals; anything else is "refused".
 */
export function classifyAnswer(status: number, body: unknown): AnswerKind {
  const code = envelopeCode(body);
  if (code === ApiCode.NOT_FOUND_NORMAL) return "normal";
  if (code !== undefined && IP_LIMIT_CODES.includes(code)) return "ip-restricted";
  if (code === ApiCode.FORCE_LOGOUT) return "forced-logout";
  if (status === 401) return "unauthorized";
  if (status === 403 || code === ApiCode.FORBIDDEN) return "forbidden";
  if (isBusyStatus(status)) return "busy";
  if (status >= 200 && status <= 299 && isSuccessCode(code)) return "success";
  return (code !== undefined && REFUSAL_KINDS[code]) || "refused";
}

/** The body code a server writes for an HTTP failure status: 400, 401, 403, 404, 413 and 429 as they are, 500 for every 5xx, 400 for other 4xx. */
export function failureCodeForStatus(status: number): number {
  if (status >= 500) return ApiCode.SERVER_ERROR;
  const same: readonly number[] = [
    ApiCode.BAD_REQUEST,
    ApiCode.UNAUTHORIZED,
    ApiCode.FORBIDDEN,
    ApiCode.NOT_FOUND,
    ApiCode.TOO_LARGE,
    ApiCode.TOO_MANY_REQUESTS,
  ];
  return same.includes(status) ? status : ApiCode.BAD_REQUEST;
}
