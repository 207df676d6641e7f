#!/usr/bin/env node
// `npm start`: builds what is stale (the compiled server included), then runs the server as deployed — plain node
// on packages/server/dist — on SQLite under ./data with the demo site.
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const build = spawnSync(process.execPath, [join(root, "scripts/build.mjs"), "--if-stale"], {
  cwd: root,
  stdio: "inherit",
});
if (build.status !== 0) {
  console.error("The build failed; see above.");
  process.exit(1);
}
process.env.DATA_DIR ??= join(root, "data");
await import(pathToFileURL(join(root, "packages/server/bin/sxz-server.js")).href);
