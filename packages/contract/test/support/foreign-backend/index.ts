// A second backend for the suites: see server.ts.
export { startForeignBackend, BREAKING_CASES } from "./server";
export type { BreakingCase, ForeignBackend, ForeignBackendOptions, RecordedRequest } from "./server";
export { DIALECTS, DIALECT_NAMES } from "./dialects";
export type { Dialect, DialectName, IdKind } from "./dialects";
export { BAD_INDEX, MY_REVIEWS, PAGE_SIZE, REVIEW_COUNT } from "./records";
