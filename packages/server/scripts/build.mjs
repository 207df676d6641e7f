#!/usr/bin/env node
// Compiles the server into plain JavaScript: dist/main.js, which `node bin/sxz-server.js` runs without tsx, and
// dist/admin.js, the operator's command line (`sxz-server admin …`).
// The workspace package @sxz/contract (TypeScript sources) is bundled in; npm dependencies stay external and are
// resolved from node_modules at run time. Migrations and seeds are imported statically, so they are in the bundle.
// Files are written under a temporary name and renamed, so a build never leaves a half-written bundle behind for a
// server starting at the same moment (tests build concurrently).
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const serverDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const outdir = join(serverDir, "dist");

/** Every bare import is an npm dependency left to node, except the workspace sources bundled in. */
const externalDependencies = {
  name: "external-dependencies",
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path === "@sxz/contract" || args.path.startsWith("@sxz/contract/")) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const result = await build({
  entryPoints: { main: join(serverDir, "src/main.ts"), admin: join(serverDir, "src/admin/main.ts") },
  outdir,
  bundle: true,
  platform: "node",
  // The workspace packages' sources (their exports name them under this condition; dist/esm is for npm consumers).
  conditions: ["@sxz/source"],
  format: "esm",
  target: "node20.19",
  sourcemap: "linked",
  write: false,
  logLevel: "warning",
  plugins: [externalDependencies],
});

mkdirSync(outdir, { recursive: true });
for (const file of result.outputFiles) {
  const temporary = join(dirname(file.path), `.${basename(file.path)}.${process.pid}.tmp`);
  writeFileSync(temporary, file.contents);
  renameSync(temporary, file.path);
}
console.info(`Built ${join("packages/server/dist", "main.js")} and ${join("packages/server/dist", "admin.js")}`);
