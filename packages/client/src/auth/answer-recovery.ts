import type { ClientContext } from "../platform/client-context";
import { applyErrorCatalogue } from "../http/error-catalogue";
import type { CatalogueDeps } from "../http/error-catalogue";
import { examContent401Report, isExamContentPage } from "../http/exam-content-report";
import type { ExamContent401Report } from "../http/exam-content-report";
import type { AnswerRecovery } from "../http/pipeline";
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

/** The answer side's rules as the pipeline asks for them (`http/pipeline.ts`). */
export type Recovery = AnswerRecovery;

/** The one wiring of the answer side's rules, shared by the full client's services and the lean core's recovery chunk. */
export function createRecovery(deps: RecoveryDeps): Recovery {
  const { ctx } = deps;
  const catalogue: CatalogueDeps = { ctx, marketplaceAdminPaths: deps.marketplaceAdminPaths, logout: deps.logout };
  const rules: UnauthorizedRules = {
    refresh: deps.refresh,
    redirectToLogin: deps.redirectToLogin,
    isInternalUser: deps.isInternalUser,
  };
  return {
    judge: (answer) => applyErrorCatalogue(answer, catalogue),
    async unauthorized(state, answer, cause) {
      if (isExamContentPage(ctx.href()))
        deps.reportExamContent401(examContent401Report(ctx, { request: answer.config, state, answer }));
      await settleUnauthorized(state, answer, rules, cause);
    },
  };
}
