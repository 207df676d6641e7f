#!/usr/bin/env node
// Waline's server (@waline/vercel, on SQLite) next to ours on the same data: N comments on one page against N
// reviews on one resource, page 1 of 10, newest first; each server in its own process, autocannon in its own,
// interleaved rounds. Waline is installed on first use into bench/.work/waline (a pinned version, not a dependency
// of the repository: it brings some 450 packages and a native SQLite module built from source).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { autocannonRun, summarise } from "./support/load.mjs";
import { root, runTsx, startServer } from "./support/processes.mjs";
import { envInt, round, workDir, writeResult } from "./support/results.mjs";

const WALINE_VERSION = "1.39.3";
const COMMENTS = envInt("BENCH_WALINE_COMMENTS", 1000);
const ROUNDS = envInt("BENCH_WALINE_ROUNDS", 5);
const DURATION = envInt("BENCH_DURATION", 5);
const CONNECTION_COUNTS = [envInt("BENCH_CONNECTIONS", 10), 50];
const RESOURCE = "bench-course";
const walineDir = join(workDir, "waline");
const rows = [];
const notes = [];
const title = `Waline ${WALINE_VERSION} server next to ours: page 1 of a list of ${COMMENTS.toLocaleString("en")} on SQLite`;

function installWaline() {
  if (existsSync(join(walineDir, "node_modules/@waline/vercel/package.json"))) return null;
  mkdirSync(walineDir, { recursive: true });
  writeFileSync(join(walineDir, "package.json"), JSON.stringify({ name: "waline-bench", private: true }));
  const npm = spawnSync("npm", ["install", "--no-audit", "--no-fund", `@waline/vercel@${WALINE_VERSION}`], {
    cwd: walineDir,
    encoding: "utf8",
  });
  return npm.status === 0
    ? null
    : `npm install @waline/vercel@${WALINE_VERSION} failed: ${(npm.stderr || npm.stdout).trim().split("\n").slice(-3).join(" ")}`;
}

/** Waline's three tables (the columns its SQLite model reads and writes) and N approved top-level comments on one page. */
function seedWaline(dataDir) {
  const SQLite = createRequire(join(root, "package.json"))("better-sqlite3");
  const db = new SQLite(join(dataDir, "waline.sqlite"));
  const now = "(datetime('now', 'localtime'))";
  db.exec(`
    CREATE TABLE wl_Comment (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER, comment TEXT, insertedAt DATETIME DEFAULT ${now},
      ip TEXT, link TEXT, mail TEXT, nick TEXT, rid INTEGER, pid INTEGER, sticky NUMERIC, status TEXT NOT NULL, "like" INTEGER,
      ua TEXT, url TEXT, createdAt DATETIME DEFAULT ${now}, updatedAt DATETIME DEFAULT ${now});
    CREATE TABLE wl_Counter (id INTEGER PRIMARY KEY AUTOINCREMENT, time INTEGER, reaction0 INTEGER, reaction1 INTEGER, reaction2 INTEGER,
      reaction3 INTEGER, reaction4 INTEGER, reaction5 INTEGER, reaction6 INTEGER, reaction7 INTEGER, reaction8 INTEGER, url TEXT,
      createdAt DATETIME DEFAULT ${now}, updatedAt DATETIME DEFAULT ${now});
    CREATE TABLE wl_Users (id INTEGER PRIMARY KEY AUTOINCREMENT, display_name TEXT NOT NULL DEFAULT '', email TEXT NOT NULL DEFAULT '',
      password TEXT NOT NULL DEFAULT '', type TEXT NOT NULL DEFAULT '', label TEXT, github TEXT, twitter TEXT, facebook TEXT, google TEXT,
      weibo TEXT, qq TEXT, oidc TEXT, huawei TEXT, "2fa" TEXT, avatar TEXT, url TEXT, createdAt DATETIME DEFAULT ${now}, updatedAt DATETIME DEFAULT ${now});
  `);
  const insert =
    db.prepare(`INSERT INTO wl_Comment (comment, ip, link, mail, nick, status, "like", ua, url, insertedAt, createdAt, updatedAt)
    VALUES (?, '127.0.0.1', '', ?, ?, 'approved', ?, 'Mozilla/5.0', ?, ?, ?, ?)`);
  db.transaction(() => {
    for (let n = 0; n < COMMENTS; n += 1) {
      const time = new Date(Date.UTC(2020, 0, 1) + n * 60_000).toISOString().replace("T", " ").slice(0, 19);
      insert.run(
        `Synthetic review ${n} of ${RESOURCE}`,
        `learner${n}@example.com`,
        `Learner ${n}`,
        n % 50,
        `/${RESOURCE}`,
        time,
        time,
        time,
      );
    }
  })();
  db.close();
}

