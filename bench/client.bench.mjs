#!/usr/bin/env node
// Client layer in Chromium against the real server: how many refreshes N concurrent requests that all meet a
// 401 cause, and what the interceptor stack costs per request compared with a bare axios instance.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bundle, launchChromium, page as fixturePage, serveFiles } from "./support/browser.mjs";
import { root, startServer } from "./support/processes.mjs";
import { envInt, median, round, writeResult } from "./support/results.mjs";

const CONCURRENT = envInt("BENCH_CLIENT_CONCURRENT", 1000);
const ROUNDS = envInt("BENCH_CLIENT_ROUNDS", 3);
const COST_REQUESTS = envInt("BENCH_CLIENT_COST_REQUESTS", 1000);
// Long enough that the refreshed token outlives the replays of the whole burst on a slow machine.
const TTL = envInt("BENCH_CLIENT_TOKEN_TTL", 45);

const rows = [];
const notes = [];
const code = await bundle(join(root, "bench/client/entry.ts"));
const browser = await launchChromium();

async function openPage(server) {
  const context = await browser.newContext();
  await serveFiles(context, server.url, {
    "/__bench/client.js": { body: code, contentType: "text/javascript" },
    "/__bench/client.html": { body: fixturePage("/__bench/client.js"), contentType: "text/html" },
  });
  const page = await context.newPage();
  await page.goto(`${server.url}/__bench/client.html?tenantId=demo`);
  await page.waitForSelector("body[data-ready=true]", { state: "attached" });
  await page.evaluate(() => window.sxz.auth.login("learner", "learner"));
  return { context, page };
}

