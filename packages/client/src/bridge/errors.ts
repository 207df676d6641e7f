export type BridgeErrorKind = "unsupported" | "native" | "timeout" | "aborted";

export class BridgeError extends Error {
  override readonly name = "BridgeError";
  constructor(
    readonly kind: BridgeErrorKind,
    message: string,
    /** The API that was called. */
    readonly api: string,
    /** The calling environment, in words ("Android app", "web"). */
    readonly environment: string,
    /** The bridge code: -1 native failure, -100 not supported; undefined for time-outs and aborts. */
    readonly code?: number,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export function isBridgeError(error: unknown, kind?: BridgeErrorKind): error is BridgeError {
  return error instanceof BridgeError && (kind === undefined || error.kind === kind);
}