/** A child process that prints `pattern` when it is ready; resolves {url, stop}. */
function startProcess(args, env, pattern, { cwd = root, timeoutMs = 120_000 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let ready = false;
    const stop = () =>
      new Promise((done) => (child.exitCode !== null ? done() : (child.once("exit", done), child.kill("SIGTERM"))));
    const timer = setTimeout(
      () => (child.kill("SIGKILL"), reject(new Error(`not ready within ${timeoutMs / 1000} s: ${out.slice(-500)}`))),
      timeoutMs,
    );
    const watch = (chunk) => {
      if (ready) return; // Waline logs every SQL statement; once it listens its output is only drained.
      out += chunk;
      const match = pattern.exec(out);
      if (match) {
        ready = true;
        clearTimeout(timer);
        resolve({ url: match[1], pid: child.pid, stop });
      }
    };
    child.stdout.on("data", watch);
    child.stderr.on("data", watch);
    child.on(
      "exit",
      (code) => !ready && (clearTimeout(timer), reject(new Error(`exited with ${code}: ${out.slice(-500)}`))),
    );
  });
}

/** A loopback port nothing listens on (Waline's ThinkJS needs a number; it does not report a port 0 binding). */
const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return response.json();
}

const problem = installWaline();
if (problem) {
  notes.push(`Waline's server not measured: ${problem}`);
  writeResult("waline", { title, rows, notes });
  process.exit(0);
}

