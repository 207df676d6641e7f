#!/usr/bin/env node
// What a page downloads for the review widget, next to the comment widgets of two peers, measured the same way:
// gzip -9 and brotli (quality 11) of each JS and CSS file, summed. Ours: the files Chromium fetches for the default
// embed (`<script type="module" src="/widget/sxz-score.js">` + `<sxz-score>`, no host request function) before the
// summary and 10 reviews are on screen, recorded from the real server (parts prefetched after that paint are listed apart). Peers: the files of their published npm
// packages (bench-only devDependencies) that their documented default embed loads; see PEERS below.
import { readFileSync, mkdtempSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { launchChromium } from "./support/browser.mjs";
import { root, runTsx, startServer } from "./support/processes.mjs";
import { round, writeResult } from "./support/results.mjs";

// Installed at the root (package.json is not in every package's exports map, so the folder is taken directly).
const packageDir = (name) => join(root, "node_modules", name);
const versionOf = (name) => JSON.parse(readFileSync(join(packageDir(name), "package.json"), "utf8")).version;

// The files each peer's own "quick start" puts on a page: a script (ES module or UMD, no further imports) and its
// stylesheet. Waline: `import { init } from ".../dist/waline.js"` + `dist/waline.css` (the full build, Vue inside).
// Artalk: `dist/Artalk.js` + `dist/Artalk.css`; ArtalkLite is Artalk's smaller build (no Markdown editor preview).
const PEERS = [
  { label: "Waline", name: "@waline/client", files: ["dist/waline.js", "dist/waline.css"] },
  { label: "Artalk", name: "artalk", files: ["dist/Artalk.js", "dist/Artalk.css"] },
  { label: "ArtalkLite", name: "artalk", files: ["dist/ArtalkLite.js", "dist/ArtalkLite.css"] },
];

const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;
const brotli = (bytes) =>
  brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  }).length;
