#!/usr/bin/env node
// The sxz reference server as plain node runs it: the compiled bundle in dist/ (`npm run build -w @sxz/server`).
// `sxz-server admin <command>` runs the operator's command line instead (dist/admin.js; `admin --help` lists it).
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const admin = process.argv[2] === "admin";
if (admin) process.argv.splice(2, 1);
const main = join(dirname(fileURLToPath(import.meta.url)), admin ? "../dist/admin.js" : "../dist/main.js");
if (!existsSync(main)) {
  console.error(`The server is not built (${main} is missing): run \`npm run build\` first.`);
  process.exit(2);
}
// Stack traces point into src/, not the bundle.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(main).href);
