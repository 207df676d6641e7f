// CPU time a process has used so far (user + system), from /proc/<pid>/stat. Divided by the requests a run
// completed it gives the server's CPU cost per request, a figure far steadier than requests/s on a loaded machine.
import { readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** Milliseconds of CPU the process has used, or NaN where /proc is not there. */
export function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces, hence the last ")"): utime is the 12th, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}
