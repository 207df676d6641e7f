import { getHeapSpaceStatistics, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

type GarbageCollect = (options: { type: "major"; execution: "sync"; flavor: "last-resort" }) => void;

/** Measured: V8 is still growing the young generation in the first seconds after listening; collections then shrink nothing. */
const AFTER_LOAD_PHASE_MS = 10_000;
const RETRY_MS = 5_000;
const ATTEMPTS = 12;
/** A young generation at most this large counts as shrunk (its smallest size is 1 MB, the largest 32 MB). */
const SHRUNK_BYTES = 4 * 1024 * 1024;

/**
 * Gives back the memory that starting the server left behind, once, 10 s after the process started.
 *
 * Loading and compiling the modules, migrating, seeding and compiling the routes' schemas grow V8's young
 * generation to its largest size (two 16 MB semi-spaces) and leave garbage in the old one. V8 hands that back only
 * when its memory reducer finds the process idle, which may take minutes or not happen while light traffic keeps
 * it busy: an idle server then holds ~30 MB it does not use (bench/memory.bench.mjs). Two full collections with
 * V8's "last resort" flavour (the one it runs under memory pressure: it compacts and shrinks the young generation;
 * one pass does not always shrink it) take a few milliseconds. Run in the first seconds of the process they shrink
 * nothing (V8 is still growing the young generation then), hence the wait; when the young generation is still
 * large afterwards, they are tried again 5 s later, for at most a minute. Under load the young generation grows
 * again as V8 sees fit.
 *
 * V8 offers this collection only through its `gc` extension, which `--expose-gc` installs in contexts created
 * after the flag is set: a fresh context gets it, the program's own global object does not.
 */
export function releaseStartupMemory(): void {
  const attempt = (left: number) => {
    if (collect() || left <= 1) return;
    setTimeout(() => attempt(left - 1), RETRY_MS).unref();
  };
  setTimeout(() => attempt(ATTEMPTS), Math.max(0, AFTER_LOAD_PHASE_MS - process.uptime() * 1000)).unref();
}

/** True once the young generation is back to its small size (or nothing can be done about it). */
function collect(): boolean {
  try {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("typeof gc === 'function' ? gc : undefined") as GarbageCollect | undefined;
    if (!gc) return true;
    for (let pass = 0; pass < 2; pass++) gc({ type: "major", execution: "sync", flavor: "last-resort" });
    const young = getHeapSpaceStatistics().find((space) => space.space_name === "new_space");
    return !young || young.space_size <= SHRUNK_BYTES;
  } catch {
    // A runtime without the extension keeps the memory until V8 reduces it on its own.
    return true;
  }
}
