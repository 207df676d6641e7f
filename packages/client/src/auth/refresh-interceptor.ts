import { CanceledError, isAxiosError } from "axios";
import type { AxiosError, AxiosResponse } from "axios";
import type { ClientContext } from "../http/client-context";
import { PlatformError } from "../http/errors";
import { examContent401Report, isExamContentPage } from "../http/exam-content-report";
import type { ExamContent401Report } from "../http/exam-content-report";
import { withoutPlatformHeaders } from "../http/platform-headers";
import { replayConfig, requestState } from "../http/request-options";
import type { PlatformHttp } from "../http/request-options";
import type { RefreshCoordinator } from "./refresh-coordinator";

export interface UnauthorizedDeps {
  ctx: ClientContext;
  http: PlatformHttp;
  refresh: RefreshCoordinator;
  /** Internal-company users go to the intranet login on 401 (CL-ERR-2): the SSO cookie or the company network. */
  isInternalUser(): Promise<boolean>;
  redirectToLogin(): Promise<boolean>;
  reportExamContent401(report: ExamContent401Report): void;
}

function aborted(signal: unknown): boolean {
  return Boolean(signal && typeof signal === "object" && (signal as { aborted?: boolean }).aborted);
}

/**
 * CL-ST-2 / CL-ERR-1: a 401 for a request sent with a token waits for the page's one refresh, then replays once
 * through the same instance (so the headers are rebuilt: token, tenant, user, uuid, language) with its own
 * AbortSignal and timeout. A replay that gets 401 again is rejected, never refreshed again.
 */
export async function handleUnauthorized(error: AxiosError, deps: UnauthorizedDeps): Promise<AxiosResponse> {
  const { ctx } = deps;
  const config = error.config;
  if (isExamContentPage(ctx.href())) deps.reportExamContent401(examContent401Report(ctx, error));
  if (!config) throw error;
  const state = requestState(config) ?? {};
  const sentToken = state.sentAccessToken;

  if (state.replayed) {
    throw new PlatformError("unauthorized", "The request was refused after the session was renewed.", error.response, { cause: error });
  }
  if (!sentToken) {
    // The caller hears at once; the company-network answer may need a lookup first.
    void deps.isInternalUser().then((internal) => internal && deps.redirectToLogin());
    throw new PlatformError("unauthorized", "Please log in to continue.", error.response, { cause: error });
  }

  await deps.refresh.refresh(sentToken, state.sentAt);
  if (aborted(config.signal)) throw new CanceledError(undefined, config);
  return deps.http.request(replayConfig({ ...config, headers: withoutPlatformHeaders(config) }));
}

export function isUnauthorized(error: unknown): error is AxiosError {
  return isAxiosError(error) && error.response?.status === 401;
}
