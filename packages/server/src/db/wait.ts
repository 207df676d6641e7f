import { sql } from "kysely";
import { classifyFault, describeCause } from "../http/faults";
import type { DatabaseHandle } from "./index";

/** The database did not answer within DATABASE_WAIT_SECONDS, or refused in a way waiting cannot mend. */
export class DatabaseUnreachableError extends Error {}

export interface DatabaseWait {
  /** How long to keep trying (DATABASE_WAIT_SECONDS); 0 tries once. */
  seconds: number;
  /** Where the back-off's lines go (one per attempt that failed). */
  log(line: string): void;
  /** Names the database in messages without its credentials (host, port, name). */
  target: string;
}

const FIRST_DELAY_MS = 500;
const LONGEST_DELAY_MS = 5000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the database answers `select 1`, trying again after 0.5 s, 1 s, 2 s, … (at most 5 s apart) until
 * `seconds` have passed, with one log line per failed attempt. A failure that waiting cannot mend — a wrong
 * password, a database that does not exist — stops at once. Rejects with DatabaseUnreachableError naming the last cause.
 */
export async function waitForDatabase(database: DatabaseHandle, wait: DatabaseWait): Promise<void> {
  const deadline = Date.now() + wait.seconds * 1000;
  let delay = FIRST_DELAY_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      await sql`select 1`.execute(database.db);
      if (attempt > 1) wait.log(`Database ${wait.target} answers (attempt ${attempt}).`);
      return;
    } catch (error) {
      const cause = describeCause(error);
      const kind = classifyFault(error);
      if (kind !== "database-unavailable" && kind !== "database-busy") {
        throw new DatabaseUnreachableError(`the database ${wait.target} refused the connection (${cause})`);
      }
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new DatabaseUnreachableError(
          `the database ${wait.target} did not answer within ${wait.seconds} s (${cause})`,
        );
      }
      const next = Math.min(delay, left);
      wait.log(
        `Database ${wait.target} not reachable yet (${cause}); trying again in ${(next / 1000).toFixed(1)} s (${Math.ceil(left / 1000)} s left).`,
      );
      await pause(next);
      delay = Math.min(delay * 2, LONGEST_DELAY_MS);
    }
  }
}

/** host:port/name of a PostgreSQL URL, without user or password. */
export function databaseTarget(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || "5432"}${url.pathname}`;
  } catch {
    return "(DATABASE_URL)";
  }
}
