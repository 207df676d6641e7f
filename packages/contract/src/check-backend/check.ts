// Calls every read call of both specifications against a live backend and tells, per call, what the client layer
// and the widget will read there, what they will leave out and why, and what would break them. The answers go
// through the contract's own envelope rule and readers — the ones the clients run — never a copy of their rules.
import { ApiCode } from "../constants/codes";
import { MalformedAnswerError } from "../answers/malformed-answer";
import { envelopeCode, isBusyStatus, readEnvelope } from "../rules/envelope";
import { READ_CALLS } from "./calls";
import type { CheckOptions, DroppedRecord, ReadCall, Reads } from "./calls";

export type { CheckOptions, DroppedRecord, Reads } from "./calls";

/**
 * - `ok`: read whole.
 * - `dropped`: read, with records left out (each in `dropped`): the clients show the rest.
 * - `notice`: read, but with a consequence the team should know (a configuration value read as empty, ids beyond
 *   2^53 written as numbers); each is in `notes`.
 * - `breaking`: the answer cannot be used at all: the widget shows its error in place of that part, the client
 *   layer fails the call.
 * - `skipped`: not called (it needs a token or a school id that was not given).
 */
export type Verdict = "ok" | "dropped" | "notice" | "breaking" | "skipped";

export interface CallReport {
  call: string;
  method: string;
  path: string;
  readBy: readonly Reads[];
  rule: string;
  verdict: Verdict;
  /** HTTP status; null when not called or no answer came. */
  status: number | null;
  /** What the clients read, e.g. "9 reviews (ids "rv-1", …), total 23". */
  read: string | null;
  dropped: DroppedRecord[];
  /** Why the answer breaks the clients, or why it was skipped; null otherwise. */
  problem: string | null;
  /** What the team should know although the clients read the answer (the verdict is then at least `notice`). */
  notes: string[];
}

export interface CheckReport {
  baseUrl: string;
  calls: CallReport[];
  /** True when no call broke. */
  passed: boolean;
  counts: Record<Verdict, number>;
}

export interface CheckDependencies {
  /** The fetch to call the backend with (the runtime's by default). */
  fetch?: typeof fetch;
  /** Milliseconds one call may take (10 s by default). */
  timeoutMs?: number;
}

function urlOf(options: CheckOptions, call: ReadCall): string {
  const base = options.baseUrl.replace(/\/+$/, "");
  const query = call.query ? new URLSearchParams(call.query(options)).toString() : "";
  return `${base}${call.path ? call.path(options) : call.route.path}${query ? `?${query}` : ""}`;
}

function headersOf(options: CheckOptions, call: ReadCall): Record<string, string> {
  const headers: Record<string, string> = { accept: "application/json", "sxz-lang": options.language ?? "en_US" };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.tenantId) Object.assign(headers, { tenant_id: options.tenantId, tenantId: options.tenantId });
  if (call.body) headers["content-type"] = "application/json";
  return headers;
}

