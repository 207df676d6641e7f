// `@sxz/contract/check-backend`: the conformance checker as a function (the command is cli.ts).
export { checkBackend } from "./check";
export type { CallReport, CheckDependencies, CheckOptions, CheckReport, DroppedRecord, Reads, Verdict } from "./check";
export { formatReport } from "./format";
export { parseArguments, runCli, USAGE } from "./cli-arguments";
