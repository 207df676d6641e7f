#!/usr/bin/env node
// npm's `prepack` and `postpack` of the library packages (`npm pack -w packages/<name>`, `npm publish`), run in the
// package's folder:
//
//   node ../../scripts/pack-manifest.mjs prepack    builds what the package ships (dist/esm), first the workspace
//       packages it depends on whose build is missing or older than their sources (so a fresh clone packs any
//       package in any order), then writes the package.json the tarball carries: the exports map without the
//       "@sxz/source" condition (it names ./src/*.ts, which the tarball leaves out), sideEffects without source
//       paths, no scripts (they run the monorepo's own files). The workspace's package.json waits in
//       .package.workspace.json meanwhile.
//   node ../../scripts/pack-manifest.mjs postpack   puts the workspace's package.json back.
//
// A pack that stopped between the two leaves the side file: the next prepack (or postpack) restores it first.
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildPackage } from "./build-package.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const SOURCE_CONDITION = "@sxz/source";
const SIDE_FILE = ".package.workspace.json";

/** The exports map as consumers resolve it: every "@sxz/source" condition left out, at any depth. */
export function publishedExports(exports) {
  if (typeof exports !== "object" || exports === null || Array.isArray(exports)) return exports;
  return Object.fromEntries(
    Object.entries(exports)
      .filter(([key]) => key !== SOURCE_CONDITION)
      .map(([key, value]) => [key, publishedExports(value)]),
  );
}

/** The package.json a tarball carries: only names of files it ships, nothing that runs the monorepo's scripts. */
export function publishedManifest(manifest) {
  const { scripts: _scripts, ...published } = manifest;
  if (published.exports) published.exports = publishedExports(published.exports);
  if (Array.isArray(published.sideEffects))
    published.sideEffects = published.sideEffects.filter((path) => !/^(\.\/)?src\//.test(path));
  // TypeScript's older `moduleResolution: node` (node10) reads no exports map: the same declarations through
  // `types` and `typesVersions`, so such a project gets the types of every entry too.
  const declarations = Object.entries(published.exports ?? {}).filter(
    ([, target]) => typeof target?.types === "string",
  );
  const root = declarations.find(([subpath]) => subpath === ".");
  if (root) published.types = root[1].types;
  const subpaths = declarations.filter(([subpath]) => subpath !== ".");
  if (subpaths.length > 0)
    published.typesVersions = {
      "*": Object.fromEntries(subpaths.map(([subpath, target]) => [subpath.slice(2), [target.types]])),
    };
  return published;
}

/** The workspace folder of an @sxz package (packages/<name>), or null for anything else. */
function workspaceDir(name) {
  if (!name.startsWith("@sxz/")) return null;
  const dir = join(root, "packages", name.slice("@sxz/".length));
  return existsSync(join(dir, "package.json")) ? dir : null;
}

function readManifest(dir) {
  const sideFile = join(dir, SIDE_FILE);
  return JSON.parse(readFileSync(existsSync(sideFile) ? sideFile : join(dir, "package.json"), "utf8"));
}

/** The workspace packages `dir` depends on, dependencies first, each once. */
function workspaceDependencies(dir, seen = new Set()) {
  const order = [];
  for (const name of Object.keys(readManifest(dir).dependencies ?? {})) {
    const dependency = workspaceDir(name);
    if (!dependency || seen.has(dependency)) continue;
    seen.add(dependency);
    order.push(...workspaceDependencies(dependency, seen), dependency);
  }
  return order;
}

/** Newest modification time of the files under `path` (a file or a folder). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newest(join(path, entry))));
}

/** A built dist/esm at least as new as every source and the build's configuration. */
function isBuilt(dir) {
  const built = join(dir, "dist/esm/index.d.ts");
  if (!existsSync(built)) return false;
  return statSync(built).mtimeMs >= Math.max(newest(join(dir, "src")), newest(join(dir, "tsconfig.build.json")));
}

function restore(dir) {
  const sideFile = join(dir, SIDE_FILE);
  if (existsSync(sideFile)) renameSync(sideFile, join(dir, "package.json"));
}

export function prepack(dir) {
  restore(dir);
  for (const dependency of workspaceDependencies(dir)) {
    if (isBuilt(dependency)) continue;
    buildPackage(dependency);
    console.info(`built ${dependency.slice(root.length + 1)}/dist/esm (needed by ${dir.slice(root.length + 1)})`);
  }
  buildPackage(dir);
  const manifestPath = join(dir, "package.json");
  const text = readFileSync(manifestPath, "utf8");
  writeFileSync(join(dir, SIDE_FILE), text);
  writeFileSync(manifestPath, `${JSON.stringify(publishedManifest(JSON.parse(text)), null, 2)}\n`);
}

export function postpack(dir) {
  restore(dir);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [step] = process.argv.slice(2);
  const dir = resolve(process.cwd());
  if (step === "prepack") prepack(dir);
  else if (step === "postpack") postpack(dir);
  else {
    console.error("usage: node scripts/pack-manifest.mjs prepack|postpack (in a package's folder)");
    process.exit(2);
  }
}
