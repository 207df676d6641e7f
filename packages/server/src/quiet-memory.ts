import type { Server } from "node:http";
import { getHeapSpaceStatistics, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

type GarbageCollect = (options?: { type: "major"; execution: "sync"; flavor: "last-resort" }) => void;

/** How often the request count is looked at. */
const WINDOW_MS = 5_000;
/** A window with at least this many requests (20 a second) is busy; fewer is quiet. */
const BUSY_REQUESTS = 100;
/** Quiet windows in a row after which the memory is given back. */
const QUIET_WINDOWS = 2;
/** Measured: V8 is still growing the young generation in the first seconds after listening; collections then shrink nothing. */
const SETTLED_AFTER_MS = 10_000;
/** A young generation at most this large counts as shrunk (its smallest size is 1 MB, the largest 32 MB). */
const SHRUNK_BYTES = 4 * 1024 * 1024;

/**
 * Gives the memory that starting or a busy spell left behind back to the system once the server is quiet again.
 *
 * Starting (loading and compiling the modules, migrating, seeding, compiling the routes' schemas) and any burst of
 * requests grow V8's young generation to its largest size (two 16 MB semi-spaces) and promote garbage into the
 * old generation. V8 hands that back only when its memory reducer finds the process idle, which in this server
 * did not happen within minutes after a load (bench/memory.bench.mjs): an idle server kept 30–80 MB it did not use.
 *
 * So, after a busy spell — the start counts as one, then any 5 s window with 100 requests or more — and two quiet
 * windows in a row (fewer than 100 requests each: probes and light traffic are quiet), a full collection and one
 * of V8's "last resort" flavour (the one V8 runs under memory pressure, which shrinks the young generation) run.
 * They take a few tens of milliseconds, once per busy spell;
 * when the young generation is still large afterwards, they are tried again at the next quiet window. The first
 * 10 s of the process are skipped: collections then shrink nothing.
 *
 * V8 offers this collection only through its `gc` extension, which `--expose-gc` installs in contexts created
 * after the flag is set: a fresh context gets it, the program's own global object does not.
 */
export function releaseMemoryWhenQuiet(server: Server): void {
  let requests = 0;
  let owed = true;
  let quiet = 0;
  server.on("request", () => {
    requests += 1;
  });
  setInterval(() => {
    const seen = requests;
    requests = 0;
    if (seen >= BUSY_REQUESTS) {
      owed = true;
      quiet = 0;
      return;
    }
    quiet += 1;
    if (!owed || quiet < QUIET_WINDOWS || process.uptime() * 1000 < SETTLED_AFTER_MS) return;
    owed = !collect();
  }, WINDOW_MS).unref();
}

/** True once the young generation is back to its small size (or nothing can be done about it). */
function collect(): boolean {
  try {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("typeof gc === 'function' ? gc : undefined") as GarbageCollect | undefined;
    if (!gc) return true;
    // A full collection (compacts the old generation and may shrink the young one), then the "last resort" one,
    // which shrinks the young generation where the first did not (Node 20's V8 runs it as a young collection).
    gc();
    gc({ type: "major", execution: "sync", flavor: "last-resort" });
    const young = getHeapSpaceStatistics().find((space) => space.space_name === "new_space");
    return !young || young.space_size <= SHRUNK_BYTES;
  } catch {
    // A runtime without the extension keeps the memory until V8 reduces it on its own.
    return true;
  }
}
