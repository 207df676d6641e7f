#!/usr/bin/env node
// Builds the browser bundles: the client layer's dist/sxz-client.js, the widget's dist/ (the two <sxz-score>
// bundles — sxz-score.js on Preact, sxz-score.react.js with React — and the library build) and the demo
// site's dist/ that the server serves; then the compiled server
// (packages/server/dist) and the brotli and gzip twins of every asset the server sends (precompress.mjs).
// `--if-stale` skips a package whose dist is newer than every file of its sources.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { precompress } from "./precompress.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const onlyStale = process.argv.includes("--if-stale");
// Order matters: the demo embeds the widget's bundle.
const targets = ["packages/client", "packages/reviews", "apps/demo", "packages/server"];
// Build outputs the server sends to browsers.
const servedOutputs = ["packages/reviews/dist", "apps/demo/dist"];
// Sources a target's output depends on besides its own folder.
const sharedSources = ["packages/client/src", "packages/contract/src"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) {
    if (name === "node_modules" || name === "dist") continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

let failed = false;
for (const target of targets) {
  const dir = join(root, target);
  const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  if (!pkg.scripts?.build) continue;
  if (onlyStale) {
    const built = newestMtime(join(dir, "dist"));
    const sources = Math.max(
      newestMtime(dir),
      ...sharedSources.map((s) => newestMtime(join(root, s))),
      ...(target === "apps/demo" ? [newestMtime(join(root, "packages/reviews/src"))] : []),
    );
    if (built > sources) continue;
  }
  console.info(`Building ${pkg.name}…`);
  const result = spawnSync("npm", ["run", "build", "--silent", "-w", pkg.name], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) failed = true;
}
if (!failed) {
  const written = servedOutputs.reduce((sum, output) => sum + precompress(join(root, output)), 0);
  if (written) console.info(`Precompressed ${written} files (brotli and gzip).`);
}
process.exit(failed ? 1 : 0);
