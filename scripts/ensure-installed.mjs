#!/usr/bin/env node
// Installs the dependencies when node_modules is missing or was installed from another package-lock.json.
// Dependency-free on purpose: it runs before node_modules exists.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const lockFile = join(root, "package-lock.json");
const stampFile = join(root, "node_modules", ".sxz-install-stamp");

function lockHash() {
  const hash = createHash("sha256");
  for (const file of ["package-lock.json", "package.json"]) {
    const path = join(root, file);
    if (existsSync(path)) hash.update(readFileSync(path));
  }
  return hash.digest("hex");
}

const wanted = lockHash();
const recorded = existsSync(stampFile) ? readFileSync(stampFile, "utf8").trim() : "";
if (recorded === wanted) process.exit(0);

const command = existsSync(lockFile) ? ["ci"] : ["install"];
console.info(`Installing dependencies (npm ${command[0]}); the first time takes a few minutes…`);
const result = spawnSync("npm", [...command, "--no-audit", "--no-fund", "--loglevel=error"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, npm_config_update_notifier: "false" },
});
if (result.status !== 0) {
  console.error("Dependency installation failed; see the npm output above.");
  process.exit(result.status ?? 1);
}
writeFileSync(stampFile, lockHash() + "\n");
