#!/usr/bin/env node
// The `sxz-contract` command (`npx @sxz/contract check-backend …`) as plain node runs it: the compiled checker in
// dist/esm (`node scripts/build-package.mjs packages/contract`, run by `npm pack`).
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const cli = join(dirname(fileURLToPath(import.meta.url)), "../dist/esm/check-backend/cli.js");
if (!existsSync(cli)) {
  console.error(
    `@sxz/contract is not built (${cli} is missing): run \`node scripts/build-package.mjs packages/contract\` first.`,
  );
  process.exit(2);
}
await import(pathToFileURL(cli).href);