async function withServer(env, run) {
  const dataDir = mkdtempSync(join(tmpdir(), "sxz-bench-client-"));
  const server = await startServer({
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: "1000000",
    LOGIN_RATE_LIMIT_PER_MINUTE: "1000",
    ...env,
  });
  try {
    return await run(server);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// N concurrent requests with an expired access token: every one meets 401, one refresh serves them all.
await withServer({ ACCESS_TOKEN_TTL: String(TTL) }, async (server) => {
  const { context, page } = await openPage(server);
  let refreshes = 0;
  let unauthorised = 0;
  context.on("request", (request) => {
    if (request.url().includes("/api/auth/oauth/token") && request.url().includes("grant_type=refresh_token"))
      refreshes += 1;
  });
  context.on("response", (response) => {
    if (response.status() === 401 && response.url().includes("/api/accounts/users/me")) unauthorised += 1;
  });
  const perRound = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    // Let the access token expire; the refresh token stays valid.
    await page.waitForTimeout(TTL * 1000 + 600);
    refreshes = 0;
    unauthorised = 0;
    const result = await page.evaluate(async (count) => {
      const started = performance.now();
      const outcomes = await Promise.allSettled(
        Array.from({ length: count }, () => window.sxz.http.get("/api/accounts/users/me")),
      );
      const ok = outcomes.filter(
        (outcome) => outcome.status === "fulfilled" && outcome.value.data?.data?.user_name === "learner",
      ).length;
      return { ok, ms: performance.now() - started };
    }, CONCURRENT);
    await page.waitForTimeout(200);
    perRound.push({ ...result, refreshes, unauthorised });
    console.info(
      `  round ${round + 1}: ${result.ok}/${CONCURRENT} answered, ${unauthorised} × 401, ${refreshes} refresh call(s), ${Math.round(result.ms)} ms`,
    );
  }
  const maxRefreshes = Math.max(...perRound.map((r) => r.refreshes));
  rows.push({
    metric: `refresh calls for ${CONCURRENT.toLocaleString("en")} concurrent requests that meet 401`,
    value: maxRefreshes,
    unit: "calls",
    note: `most of ${ROUNDS} rounds (each: ${perRound.map((r) => r.refreshes).join(", ")}); must be 1`,
  });
  rows.push({
    metric: "requests of the burst answered 401 by the server",
    value: median(perRound.map((r) => r.unauthorised)),
    unit: "of " + CONCURRENT,
    note: `median of rounds (${perRound.map((r) => r.unauthorised).join(", ")}); counted in the browser`,
  });
  rows.push({
    metric: "requests of the burst that succeeded after the replay",
    value: Math.min(...perRound.map((r) => r.ok)),
    unit: "of " + CONCURRENT,
    note: "fewest of the rounds",
  });
  rows.push({
    metric: "burst duration (401s, one refresh, replays)",
    value: round(median(perRound.map((r) => r.ms)), 0),
    unit: "ms",
    note: "median of rounds; Chromium sends at most 6 requests at a time per origin over HTTP/1.1",
  });
  await context.close();
});

// Cost per request of the interceptor stack, in blocks that alternate between the two instances.
await withServer({}, async (server) => {
  const { context, page } = await openPage(server);
  const timing = await page.evaluate(async (total) => {
    const token =
      document.cookie
        .split("; ")
        .find((pair) => pair.startsWith("access_token="))
        ?.split("=")[1] ?? "";
    const bare = () =>
      window.bareAxios.get("/api/accounts/users/me", { headers: { authorization: `Bearer ${token}` } });
    const layered = () => window.sxz.http.get("/api/accounts/users/me");
    // No network: an adapter that answers at once, so only the interceptors' own work is timed.
    const answer = async (config) => ({
      data: { code: 200, data: { user_name: "learner" }, message: "" },
      status: 200,
      statusText: "OK",
      headers: {},
      config,
      request: {},
    });
    const bareLocal = () => window.bareAxios.get("/api/accounts/users/me", { adapter: answer });
    // client.http sends over fetch and takes no adapter: the same pipeline installed on an axios instance does.
    const layeredLocal = () => window.pipedAxios.get("/api/accounts/users/me", { adapter: answer });
    const block = 25;
    const timeBlock = async (call) => {
      const started = performance.now();
      for (let i = 0; i < block; i += 1) await call();
      return (performance.now() - started) / block;
    };
    const samples = { bare: [], layered: [], bareLocal: [], layeredLocal: [] };
    for (let i = 0; i < block; i += 1) await layered(); // warm-up
    for (let done = 0; done < total; done += block) {
      samples.bare.push(await timeBlock(bare));
      samples.layered.push(await timeBlock(layered));
      samples.bareLocal.push(await timeBlock(bareLocal));
      samples.layeredLocal.push(await timeBlock(layeredLocal));
    }
    return samples;
  }, COST_REQUESTS);
  const bare = median(timing.bare);
  const layered = median(timing.layered);
  const bareLocal = median(timing.bareLocal);
  const layeredLocal = median(timing.layeredLocal);
  rows.push({
    metric: "per request, bare axios instance (real server)",
    value: round(bare, 3),
    unit: "ms",
    note: `GET /api/accounts/users/me with the token, sequential; median of ${timing.bare.length} blocks of 25`,
  });
  rows.push({
    metric: "per request, client layer http (real server)",
    value: round(layered, 3),
    unit: "ms",
    note: "same request through the request pipeline over fetch (headers, catalogue, refresh, redirects)",
  });
  rows.push({
    metric: "interceptor stack / bare axios (real server)",
    value: round(layered / bare, 3),
    unit: "×",
    note: "same page, alternating blocks",
  });
  rows.push({
    metric: "per request, bare axios (no network)",
    value: round(bareLocal * 1000, 1),
    unit: "µs",
    note: "an adapter that answers at once: the instance's own work only",
  });
  rows.push({
    metric: "per request, client layer http (no network)",
    value: round(layeredLocal * 1000, 1),
    unit: "µs",
    note: "same, through the request pipeline installed on an axios instance (@sxz/client/axios)",
  });
  rows.push({
    metric: "interceptor stack / bare axios (no network)",
    value: round(layeredLocal / bareLocal, 2),
    unit: "×",
    note: `added cost ${round((layeredLocal - bareLocal) * 1000, 1)} µs per request`,
  });
  await context.close();
});

await browser.close();
notes.push(
  `Chromium (system, headless) with the client layer bundled and minified from packages/client/src; the real server (src/main.ts, SQLite, demo data) in its own process; access tokens live ${TTL} s for the 401 burst, the default 900 s for the per-request cost.`,
);
writeResult("client", {
  title: "Client layer in Chromium: one refresh for a 401 storm, interceptor cost",
  rows,
  notes,
});
