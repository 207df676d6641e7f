import type { HttpAnswer } from "./transport";

/** Why a request of the platform client failed in a way the error catalogue decided (not a plain HTTP error). */
export type PlatformErrorKind =
  /** The token refresh failed; every request that waited for it gets this one error (CL-ST-5). */
  | "session-expired"
  /** The refresh endpoint could not be reached (network, 5xx): tokens are kept, nothing is cleared. */
  | "refresh-unavailable"
  /** 401 for a caller without a session, or a replay that got 401 again (never refreshed twice). */
  | "unauthorized"
  /** 403 (body code or status) that the caller did not declare it resolves itself (CL-ROLE-1). */
  | "forbidden"
  /** IP-limit codes: the page is sent to /disable (CL-RT-3). */
  | "ip-restricted"
  /** Body code 901100005: the user was logged out (CL-ERR-3). */
  | "forced-logout"
  /** `check-login-type-result: false`: the page is sent to /disableLogin (CL-RT-2). */
  | "login-method-disabled"
  /** The answer lacks what the call needs, or has it in the wrong type (`cause`: MalformedAnswerError with the path). */
  | "malformed-answer";

export class PlatformError extends Error {
  override readonly name = "PlatformError";
  constructor(
    readonly kind: PlatformErrorKind,
    message: string,
    readonly response?: HttpAnswer,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isPlatformError(error: unknown, kind?: PlatformErrorKind): error is PlatformError {
  return error instanceof PlatformError && (kind === undefined || error.kind === kind);
}
