#!/usr/bin/env node
// Transfer weights: the bytes a browser actually downloads for the <sxz-score> script and for the demo page, as the
// compiled server sends them — without compression, with gzip and with brotli (the build's precompressed twins).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join, posix } from "node:path";
import { root } from "./support/processes.mjs";
import { writeResult } from "./support/results.mjs";

const widgetDist = join(root, "packages/reviews/dist");
const needed = [
  join(widgetDist, "sxz-score.js.br"),
  join(root, "apps/demo/dist/index.html.br"),
  join(root, "packages/server/dist/main.js"),
];
if (needed.some((file) => !existsSync(file))) {
  console.info("Building (the weights are those of the build output)…");
  if (spawnSync(process.execPath, [join(root, "scripts/build.mjs")], { cwd: root, stdio: "inherit" }).status !== 0)
    throw new Error("build failed");
}

/** One GET: the bytes as they crossed the wire and the encoding they came in. */
function wireGet(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    request(url, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (response) => {
      let bytes = 0;
      response.on("data", (chunk) => (bytes += chunk.length));
      response.on("end", () =>
        resolve({ status: response.statusCode, bytes, encoding: response.headers["content-encoding"] ?? "none" }),
      );
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

// The standalone element's download: sxz-score.js and the chunks it imports statically (the lazy locale and
// dialog chunks come later, when used).
const closure = new Set();
const visit = (file) => {
  if (closure.has(file)) return;
  closure.add(file);
  for (const match of readFileSync(join(widgetDist, file), "utf8").matchAll(
    /(?:from|import)\s*["'](\.{1,2}\/[^"']+)["']/g,
  )) {
    visit(posix.normalize(posix.join(posix.dirname(file), match[1])));
  }
};
visit("sxz-score.js");
const widgetPaths = [...closure].map((file) => `/widget/${file}`);

// The demo page's first load: its HTML and the scripts, styles and preloads the HTML names.
const html = readFileSync(join(root, "apps/demo/dist/index.html"), "utf8");
const pagePaths = [
  "/",
  ...new Set([...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map((match) => match[1])),
];

const dataDir = mkdtempSync(join(tmpdir(), "sxz-weights-"));
const server = spawn(process.execPath, [join(root, "packages/server/bin/sxz-server.js")], {
  env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "" },
  stdio: ["ignore", "pipe", "inherit"],
});
try {
  const port = await new Promise((resolve, reject) => {
    let out = "";
    server.stdout.on("data", (chunk) => {
      out += chunk;
      const match = /listening on http:\/\/[^:]+:(\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    server.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  const base = `http://127.0.0.1:${port}`;
  const encodings = [
    ["uncompressed", undefined],
    ["gzip", "gzip"],
    ["brotli", "gzip, deflate, br, zstd"],
  ];
  const rows = [];
  for (const [what, paths] of [
    ["`<sxz-score>` script (sxz-score.js + static imports)", widgetPaths],
    ["demo page first load (HTML + its scripts and styles)", pagePaths],
  ]) {
    const sizes = {};
    for (const [label, accept] of encodings) {
      let total = 0;
      for (const path of paths) {
        const answer = await wireGet(base + path, accept);
        if (answer.status !== 200) throw new Error(`${path}: HTTP ${answer.status}`);
        total += answer.bytes;
      }
      sizes[label] = total;
    }
    for (const [label] of encodings)
      rows.push({
        metric: `${what}, ${label}`,
        value: Math.round(sizes[label] / 10) / 100,
        unit: "kB transferred",
        note: `${paths.length} files`,
      });
  }
  writeResult("weights", {
    title: "Transfer weights as the server sends them (kB = 1,000 bytes of response body)",
    rows,
    notes: [
      "Measured over HTTP against the compiled server (bin/sxz-server.js) serving the build output: brotli and gzip are the .br/.gz twins the build writes (brotli quality 11, gzip level 9), sent by @fastify/static with preCompressed. The brotli row asks as Chromium does (gzip, deflate, br, zstd); the server prefers br.",
      `Files: ${widgetPaths.join(", ")}; ${pagePaths.join(", ")}.`,
    ],
  });
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
