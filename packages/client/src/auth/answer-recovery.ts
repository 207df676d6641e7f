import type { ClientContext } from "../platform/client-context";
import { applyErrorCatalogue } from "../http/error-catalogue";
import type { CatalogueAnswer, CatalogueDeps } from "../http/error-catalogue";
import { examContent401Report, isExamContentPage } from "../http/exam-content-report";
import type { ExamContent401Report } from "../http/exam-content-report";
import type { PlatformError } from "../http/errors";
import type { PlatformRequestState } from "../http/request-options";
import type { RefreshCoordinator } from "./refresh-coordinator";
import { settleUnauthorized } from "./unauthorized";
import type { UnauthorizedRules } from "./unauthorized";

export interface RecoveryDeps {
  ctx: ClientContext;
  /** The page's one refresh (coordinator, cross-tab lock, back-off, token endpoint, token writing). */
  refresh: RefreshCoordinator;
  logout: CatalogueDeps["logout"];
  marketplaceAdminPaths: readonly string[];
  isInternalUser: UnauthorizedRules["isInternalUser"];
  redirectToLogin: UnauthorizedRules["redirectToLogin"];
  reportExamContent401: (report: ExamContent401Report) => void;
}

/** The answer side of the request pipeline, whatever the transport: the catalogue, and a 401's settlement. */
export interface Recovery {
  /** The error catalogue for an answer other than 401: the error to reject with, or undefined. */
  judge(answer: CatalogueAnswer): PlatformError | undefined;
  /**
   * A 401 (CL-RT-7 report on exam pages, then CL-ST-2 / CL-ERR-1 / CL-ERR-2): resolves when the request is to replay
   * once, rejects with what the caller gets otherwise. The transport replays (the headers rebuilt with the new token).
   */
  unauthorized(state: PlatformRequestState, answer: CatalogueAnswer, cause: unknown): Promise<void>;
}

/** The one wiring of the answer side's rules, shared by the full client's services and the lean core's recovery chunk. */
export function createRecovery(deps: RecoveryDeps): Recovery {
  const { ctx } = deps;
  const catalogue: CatalogueDeps = { ctx, marketplaceAdminPaths: deps.marketplaceAdminPaths, logout: deps.logout };
  const rules: UnauthorizedRules = { refresh: deps.refresh, redirectToLogin: deps.redirectToLogin, isInternalUser: deps.isInternalUser };
  return {
    judge: (answer) => applyErrorCatalogue(answer, catalogue),
    async unauthorized(state, answer, cause) {
      if (isExamContentPage(ctx.href())) deps.reportExamContent401(examContent401Report(ctx, { request: answer.config, state, answer }));
      await settleUnauthorized(state, answer, rules, cause);
    },
  };
}
