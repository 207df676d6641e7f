// Child processes of the benchmarks: TypeScript scripts through tsx, and the real server (src/main.ts).
import { spawn } from "node:child_process";
import { join } from "node:path";
import { benchDir } from "./results.mjs";

export const root = join(benchDir, "..");
const tsx = join(root, "node_modules", ".bin", "tsx");

/** Runs a TypeScript script to the end; resolves its stdout, rejects on failure or after `timeoutMs`. */
export function runTsx(script, args = [], { env = {}, timeoutMs = 30 * 60_000 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ["--conditions=@sxz/source", script, ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${script} did not finish within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`${script} exited with ${code}`));
    });
  });
}

const running = new Set();
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const child of running) child.kill("SIGKILL");
    process.exit(130);
  });
}
process.on("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/**
 * Starts the real server (`packages/server/src/main.ts`, as `npm start` does) in its own process on a free
 * loopback port; resolves {url, pid, stop}. The benchmark's load generator then runs in another process,
 * so both do not share one event loop. `nodeArgs` (e.g. `--cpu-prof`) start it as `node <nodeArgs> --import tsx`
 * instead, one process whose flags V8 sees. `main` starts another copy of the server's source (an A/B comparison);
 * a `main` ending in `.js` is a compiled server (`packages/server/dist/main.js`), run by plain node.
 */
export function startServer(
  env,
  { timeoutMs = 120_000, nodeArgs, main = join(root, "packages/server/src/main.ts") } = {},
) {
  return new Promise((resolve, reject) => {
    // --conditions: the workspace packages resolve to their TypeScript sources (see scripts/workspace-sources.mjs).
    const [command, args] = main.endsWith(".js")
      ? [process.execPath, [...(nodeArgs ?? []), "--enable-source-maps", main]]
      : nodeArgs
        ? [process.execPath, [...nodeArgs, "--conditions=@sxz/source", "--import", "tsx", main]]
        : [tsx, ["--conditions=@sxz/source", main]];
    const child = spawn(command, args, {
      cwd: root,
      // An in-process Vite build sets NODE_ENV=production here; the benchmark server runs the demo setup, not production mode.
      env: { ...process.env, NODE_ENV: "test", HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "silent", ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    running.add(child);
    let out = "";
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start within ${timeoutMs / 1000} s: ${out}`));
    }, timeoutMs);
    const stop = () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once("exit", () => done());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
      }).then(() => running.delete(child));
    child.stdout.on("data", (chunk) => {
      out += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        const port = new URL(match[1]).port;
        resolve({ url: `http://127.0.0.1:${port}`, pid: child.pid, stop });
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      running.delete(child);
      reject(new Error(`server exited with ${code} before listening: ${out}`));
    });
  });
}

/** Signs a demo user in through the real token endpoint and returns the access token. */
export async function signIn(origin, username) {
  const response = await fetch(`${origin}/api/auth/oauth/token?grant_type=password`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "password", username, password: username }),
  });
  if (!response.ok) throw new Error(`signing ${username} in failed: ${response.status}`);
  return (await response.json()).access_token;
}
