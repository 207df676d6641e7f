#!/usr/bin/env node
// The packages as someone outside the monorepo gets them: builds @sxz/contract, @sxz/client and @sxz/reviews
// (dist/esm), packs each with `npm pack`, installs the three tarballs into two throwaway consumer projects (one
// with React 19, one with React 18; npm registry through the local cache), and then, in each consumer:
//   - imports every public entry in plain Node (no DOM, no bundler, no TypeScript loader);
//   - type-checks a consumer file under `module: NodeNext` and under `moduleResolution: Bundler`, with
//     `skipLibCheck: false`, so our shipped .d.ts are checked and our sources are nowhere in the program;
//   - renders <ReviewWidget> with react-dom/server (and imports @sxz/reviews/element on the server too);
// and, with React 19, builds a small Vite app that registers and uses <sxz-score>. Last, the server's tarball is
// checked as a deployable: its contents, and its bin run from an install.
// `--keep` leaves the consumer folders for a look; exit code 1 when any check fails.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildPackage } from "./build-package.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const PACKAGES = ["contract", "client", "reviews"];
const started = Date.now();
const keep = process.argv.includes("--keep");
const results = [];
const npmEnv = { ...process.env, npm_config_audit: "false", npm_config_fund: "false", npm_config_update_notifier: "false" };

function elapsed() {
  return `${((Date.now() - started) / 1000).toFixed(1)} s`;
}

function record(name, ok, detail = "") {
  results.push({ name, ok });
  console.info(`${ok ? "✓" : "✗"} ${name}${detail ? `\n${detail.trim().replace(/^/gm, "    ")}` : ""}`);
}

/** Runs a command; resolves {ok, output} (stdout and stderr together). */
function run(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => resolve({ ok: false, output: `${output}\n${error.message}` }));
    child.on("exit", (code) => resolve({ ok: code === 0, code, output }));
  });
}

