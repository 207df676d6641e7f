// Loaded into the measured server with `node --import` by memory.bench.mjs: on SIGUSR2 it writes the process's own
// view of its memory (process.memoryUsage and V8's heap spaces, in bytes) to the file named by SXZ_MEMORY_PROBE.
// It allocates nothing until asked.
import { writeFileSync } from "node:fs";
import { getHeapSpaceStatistics } from "node:v8";

const target = process.env.SXZ_MEMORY_PROBE;
if (target) {
  process.on("SIGUSR2", () => {
    const spaces = Object.fromEntries(
      getHeapSpaceStatistics().map((space) => [
        space.space_name,
        { used: space.space_used_size, size: space.space_size },
      ]),
    );
    writeFileSync(target, JSON.stringify({ usage: process.memoryUsage(), spaces }));
  });
}