const sizes = (files) =>
  files.reduce(
    (sum, { bytes }) => ({
      raw: sum.raw + bytes.length,
      gzip: sum.gzip + gzip(bytes),
      brotli: sum.brotli + brotli(bytes),
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
const kB = (bytes) => round(bytes / 1000, 1);

if (!existsSync(join(root, "packages/reviews/dist/sxz-score.js")))
  throw new Error("packages/reviews/dist/sxz-score.js is missing: run `npm run build` first");

/**
 * The JS and CSS files Chromium downloads for the embed of `script` before the first 10 reviews are shown (`before`),
 * and those it fetches after that paint, until the network is idle (`after`: the parts prefetched for later use).
 */
async function ourDownloads(script) {
  const dataDir = mkdtempSync(join(tmpdir(), "sxz-bench-peers-"));
  const server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: "1000000", SEED_DEMO_DATA: "false" });
  const browser = await launchChromium();
  try {
    await runTsx(join(root, "bench/server/seed.ts"), ["50", "bench-course"], { env: { DATA_DIR: dataDir } });
    const page = await browser.newPage();
    // The frame in which the summary's figures and 10 cards are first there, on the page's own clock.
    await page.addInitScript(() => {
      const check = () => {
        const root = document.querySelector("sxz-score")?.shadowRoot;
        if ((root?.querySelectorAll("article").length ?? 0) >= 10)
          Object.assign(window, { __paintAt: performance.now() });
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    const files = new Map();
    page.on("response", async (response) => {
      const type = response.request().resourceType();
      const path = new URL(response.url()).pathname;
      if (type === "script" || type === "stylesheet" || /\.(m?js|css)$/.test(path)) files.set(path, response.body());
    });
    await page.route(`${server.url}/bench-host`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Course</title></head><body>
<script type="module" src="${script}"></script>
<sxz-score resource-id="bench-course" module-id="course" sxz-lang="zh_CN" is-permission="true" is-progress="true"></sxz-score>
</body></html>`,
      }),
    );
    await page.goto(`${server.url}/bench-host`);
    const problems = [];
    page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
    page.on("pageerror", (error) => problems.push(error.message));
    await page
      .waitForFunction(
        () => (document.querySelector("sxz-score")?.shadowRoot?.querySelectorAll("article").length ?? 0) >= 10,
        null,
        { timeout: 60_000 },
      )
      .catch(async (error) => {
        const shown = await page.evaluate(
          () => document.querySelector("sxz-score")?.shadowRoot?.innerHTML.slice(0, 800) ?? "no shadow root",
        );
        throw new Error(
          `the widget did not show 10 reviews: ${error.message}; errors: ${problems.join(" | ")}; files: ${[...files.keys()].join(", ")}; shown: ${shown}`,
        );
      });
    await page.waitForLoadState("networkidle");
    const requestedBeforePaint = new Set(
      await page.evaluate(() => {
        const paintAt = window.__paintAt;
        return performance
          .getEntriesByType("resource")
          .filter((entry) => entry.startTime <= paintAt)
          .map((entry) => new URL(entry.name).pathname);
      }),
    );
    const before = [];
    const after = [];
    for (const [path, body] of files)
      (requestedBeforePaint.has(path) ? before : after).push({ path, bytes: await body });
    const byPath = (a, b) => a.path.localeCompare(b.path);
    return { before: before.sort(byPath), after: after.sort(byPath) };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Ours is the default embed (/widget/sxz-score.js, on Preact); the React standalone is a second row.
const ourLoads = await ourDownloads("/widget/sxz-score.js");
const ours = ourLoads.before;
const ourSize = sizes(ours);
const reactLoads = await ourDownloads("/widget/sxz-score.react.js");
const react = reactLoads.before;
const reactSize = sizes(react);
const names = (files) => files.map((file) => file.path.replace(/^\/widget\//, "")).join(", ");
const later = (files) =>
  files.length
    ? `; fetched after the first paint, for later use: ${kB(sizes(files).gzip)} kB gzip -9 (${names(files)})`
    : "";
const listed = (loads) =>
  `${loads.before.length} files before the first paint: ${names(loads.before)}${later(loads.after)}`;
const rows = [
  {
    metric: "sxz <sxz-score>, default embed (JS + CSS as downloaded)",
    value: kB(ourSize.gzip),
    unit: "kB gzip -9",
    note: `brotli ${kB(ourSize.brotli)} kB, ${kB(ourSize.raw)} kB raw; ${listed(ourLoads)}`,
  },
  {
    metric: "sxz <sxz-score>, React standalone embed (sxz-score.react.js)",
    value: kB(reactSize.gzip),
    unit: "kB gzip -9",
    note: `brotli ${kB(reactSize.brotli)} kB, ${kB(reactSize.raw)} kB raw; ${listed(reactLoads)}`,
  },
];
const table = {
  caption: "Per widget (kB = 1,000 bytes)",
  header: ["widget", "version", "files", "raw kB", "gzip -9 kB", "brotli kB", "ours / it (gzip)", "ours / it (brotli)"],
  rows: [],
};
table.rows.push([
  "sxz <sxz-score> (default, Preact)",
  "this tree",
  ours.length,
  kB(ourSize.raw),
  kB(ourSize.gzip),
  kB(ourSize.brotli),
  1,
  1,
]);
table.rows.push([
  "sxz <sxz-score> (React standalone)",
  "this tree",
  react.length,
  kB(reactSize.raw),
  kB(reactSize.gzip),
  kB(reactSize.brotli),
  round(ourSize.gzip / reactSize.gzip, 2),
  round(ourSize.brotli / reactSize.brotli, 2),
]);
for (const peer of PEERS) {
  const files = peer.files.map((file) => ({ path: file, bytes: readFileSync(join(packageDir(peer.name), file)) }));
  const size = sizes(files);
  const version = versionOf(peer.name);
  rows.push({
    metric: `${peer.label} ${version} (${peer.name}), default embed`,
    value: kB(size.gzip),
    unit: "kB gzip -9",
    note: `brotli ${kB(size.brotli)} kB, ${kB(size.raw)} kB raw; ${peer.files.join(" + ")}`,
  });
  rows.push({
    metric: `sxz / ${peer.label} (gzip -9)`,
    value: round(ourSize.gzip / size.gzip, 2),
    unit: "×",
    note: `brotli ${round(ourSize.brotli / size.brotli, 2)} ×`,
  });
  table.rows.push([
    peer.label,
    version,
    files.length,
    kB(size.raw),
    kB(size.gzip),
    kB(size.brotli),
    round(ourSize.gzip / size.gzip, 2),
    round(ourSize.brotli / size.brotli, 2),
  ]);
}
for (const row of rows) console.info(`  ${row.metric}: ${row.value} ${row.unit} (${row.note})`);

writeResult("peers", {
  title: "Widget download next to its peers (JS + CSS, gzip -9 and brotli)",
  rows,
  tables: [table],
  notes: [
    'Ours: every script and stylesheet Chromium (system, headless) fetched for `<script type="module" src="/widget/sxz-score.js">` (the default embed, on Preact; the React standalone the same way with `sxz-score.react.js`) and one `<sxz-score sxz-lang="zh_CN">` (no host request function, so the widget loads the client layer itself) from the real server, requested before the frame in which the summary and 10 review cards were first on screen (Resource Timing start times against that frame, noted in the page); what it fetches after that paint (the parts loaded on use, prefetched when the page idles) is named in the row\'s note and not counted; the sizes are those of the files\' bytes compressed here, not of the transfer encoding.',
    "Peers: the files their documented default embed loads, from the published npm packages installed as bench-only devDependencies (exact versions in package.json). Both peers bundle their default language and load other languages on demand; Waline's figure is its full build (Vue inside), as its quick start loads it.",
  ],
});
