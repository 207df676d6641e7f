#!/usr/bin/env node
// The sxz reference server as plain node runs it: the compiled bundle in dist/ (`npm run build -w @sxz/server`).
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const main = join(dirname(fileURLToPath(import.meta.url)), "../dist/main.js");
if (!existsSync(main)) {
  console.error(`The server is not built (${main} is missing): run \`npm run build\` first.`);
  process.exit(2);
}
// Stack traces point into src/, not the bundle.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(main).href);
