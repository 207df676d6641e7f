#!/usr/bin/env node
// Profiles the real server under load: starts src/main.ts with --cpu-prof on an existing data folder (or the demo
// data), loads one request with autocannon in its own process, stops the server so V8 writes the profile, and
// prints bench/server/profile-summary.mjs of it. Not part of `npm run bench` (its figures include the profiler).
//   DATA_DIR=<seeded folder> node bench/server/profile.mjs [path] [seconds=10] [connections=50]
// Without DATA_DIR a fresh folder with the demo data is used. Profiles land in bench/.work/profiles/.
// Several paths separated by spaces are sent in turn by each connection (say a widget's five first calls);
// PROFILE_USER=<demo user> sends them signed in as that user; PROFILE_MAIN=<a compiled main.js> profiles that
// server (packages/server/dist/main.js, as `sxz-server` runs) instead of the TypeScript sources.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { autocannonRun } from "../support/load.mjs";
import { signIn, startServer } from "../support/processes.mjs";
import { workDir } from "../support/results.mjs";

const [
  path = "/api/universal/v1/score/queryMessages?resourceId=bench-course&pageSize=10&sort=latest&page=1",
  seconds = "10",
  connections = "50",
] = process.argv.slice(2);
const profiles = join(workDir, "profiles", new Date().toISOString().replace(/[:.]/g, "-"));
mkdirSync(profiles, { recursive: true });
const ownDataDir = process.env.DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), "sxz-profile-"));
const server = await startServer(
  {
    DATA_DIR: process.env.DATA_DIR ?? ownDataDir,
    SEED_DEMO_DATA: ownDataDir ? "true" : "false",
    RATE_LIMIT_PER_MINUTE: "1000000",
  },
  {
    nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profiles}`],
    ...(process.env.PROFILE_MAIN ? { main: process.env.PROFILE_MAIN } : {}),
  },
);
try {
  const token = process.env.PROFILE_USER ? await signIn(server.url, process.env.PROFILE_USER) : undefined;
  const headers = {
    "accept-encoding": "gzip, deflate, br, zstd",
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  const requests = path
    .split(" ")
    .filter(Boolean)
    .map((one) => ({ method: "GET", path: one, headers }));
  await autocannonRun({ url: server.url, connections: Number(connections), duration: 2, requests });
  const result = await autocannonRun({
    url: server.url,
    connections: Number(connections),
    duration: Number(seconds),
    requests,
  });
  console.info(
    `${path}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (profiler on)`,
  );
} finally {
  await server.stop();
  if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
}
const written = readdirSync(profiles)
  .map((name) => join(profiles, name))
  .sort((a, b) => statSync(b).size - statSync(a).size);
spawnSync(process.execPath, [join(import.meta.dirname, "profile-summary.mjs"), written[0], "35"], { stdio: "inherit" });