const walineData = mkdtempSync(join(tmpdir(), "sxz-bench-waline-"));
const oursData = mkdtempSync(join(tmpdir(), "sxz-bench-waline-ours-"));
const started = [];
try {
  seedWaline(walineData);
  await runTsx(join(root, "bench/server/seed.ts"), [String(COMMENTS), RESOURCE], { env: { DATA_DIR: oursData } });
  // Waline asks OAUTH_URL (default https://oauth.lithub.cc) for its login providers on every request, before
  // routing; offline that fetch fails and every call answers 500, so a local process answers it with none.
  const oauth = await startProcess(
    [
      "-e",
      `require("node:http").createServer((q, s) => s.end('{"services":[]}')).listen(0, "127.0.0.1", function () { console.log("oauth on http://127.0.0.1:" + this.address().port); });`,
    ],
    {},
    /oauth on (http:\/\/\S+)/,
  );
  started.push(oauth);
  const waline = await startProcess(
    [join(walineDir, "node_modules/@waline/vercel/vanilla.js")],
    {
      SQLITE_PATH: walineData,
      SQLITE_DB: "waline",
      JWT_TOKEN: "bench-only-secret",
      OAUTH_URL: oauth.url,
      PORT: String(await freePort()),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
    },
    /Server running at (http:\/\/\S+)/,
    { cwd: join(walineDir, "node_modules/@waline/vercel") },
  );
  started.push(waline);
  const ours = await startServer({ DATA_DIR: oursData, SEED_DEMO_DATA: "false", RATE_LIMIT_PER_MINUTE: "1000000" });
  started.push(ours);
  const walinePath = `/api/comment?path=%2F${RESOURCE}&page=1&pageSize=10&sortBy=insertedAt_desc&lang=en`;
  const oursPath = `/api/universal/v1/score/queryMessages?resourceId=${RESOURCE}&pageSize=10&sort=latest&page=1`;
  const checkWaline = await getJson(waline.url + walinePath);
  if (checkWaline.data?.data?.length !== 10 || checkWaline.data.count !== COMMENTS)
    throw new Error(`Waline answered ${JSON.stringify(checkWaline).slice(0, 300)}`);
  const checkOurs = await getJson(ours.url + oursPath);
  if (checkOurs.data?.scoreInfoList?.length !== 10)
    throw new Error(`ours answered ${JSON.stringify(checkOurs).slice(0, 300)}`);

  const targets = { ours: ours.url + oursPath, waline: waline.url + walinePath };
  const samples = {};
  for (const connections of CONNECTION_COUNTS)
    for (const side of ["ours", "waline"]) await autocannonRun({ url: targets[side], connections, duration: 1 });
  for (let n = 0; n < ROUNDS; n += 1) {
    for (const connections of CONNECTION_COUNTS) {
      for (const side of n % 2 ? ["waline", "ours"] : ["ours", "waline"]) {
        (samples[`${side} ${connections}`] ??= []).push(
          await autocannonRun({ url: targets[side], connections, duration: DURATION }),
        );
      }
    }
  }
  for (const connections of CONNECTION_COUNTS) {
    const oursFigures = summarise(samples[`ours ${connections}`]);
    const walineFigures = summarise(samples[`waline ${connections}`]);
    for (const [name, figures] of [
      ["sxz", oursFigures],
      ["Waline", walineFigures],
    ]) {
      if (figures.non2xx || figures.errors)
        notes.push(
          `${name} at ${connections} connections: ${figures.non2xx} non-2xx answers and ${figures.errors} errors of ${figures.total}.`,
        );
      rows.push({
        metric: `${name}: list page 1, ${connections} connections`,
        value: round(figures.requestsPerSecond, 0),
        unit: "req/s",
        note: `p50 ${figures.p50} ms, mean ${round(figures.mean, 2)} ms, p99 ${figures.p99} ms; median of ${ROUNDS} rounds of ${DURATION} s`,
      });
    }
    rows.push({
      metric: `sxz / Waline requests/s, ${connections} connections`,
      value: round(oursFigures.requestsPerSecond / walineFigures.requestsPerSecond, 2),
      unit: "×",
      note: `mean latency ${round(walineFigures.mean / oursFigures.mean, 2)} × lower, p99 ${round(oursFigures.p99 / walineFigures.p99, 2)} × of Waline's`,
    });
  }
  for (const row of rows) console.info(`  ${row.metric}: ${row.value} ${row.unit} (${row.note})`);
  notes.push(
    `Waline: @waline/vercel ${WALINE_VERSION} (\`node vanilla.js\`, ThinkJS production mode, one worker) on a SQLite file with Waline's three tables and ${COMMENTS.toLocaleString("en")} approved top-level comments on one page; GET ${walinePath}. It logs every SQL statement (its default), drained to nowhere here; its log shows a list call counting the page's comments, reading every top-level comment of the page (no LIMIT: the page is cut in JavaScript), then the page's replies. Its login-provider lookup (OAUTH_URL, fetched on every request) is answered by a local process, since the default address is on the internet.`,
    `Ours: packages/server/src/main.ts on SQLite with ${COMMENTS.toLocaleString("en")} reviews on one resource (bench/server/seed.ts); GET ${oursPath}. Both anonymous, page size 10, newest first; rounds interleaved, the load generator in its own process, all on the same 2-core machine.`,
  );
} catch (error) {
  console.error(error);
  notes.push(`Waline comparison failed: ${error.message}`);
} finally {
  for (const process of started.reverse()) await process.stop();
  rmSync(walineData, { recursive: true, force: true });
  rmSync(oursData, { recursive: true, force: true });
}
writeResult("waline", { title, rows, notes });