const work = mkdtempSync(join(tmpdir(), "sxz-consumer-"));
try {
  // 1. Build and pack.
  for (const name of PACKAGES) buildPackage(join(root, "packages", name));
  console.info(`built dist/esm of ${PACKAGES.join(", ")} (${elapsed()})`);
  const tarballs = join(work, "tarballs");
  mkdirSync(tarballs);
  const packed = JSON.parse(
    execFileSync("npm", ["pack", "--json", "--ignore-scripts", "--pack-destination", tarballs, ...PACKAGES.flatMap((name) => ["-w", `@sxz/${name}`])], { cwd: root, env: npmEnv, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }),
  );
  for (const tarball of packed) {
    const paths = tarball.files.map((file) => file.path);
    const stray = paths.filter((path) => /(^|\/)(src|test)\/|\.test\.|\.config\./.test(path));
    const missing = ["LICENSE", "README.md", "package.json", "dist/esm/index.js", "dist/esm/index.d.ts"].filter((path) => !paths.includes(path));
    const manifest = JSON.parse(execFileSync("tar", ["-xOzf", join(tarballs, tarball.filename), "package/package.json"], { encoding: "utf8" }));
    const problems = [
      ...stray.map((path) => `ships ${path}`),
      ...missing.map((path) => `lacks ${path}`),
      ...(manifest.private ? ["is private"] : []),
      ...(manifest.license !== "MIT" ? [`license ${manifest.license}`] : []),
    ];
    record(`npm pack ${tarball.name}: ${tarball.entryCount} files, ${(tarball.size / 1024).toFixed(0)} kB, no sources or tests`, problems.length === 0, problems.join("\n"));
  }
  const tarballPaths = packed.map((tarball) => join(tarballs, tarball.filename));
  console.info(`packed (${elapsed()})`);

  // 2. Two consumers, installed in parallel.
  const consumers = [
    { react: "19", dependencies: { react: "^19.2.0", "react-dom": "^19.2.0", "@types/react": "^19.2.0", "@types/react-dom": "^19.2.0" } },
    { react: "18", dependencies: { react: "^18.3.0", "react-dom": "^18.3.0", "@types/react": "^18.3.0", "@types/react-dom": "^18.3.0" } },
  ].map((consumer) => ({ ...consumer, dir: join(work, `react-${consumer.react}`) }));
  const installs = await Promise.all(
    consumers.map((consumer) => {
      mkdirSync(consumer.dir);
      writeFileSync(join(consumer.dir, "package.json"), JSON.stringify({ name: `consumer-react-${consumer.react}`, private: true, type: "module" }, null, 2));
      const specs = [...tarballPaths, ...Object.entries(consumer.dependencies).map(([name, range]) => `${name}@${range}`)];
      return run("npm", ["install", "--prefer-offline", "--no-package-lock", "--ignore-scripts", "--loglevel=error", ...specs], { cwd: consumer.dir, env: npmEnv });
    }),
  );
  consumers.forEach((consumer, index) => record(`npm install of the tarballs with React ${consumer.react}`, installs[index].ok, installs[index].ok ? "" : installs[index].output));
  console.info(`installed (${elapsed()})`);
  if (!installs.every((install) => install.ok)) throw new Error("install failed");

  // The backend checker's command from the tarball under plain node: against an address where nothing listens
  // every call is a breaking "no answer", so it must print those lines and exit with status 1.
  const checker = await run(join(consumers[0].dir, "node_modules/.bin/sxz-contract"), ["check-backend", "http://127.0.0.1:9", "--resource-id", "r", "--module-id", "m"], { cwd: consumers[0].dir });
  const checkerRan = checker.code === 1 && /^BREAKING\s+general\s+widget\s+no answer/m.test(checker.output) && /^FAILED: /m.test(checker.output);
  record("npx @sxz/contract check-backend from the tarball runs under plain node (nothing listening: BREAKING lines, exit 1)", checkerRan, checkerRan ? "" : checker.output);

  const fixtures = join(root, "scripts/consumer-check");
  const tsc = join(root, "node_modules/typescript/bin/tsc");
  await Promise.all(
    consumers.map(async (consumer) => {
      for (const file of readdirSync(fixtures)) writeFileSync(join(consumer.dir, file), readFileSync(join(fixtures, file)));
      const [imports, nodeNext, bundler, ssr] = await Promise.all([
        run(process.execPath, ["import-entries.mjs"], { cwd: consumer.dir }),
        run(process.execPath, [tsc, "-p", "tsconfig.nodenext.json", "--listFiles"], { cwd: consumer.dir }).then((checked) => {
          const lines = checked.output.split("\n");
          const ours = lines.filter((line) => line.includes("/node_modules/@sxz/"));
          const sources = ours.filter((file) => !file.endsWith(".d.ts"));
          const errors = lines.filter((line) => !line.startsWith("/")).join("\n");
          // Our declarations must be in the program (checked, skipLibCheck false), our sources must not.
          const ok = checked.ok && ours.length > 0 && sources.length === 0;
          return { ok, output: `${errors}${sources.length ? `\nour sources in the program:\n${sources.join("\n")}` : ""}` };
        }),
        run(process.execPath, [tsc, "-p", "tsconfig.bundler.json"], { cwd: consumer.dir }),
        run(process.execPath, ["render-ssr.mjs"], { cwd: consumer.dir }),
      ]);
      record(`React ${consumer.react}: plain Node imports every entry`, imports.ok, imports.ok ? "" : imports.output);
      record(`React ${consumer.react}: tsc --noEmit, module NodeNext, skipLibCheck false`, nodeNext.ok, nodeNext.ok ? "" : nodeNext.output);
      record(`React ${consumer.react}: tsc --noEmit, moduleResolution Bundler, skipLibCheck false`, bundler.ok, bundler.ok ? "" : bundler.output);
      record(`React ${consumer.react}: react-dom/server renders <ReviewWidget>`, ssr.ok, ssr.output);
    }),
  );
  console.info(`imports, types and SSR checked (${elapsed()})`);

  // 3. A Vite app (React 19 consumer) that registers the element; Vite is the monorepo's, the packages the consumer's.
  const app = consumers[0].dir;
  const { build } = await import("vite");
  try {
    await build({ root: app, configFile: false, logLevel: "error", build: { outDir: join(app, "dist"), minify: true } });
    const assets = join(app, "dist/assets");
    const code = readdirSync(assets).filter((file) => file.endsWith(".js")).map((file) => readFileSync(join(assets, file), "utf8")).join("\n");
    const html = readFileSync(join(app, "dist/index.html"), "utf8");
    // The registration must survive tree-shaking (sideEffects) and the widget must be there, React included.
    const problems = [
      ...(code.includes("sxz-score") ? [] : ["the element's name is not in the bundle"]),
      ...(/customElements\.define|\.define\(/.test(code) ? [] : ["no customElements.define in the bundle"]),
      ...(code.includes("react.dev/errors") || code.includes("Minified React error") ? [] : ["React is not in the bundle"]),
      ...(/<script type="module"[^>]*src="\/assets\//.test(html) ? [] : ["index.html does not load the bundle"]),
    ];
    record(`vite build of an app with @sxz/reviews/element (${(code.length / 1024).toFixed(0)} kB JS)`, problems.length === 0, problems.join("\n"));
  } catch (error) {
    record("vite build of an app with @sxz/reviews/element", false, String(error?.stack ?? error));
  }

  // 4. The server as a deployable: its tarball carries the compiled bundle and the bin, nothing else; installed
  // without optional dependencies (better-sqlite3 builds from source), the bin starts under plain node with every
  // runtime dependency found, and stops with exit status 2 because it has neither SQLite nor DATABASE_URL.
  execFileSync(process.execPath, [join(root, "packages/server/scripts/build.mjs")], { cwd: root, stdio: "ignore" });
  const [server] = JSON.parse(
    execFileSync("npm", ["pack", "--json", "--ignore-scripts", "--pack-destination", tarballs, "-w", "@sxz/server"], { cwd: root, env: npmEnv, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }),
  );
  const serverPaths = server.files.map((file) => file.path).sort();
  const expected = ["LICENSE", "README.md", "bin/sxz-server.js", "dist/main.js", "dist/main.js.map", "package.json"];
  const serverManifest = JSON.parse(execFileSync("tar", ["-xOzf", join(tarballs, server.filename), "package/package.json"], { encoding: "utf8" }));
  const serverProblems = [
    ...(JSON.stringify(serverPaths) === JSON.stringify(expected) ? [] : [`ships ${serverPaths.join(", ")}`]),
    ...(serverManifest.private ? ["is private"] : []),
    ...(serverManifest.license !== "MIT" ? [`license ${serverManifest.license}`] : []),
    ...(Object.keys(serverManifest.dependencies ?? {}).some((name) => name.startsWith("@sxz/")) ? ["depends on a workspace package it bundles"] : []),
  ];
  record(`npm pack ${server.name}: ${server.entryCount} files, ${(server.size / 1024).toFixed(0)} kB, the bundle and the bin only`, serverProblems.length === 0, serverProblems.join("\n"));
  const deployDir = join(work, "server");
  mkdirSync(deployDir);
  writeFileSync(join(deployDir, "package.json"), JSON.stringify({ name: "server-deployment", private: true }, null, 2));
  const serverInstall = await run("npm", ["install", "--prefer-offline", "--no-package-lock", "--ignore-scripts", "--omit=optional", "--loglevel=error", join(tarballs, server.filename)], { cwd: deployDir, env: npmEnv });
  record("npm install of the server tarball (no optional dependencies)", serverInstall.ok, serverInstall.ok ? "" : serverInstall.output);
  if (serverInstall.ok) {
    const dataDir = join(work, "server-data");
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1" };
    // A package missing from its dependencies fails the bundle's static imports (ERR_MODULE_NOT_FOUND) before any
    // of its code runs; reaching the database choice proves they all resolved.
    const started = await run(join(deployDir, "node_modules/.bin/sxz-server"), [], { cwd: deployDir, env });
    const refusedAsDocumented = started.code === 2 && /better-sqlite3/.test(started.output) && /DATABASE_URL/.test(started.output) && !/ERR_MODULE_NOT_FOUND|Cannot find package/.test(started.output);
    record("sxz-server from the tarball runs under plain node (without SQLite or DATABASE_URL: exit 2, saying so)", refusedAsDocumented, refusedAsDocumented ? "" : started.output);
  }
} catch (error) {
  record("consumer check", false, String(error?.stack ?? error));
} finally {
  if (keep) console.info(`consumers kept in ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

const failed = results.filter((result) => !result.ok);
console.info(`\n${results.length - failed.length} of ${results.length} consumer checks passed in ${elapsed()}`);
process.exit(failed.length === 0 && existsSync(root) ? 0 : 1);
