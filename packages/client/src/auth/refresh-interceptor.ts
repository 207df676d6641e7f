import { CanceledError, isAxiosError } from "axios";
import type { AxiosError, AxiosResponse } from "axios";
import type { ClientContext } from "../platform/client-context";
import { examContent401Report, isExamContentPage } from "../http/exam-content-report";
import type { ExamContent401Report } from "../http/exam-content-report";
import { withoutPlatformHeaders } from "../http/platform-headers";
import { replayConfig, requestState } from "../http/request-options";
import type { PlatformHttp } from "../http/request-options";
import { settleUnauthorized } from "./unauthorized";
import type { UnauthorizedRules } from "./unauthorized";

export interface UnauthorizedDeps extends UnauthorizedRules {
  ctx: ClientContext;
  http: PlatformHttp;
  reportExamContent401(report: ExamContent401Report): void;
}

function aborted(signal: unknown): boolean {
  return Boolean(signal && typeof signal === "object" && (signal as { aborted?: boolean }).aborted);
}

/**
 * The axios side of {@link settleUnauthorized}: after the page's one refresh the request replays once through the
 * same instance (so the headers are rebuilt: token, tenant, user, uuid, language) with its own AbortSignal and
 * timeout.
 */
export async function handleUnauthorized(error: AxiosError, deps: UnauthorizedDeps): Promise<AxiosResponse> {
  const { ctx } = deps;
  const config = error.config;
  if (isExamContentPage(ctx.href())) deps.reportExamContent401(examContent401Report(ctx, error));
  if (!config || !error.response) throw error;
  await settleUnauthorized(requestState(config) ?? {}, error.response, deps, error);
  if (aborted(config.signal)) throw new CanceledError(undefined, config);
  return deps.http.request(replayConfig({ ...config, headers: withoutPlatformHeaders(config) }));
}

export function isUnauthorized(error: unknown): error is AxiosError {
  return isAxiosError(error) && error.response?.status === 401;
}
