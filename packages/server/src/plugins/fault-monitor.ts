import { randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import fp from "fastify-plugin";
import type { FastifyBaseLogger } from "fastify";
import { classifyFault, describeCause } from "../http/faults";
import type { FaultKind } from "../http/faults";

declare module "fastify" {
  interface FastifyInstance {
    /** What the server knows of the database's reachability and of writes failing (see FaultMonitor). */
    faults: FaultMonitor;
  }
}

/** Why writes are refused while the reads still work. */
export type WriteFault = "disk-full" | "storage-unavailable";

/** A check that tells whether writes of a kind work again (a probe file written to disk, the bucket reached). */
export type WriteProbe = () => Promise<unknown>;

const WRITE_PROBE_BYTES = 64 * 1024;

/**
 * The server's view of what it stands on, kept from the faults its requests meet:
 *
 * - the database is `up` or `down`: down from the first request (or idle connection) that finds it unreachable, up
 *   again at the first query that succeeds — one log line at each change, however many requests fail between;
 * - writes are `ok` or `degraded` (disk full, storage failing): degraded from the first write that meets the fault,
 *   ok again when the readiness probe's check passes (a probe file written under DATA_DIR; the bucket reached) —
 *   one log line at each change, with the cause when it begins.
 *
 * Counters for the metrics: outages begun, write faults begun, and every answer a fault produced, by kind.
 */
export class FaultMonitor {
  database: { state: "up" } | { state: "down"; since: number; cause: string } = { state: "up" };
  /**
   * `checkedBy`: how recovery is told — the probe of the fault (a file written under DATA_DIR, the bucket reached), or
   * for PostgreSQL's own full disk (53100), a write query that succeeds (DATA_DIR says nothing of that disk).
   */
  writes:
    | { state: "ok" }
    | { state: "degraded"; fault: WriteFault; since: number; cause: string; checkedBy: "probe" | "database-write" } = {
    state: "ok",
  };
  /** Outages begun (the database going from up to down). */
  outages = 0;
  /** Write faults begun, by kind. */
  readonly writeFaults: Record<WriteFault, number> = { "disk-full": 0, "storage-unavailable": 0 };
  /** Answers a fault produced, by kind. */
  readonly answers: Record<FaultKind, number> = {
    "database-unavailable": 0,
    "database-busy": 0,
    "disk-full": 0,
    "storage-unavailable": 0,
  };
  private readonly probes = new Map<WriteFault, WriteProbe>();

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  /** A request met a fault: counts its answer and changes the state it belongs to. */
  answered(kind: FaultKind, error: unknown): void {
    this.answers[kind] += 1;
    this.met(kind, error);
  }

  /** A fault was met (by a request, a probe or an idle connection). */
  met(kind: FaultKind, error: unknown): void {
    if (kind === "database-unavailable") this.databaseDown(error);
    else if (kind === "disk-full" || kind === "storage-unavailable") this.writesFailing(kind, error);
  }

  /** Any error of the database: counted when it is an outage, ignored otherwise. */
  databaseError(error: unknown): void {
    const kind = classifyFault(error);
    if (kind) this.met(kind, error);
  }

  databaseDown(error: unknown): void {
    if (this.database.state === "down") return;
    const cause = describeCause(error);
    this.database = { state: "down", since: this.now(), cause };
    this.outages += 1;
    this.log.warn({ fault: "database-unavailable", cause }, "database unreachable: answering 503 until it is back");
  }

  /** A query succeeded: the database is reachable (and takes writes again, when it was its disk that was full). */
  databaseAnswered(sqlText?: string): void {
    if (
      this.writes.state === "degraded" &&
      this.writes.checkedBy === "database-write" &&
      sqlText &&
      /^\s*(insert|update|delete)\b/i.test(sqlText)
    ) {
      this.writesRecovered();
    }
    if (this.database.state === "up") return;
    const downForSeconds = Math.round((this.now() - this.database.since) / 100) / 10;
    this.database = { state: "up" };
    this.log.info({ fault: "database-unavailable", downForSeconds }, "database reachable again");
  }

  writesFailing(fault: WriteFault, error: unknown): void {
    if (this.writes.state === "degraded" && this.writes.fault === fault) return;
    const cause = describeCause(error);
    const checkedBy = (error as { code?: unknown } | null)?.code === "53100" ? "database-write" : "probe";
    this.writes = { state: "degraded", fault, since: this.now(), cause, checkedBy };
    this.writeFaults[fault] += 1;
    const answer = fault === "disk-full" ? "507" : "503";
    this.log.error({ fault, cause }, `writes failing (${fault}): answering ${answer} to writes until a check passes`);
  }

  writesRecovered(): void {
    if (this.writes.state === "ok") return;
    const { fault, since } = this.writes;
    this.writes = { state: "ok" };
    this.log.info({ fault, degradedForSeconds: Math.round((this.now() - since) / 100) / 10 }, "writes succeed again");
  }

  /** Sets the check that tells whether writes of a kind work again. */
  setWriteProbe(fault: WriteFault, probe: WriteProbe): void {
    this.probes.set(fault, probe);
  }

  /** While writes are degraded, runs the check of their fault; passing ends the degradation. Answers the state after. */
  async recheckWrites(): Promise<FaultMonitor["writes"]> {
    if (this.writes.state === "degraded" && this.writes.checkedBy === "probe") {
      const probe = this.probes.get(this.writes.fault);
      if (probe) {
        try {
          await probe();
          this.writesRecovered();
        } catch {
          // Still failing: the state and its one log line stay as they are.
        }
      }
    }
    return this.writes;
  }
}

/** Writes, flushes and removes a small file under `dir`: whether the disk takes writes again. */
export function diskWriteProbe(dir: string): WriteProbe {
  return async () => {
    const file = join(dir, `.write-probe-${randomBytes(4).toString("hex")}`);
    try {
      await writeFile(file, Buffer.alloc(WRITE_PROBE_BYTES), { flush: true });
    } finally {
      await rm(file, { force: true });
    }
  };
}

/**
 * `app.faults`: watches the database's queries (a success after an outage ends it) and its idle connections (a
 * terminated one begins an outage), and checks DATA_DIR for disk-full recovery. The error handler reports the
 * faults requests meet (http/error-handler.ts); readiness reads and rechecks the state (routes/health.ts).
 */
export const faultMonitor = fp(
  async (app) => {
    const monitor = new FaultMonitor(app.log);
    monitor.setWriteProbe("disk-full", diskWriteProbe(app.config.dataDir));
    app.decorate("faults", monitor);
    const { queries, connectionErrors } = app.database;
    const stopQueries = queries?.subscribe((event) => {
      if (event.level === "query") monitor.databaseAnswered(event.query.sql);
      else monitor.databaseError(event.error);
    });
    const stopConnections = connectionErrors?.subscribe((error) => monitor.databaseError(error));
    app.addHook("onClose", async () => {
      stopQueries?.();
      stopConnections?.();
    });
  },
  { name: "fault-monitor" },
);
