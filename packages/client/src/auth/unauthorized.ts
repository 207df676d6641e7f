import { PlatformError } from "../http/errors";
import type { RawAnswer } from "../http/raw-http";
import type { HttpAnswer } from "../http/transport";
import type { RefreshCoordinator } from "./refresh-coordinator";

/** What the layer recorded about a request that came back 401. */
export interface UnauthorizedRequest {
  /** The access token it was sent with (none: an anonymous call). */
  sentAccessToken?: string | undefined;
  sentAt?: number | undefined;
  /** It was already the one replay after a refresh. */
  replayed?: boolean | undefined;
}

export interface UnauthorizedRules {
  refresh: RefreshCoordinator;
  /** Internal-company users go to the intranet login on 401 (CL-ERR-2): the SSO cookie or the company network. */
  isInternalUser(): Promise<boolean>;
  redirectToLogin(): Promise<boolean>;
}

/**
 * CL-ST-2 / CL-ERR-1 / CL-ERR-2 for any transport: resolves when the request is to replay once (the page's one
 * refresh gave a newer token), rejects with what the caller gets otherwise — `unauthorized` for an anonymous call
 * (internal users are sent to the intranet login) or for a replay refused again (never refreshed twice), and the
 * refresh's own failure (`session-expired`, `refresh-unavailable`).
 */
export async function settleUnauthorized(
  request: UnauthorizedRequest,
  answer: RawAnswer,
  rules: UnauthorizedRules,
  cause: unknown,
): Promise<void> {
  // PlatformError's response: the answer as the transport handed it over (axios's response fields).
  const response = answer as HttpAnswer;
  if (request.replayed)
    throw new PlatformError("unauthorized", "The request was refused after the session was renewed.", response, {
      cause,
    });
  if (!request.sentAccessToken) {
    // The caller hears at once; the company-network answer may need a lookup first.
    void rules.isInternalUser().then((internal) => internal && rules.redirectToLogin());
    throw new PlatformError("unauthorized", "Please log in to continue.", response, { cause });
  }
  await rules.refresh.refresh(request.sentAccessToken, request.sentAt);
}
