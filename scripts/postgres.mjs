// Starts a throwaway PostgreSQL cluster on 127.0.0.1 for the test suites, when PostgreSQL can be had here.
// Returns { url, stop } or { skipped: reason }.
import { existsSync, mkdtempSync, readdirSync, chmodSync, rmSync } from "node:fs";
import { spawn, spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer } from "node:net";

function findBinDir() {
  if (process.env.PG_BIN && existsSync(join(process.env.PG_BIN, "pg_ctl"))) return process.env.PG_BIN;
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const dir = join(base, version, "bin");
    if (existsSync(join(dir, "pg_ctl")) && existsSync(join(dir, "initdb"))) return dir;
  }
  return undefined;
}

const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

function installPostgres() {
  if (!isRoot() || !existsSync("/usr/bin/apt-get")) return false;
  console.info("PostgreSQL not found; installing Debian's postgresql package…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  return spawnSync("apt-get", ["install", "-y", "-qq", "postgresql"], { stdio: "inherit", env }).status === 0;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function startPostgres() {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop() {} };
  return startPostgresCluster();
}

/**
 * A cluster of its own even when TEST_DATABASE_URL is set (the fault tests stop and start it): { url, stop, halt,
 * resume }, or { skipped: reason }. `halt()` stops the server (`pg_ctl stop -m fast`, as a restart or failover
 * does) and `resume()` starts it again on the same port and data.
 */
export async function startPostgresCluster() {
  let bin = findBinDir();
  if (!bin && installPostgres()) bin = findBinDir();
  if (!bin) return { skipped: "PostgreSQL is not installed (Debian: apt-get install postgresql)" };

  const dir = mkdtempSync(join(tmpdir(), "sxz-pg-"));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, "data");
  const port = await freePort();
  // initdb refuses to run as root: run the cluster as the postgres user in that case.
  const asUser = (args) => (isRoot() ? ["runuser", ["-u", "postgres", "--", ...args]] : [args[0], args.slice(1)]);
  const run = (args) => {
    const [cmd, rest] = asUser(args);
    return spawnSync(cmd, rest, { encoding: "utf8" });
  };
  const init = run([join(bin, "initdb"), "-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync"]);
  if (init.status !== 0)
    return { skipped: `initdb failed: ${(init.stderr || init.error?.message || "").trim().slice(0, 300)}` };
  const options = `-h 127.0.0.1 -p ${port} -k ${dir} -F -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const startServer = () =>
    run([join(bin, "pg_ctl"), "-D", dataDir, "-o", options, "-l", join(dir, "log"), "-w", "-t", "60", "start"]);
  const start = startServer();
  if (start.status !== 0) return { skipped: `pg_ctl start failed: ${(start.stderr || "").trim().slice(0, 300)}` };
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  // Asynchronous, so a test's load keeps running while the cluster stops and starts.
  const runAsync = (args, what) =>
    new Promise((resolve, reject) => {
      const [cmd, rest] = asUser(args);
      const child = spawn(cmd, rest, { stdio: ["ignore", "ignore", "pipe"] });
      let stderr = "";
      child.stderr.on("data", (chunk) => (stderr += chunk));
      child.once("error", reject);
      child.once("exit", (code) =>
        code === 0 ? resolve() : reject(new Error(`pg_ctl ${what} failed: ${stderr.trim().slice(0, 300)}`)),
      );
    });
  return {
    url,
    port,
    halt: () => runAsync([join(bin, "pg_ctl"), "-D", dataDir, "-m", "fast", "-w", "stop"], "stop"),
    resume: () =>
      runAsync(
        [join(bin, "pg_ctl"), "-D", dataDir, "-o", options, "-l", join(dir, "log"), "-w", "-t", "60", "start"],
        "start",
      ),
    stop() {
      run([join(bin, "pg_ctl"), "-D", dataDir, "-m", "immediate", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