/** An error's message with its cause's (fetch says "fetch failed"; the cause says ECONNREFUSED, a TLS problem…). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause =
    error.cause instanceof Error
      ? ((error.cause as Error & { code?: unknown }).code ?? error.cause.message)
      : undefined;
  return cause ? `${error.message} (${String(cause)})` : error.message;
}

async function checkCall(options: CheckOptions, call: ReadCall, dependencies: CheckDependencies): Promise<CallReport> {
  const report: CallReport = {
    call: call.name,
    method: call.route.method,
    path: call.route.path,
    readBy: call.readBy,
    rule: call.rule,
    verdict: "ok",
    status: null,
    read: null,
    dropped: [],
    problem: null,
    notes: [],
  };
  const missing = [
    call.needsToken && !options.token ? "--token" : null,
    call.needsTenant && !options.tenantId ? "--tenant-id" : null,
  ].filter(Boolean);
  if (missing.length > 0) return { ...report, verdict: "skipped", problem: `needs ${missing.join(" and ")}` };
  const breaking = (problem: string): CallReport => ({ ...report, verdict: "breaking", problem });

  let response: Response;
  try {
    response = await (dependencies.fetch ?? fetch)(urlOf(options, call), {
      method: call.route.method,
      headers: headersOf(options, call),
      ...(call.body ? { body: JSON.stringify(call.body(options)) } : {}),
      signal: AbortSignal.timeout(dependencies.timeoutMs ?? 10_000),
    });
  } catch (error) {
    return breaking(`no answer: ${describe(error)}`);
  }
  report.status = response.status;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    const type = response.headers.get("content-type") ?? "no content type";
    return breaking(`HTTP ${response.status}, not JSON (${type}): ${JSON.stringify(text.slice(0, 60))}`);
  }
  if (isBusyStatus(response.status))
    return breaking(
      `HTTP ${response.status}: the widget reports the platform busy (requestOnBusyError) and shows its error`,
    );
  if (response.status < 200 || response.status > 299) return breaking(`HTTP ${response.status}${messageOf(body)}`);
  const envelope = readEnvelope(body);
  if (!envelope.ok) {
    if (envelopeCode(body) === undefined)
      return breaking(
        "no {code, data, message} envelope: the answer needs a body code (200 or 0) and its data under `data`",
      );
    if (call.name.startsWith("configValue") && envelope.code === ApiCode.CONFIG_EMPTY)
      return { ...report, read: "no such value (code -100)" };
    return breaking(`refused with body code ${envelope.code}${messageOf(body)}`);
  }
  const rounded = unsafeWholeNumbers(text);
  if (rounded.length > 0) {
    const shown = rounded
      .slice(0, 3)
      .map(([key, digits]) => `${key}: ${digits}`)
      .join(", ");
    report.notes.push(
      `whole numbers beyond 2^53 written as JSON numbers (${shown}${rounded.length > 3 ? ", …" : ""}): every JavaScript client reads them rounded (${rounded[0]![1]} arrives as ${String(Number(rounded[0]![1]))}), so ids must be written as text ("${rounded[0]![1]}")`,
    );
  }
  try {
    report.read = call.read(envelope.data, (dropped) => report.dropped.push(dropped));
  } catch (error) {
    if (error instanceof MalformedAnswerError)
      return breaking(`cannot be read: ${error.path} should be ${error.expected}`);
    throw error;
  }
  if (call.name.startsWith("configValue") && envelope.code !== ApiCode.OK && envelope.data !== null) {
    report.notes.push(
      `body code ${envelope.code}: the client layer reads configuration with code 200 only (CL-VAL-4), so it reads this value as empty`,
    );
  }
  report.verdict = report.dropped.length > 0 ? "dropped" : report.notes.length > 0 ? "notice" : "ok";
  return report;
}

/**
 * Whole numbers of the answer's text that a JavaScript number cannot hold (beyond 2^53), with their field names:
 * the answer is already parsed (and they are rounded) before any reader sees them, so only the text tells.
 */
function unsafeWholeNumbers(text: string): [string, string][] {
  const found = new Map<string, string>();
  for (const match of text.matchAll(/"([^"\\]{1,60})"\s*:\s*(-?\d{16,})(?=\s*[,}\]])/g)) {
    if (!Number.isSafeInteger(Number(match[2])) && !found.has(match[2]!)) found.set(match[2]!, match[1]!);
  }
  return [...found].map(([digits, key]) => [key, digits]);
}

function messageOf(body: unknown): string {
  const message = body && typeof body === "object" ? (body as { message?: unknown }).message : undefined;
  return typeof message === "string" && message ? `: ${JSON.stringify(message.slice(0, 120))}` : "";
}

/** Runs every read call once, one after another (a backend's rate limits stay untouched), and reports each. */
export async function checkBackend(options: CheckOptions, dependencies: CheckDependencies = {}): Promise<CheckReport> {
  const calls: CallReport[] = [];
  for (const call of READ_CALLS) calls.push(await checkCall(options, call, dependencies));
  const counts: Record<Verdict, number> = { ok: 0, dropped: 0, notice: 0, breaking: 0, skipped: 0 };
  for (const call of calls) counts[call.verdict] += 1;
  return { baseUrl: options.baseUrl, calls, passed: counts.breaking === 0, counts };
}
