// Faults of what the server stands on — the database, the disk, the bucket — told apart from bugs, so that each is
// answered as what it is (503 or 507 with Retry-After, never a 500) and logged once per change of state.

/**
 * What failed underneath a request:
 * - `database-unavailable`: the database cannot be reached or is restarting (connection refused, reset or
 *   terminated; PostgreSQL class 08, 57P01–57P03; SQLite I/O errors);
 * - `database-busy`: it answered but could not take this now (SQLITE_BUSY/LOCKED past the busy timeout, too many
 *   connections, a serialization failure or deadlock);
 * - `disk-full`: no space left (ENOSPC, EDQUOT, SQLITE_FULL, PostgreSQL 53100);
 * - `storage-unavailable`: the upload storage refused or failed a write (an S3 error, a read-only or failing disk).
 */
export type FaultKind = "database-unavailable" | "database-busy" | "disk-full" | "storage-unavailable";

/** The HTTP status each fault answers with. */
export const FAULT_STATUS: Readonly<Record<FaultKind, 503 | 507>> = {
  "database-unavailable": 503,
  "database-busy": 503,
  "disk-full": 507,
  "storage-unavailable": 503,
};

/** The wait each fault's answer asks for (Retry-After, seconds). */
export const FAULT_RETRY_AFTER_SECONDS: Readonly<Record<FaultKind, number>> = {
  "database-unavailable": 5,
  "database-busy": 1,
  "disk-full": 60,
  "storage-unavailable": 30,
};

/** The upload storage failed a write or read on its side (not the client's): the bucket erred or was unreachable. */
export class StorageFailed extends Error {
  constructor(cause: unknown) {
    super(`the upload storage failed: ${describeCause(cause)}`, { cause });
  }
}

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ECONNABORTED",
]);

/** node-postgres's own errors, which carry no code. */
const PG_CONNECTION_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Cannot use a pool after calling end on the pool",
  "Client was closed and is not queryable",
];

function kindOfCode(code: string, message: string): FaultKind | undefined {
  if (code === "ENOSPC" || code === "EDQUOT" || code === "SQLITE_FULL" || code === "53100") return "disk-full";
  if (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED")) return "database-busy";
  if (code.startsWith("SQLITE_IOERR") || code.startsWith("SQLITE_CANTOPEN") || code === "SQLITE_PROTOCOL")
    return "database-unavailable";
  if (code === "EROFS" || code === "EIO") return "storage-unavailable";
  // PostgreSQL: connection exceptions, the server shutting down, crashed or starting up.
  if (/^08[0-9A-Z]{3}$/.test(code) || code === "57P01" || code === "57P02" || code === "57P03")
    return "database-unavailable";
  // Too many connections, out of memory, a serialization failure, a deadlock: worth another try.
  if (code === "53300" || code === "53200" || code === "40001" || code === "40P01") return "database-busy";
  // A network failure; an upload whose client went away reads as `aborted` and is the client's, not a fault.
  if (NETWORK_CODES.has(code) && message !== "aborted") return "database-unavailable";
  return undefined;
}

/** The fault an error stands for, following its `cause` chain, or undefined for anything else (a bug, a refusal). */
export function classifyFault(error: unknown): FaultKind | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    if (current instanceof StorageFailed) {
      const underneath = classifyFault(current.cause);
      return underneath === "disk-full" ? "disk-full" : "storage-unavailable";
    }
    const { code, message } = current as { code?: unknown; message?: unknown };
    const text = typeof message === "string" ? message : "";
    if (typeof code === "string") {
      const kind = kindOfCode(code, text);
      if (kind) return kind;
    }
    if (PG_CONNECTION_MESSAGES.some((known) => text.startsWith(known))) return "database-unavailable";
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** One line about an error for the log: its code and message, never its stack (a stack per request drowns the log). */
export function describeCause(error: unknown): string {
  if (!error || typeof error !== "object") return String(error);
  const { code, message } = error as { code?: unknown; message?: unknown };
  const text = typeof message === "string" && message ? message : String(error);
  return typeof code === "string" && !text.includes(code) ? `${code}: ${text}` : text;
}
