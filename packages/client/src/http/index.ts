import "./request-options";

export { createHttp } from "./create-http";
export type { HttpDeps } from "./create-http";
export { PlatformError, isPlatformError } from "./errors";
export type { PlatformErrorKind } from "./errors";
export type { PlatformRequestOptions } from "./request-options";
export type { ClientContext } from "./client-context";
export { pageUrl } from "./client-context";
export type { ExamContent401Report } from "./exam-content-report";
export { applyErrorCatalogue, bodyCode, isMarketplaceAdminPage, loginMethodRefusal } from "./error-catalogue";
export { readEnvelope, malformedAnswer } from "./answers";
