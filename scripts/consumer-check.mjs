#!/usr/bin/env node
// The packages as someone outside the monorepo gets them: packs @sxz/contract, @sxz/client and @sxz/reviews with
// `npm pack` as a fresh clone would (their builds removed first, @sxz/reviews packed before the packages it depends
// on: each prepack builds what it needs), checks each tarball's manifest names only files it ships, runs publint and
// @arethetypeswrong/cli on each tarball, installs the three into two throwaway consumer projects (one with React
// 19, one with React 18; npm registry through the local cache), and then, in each consumer:
//   - imports every public entry in plain Node (no DOM, no bundler, no TypeScript loader);
//   - type-checks a consumer file under `module: NodeNext` and under `moduleResolution: Bundler`, with
//     `skipLibCheck: false`, so our shipped .d.ts are checked and our sources are nowhere in the program;
//   - renders <ReviewWidget> with react-dom/server (and imports @sxz/reviews/element on the server too);
// with React 19, builds a small Vite app that registers and uses <sxz-score>; in a third project, builds a Next.js
// App Router app whose server-component page renders <ReviewWidget> and server-renders the page with `next start`.
// Last, the server's tarball is checked as a deployable: its contents, and its bin run from an install.
// `--keep` leaves the consumer folders for a look; exit code 1 when any check fails.
import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const PACKAGES = ["contract", "client", "reviews"];
const started = Date.now();
const keep = process.argv.includes("--keep");
const results = [];
const npmEnv = {
  ...process.env,
  npm_config_audit: "false",
  npm_config_fund: "false",
  npm_config_update_notifier: "false",
};

function elapsed() {
  return `${((Date.now() - started) / 1000).toFixed(1)} s`;
}

function record(name, ok, detail = "") {
  results.push({ name, ok });
  console.info(`${ok ? "✓" : "✗"} ${name}${detail ? `\n${detail.trim().replace(/^/gm, "    ")}` : ""}`);
}

/** Runs a command; resolves {ok, output} (stdout and stderr together) and stdout alone. */
function run(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    let stdout = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => resolve({ ok: false, output: `${output}\n${error.message}`, stdout }));
    child.on("exit", (code) => resolve({ ok: code === 0, code, output, stdout }));
  });
}

/** The Next.js major the consumer check builds with. */
const NEXT_RANGE = "^16.0.0";

/** Every file path a package.json names: exports' targets, main/module/types, sideEffects, typesVersions, bin. */
function manifestFiles(manifest) {
  const targets = [];
  const walk = (value) => {
    if (typeof value === "string") targets.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(manifest.exports);
  for (const field of ["main", "module", "types", "typings"]) walk(manifest[field]);
  if (Array.isArray(manifest.sideEffects)) walk(manifest.sideEffects);
  walk(manifest.typesVersions);
  walk(typeof manifest.bin === "string" ? manifest.bin : Object.values(manifest.bin ?? {}));
  return [...new Set(targets.filter((target) => !target.includes("*")))];
}

/** A port no one listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function checkNextApp(dir) {
  cpSync(join(root, "scripts/consumer-check-next"), dir, { recursive: true });
  const next = join(dir, "node_modules/next/dist/bin/next");
  const env = { ...npmEnv, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" };
  const buildStarted = Date.now();
  const built = await run(process.execPath, [next, "build"], { cwd: dir, env });
  const buildSeconds = ((Date.now() - buildStarted) / 1000).toFixed(1);
  record(
    `next build of an App Router page rendering <ReviewWidget> (${buildSeconds} s)`,
    built.ok,
    built.ok ? "" : built.output,
  );
  if (!built.ok) return;
  const port = await freePort();
  const server = spawn(process.execPath, [next, "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: dir,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  try {
    // Ready when it says so; a start that ends or stays silent for 60 s fails the check instead of holding it.
    await new Promise((resolve, reject) => {
      const limit = setTimeout(() => reject(new Error(`next start said nothing ready in 60 s:\n${output}`)), 60_000);
      const listen = (chunk) => {
        output += chunk;
        if (/Ready in|started server on/i.test(output)) {
          clearTimeout(limit);
          resolve();
        }
      };
      server.stdout.on("data", listen);
      server.stderr.on("data", listen);
      server.on("exit", (code) => {
        clearTimeout(limit);
        reject(new Error(`next start ended (${code}):\n${output}`));
      });
    });
    const response = await fetch(`http://127.0.0.1:${port}/`);
    const html = await response.text();
    // The server-rendered widget: its root and the summary's skeleton, inside the page's own markup.
    const problems = [
      ...(response.status === 200 ? [] : [`HTTP ${response.status}`]),
      ...(html.includes("Introduction to Online Learning") ? [] : ["the page's heading is missing"]),
      ...(/class="sxz-root"/.test(html) ? [] : ["the widget's root is not in the server-rendered HTML"]),
      ...(/aria-busy="true"/.test(html) ? [] : ["the widget's loading skeleton is not in the server-rendered HTML"]),
    ];
    record(
      `next start server-renders the page with <ReviewWidget> (${(html.length / 1024).toFixed(0)} kB of HTML)`,
      problems.length === 0,
      problems.length ? `${problems.join("\n")}\n${html.slice(0, 800)}` : "",
    );
  } catch (error) {
    record("next start server-renders the page with <ReviewWidget>", false, String(error?.message ?? error));
  } finally {
    server.kill();
  }
}

const work = mkdtempSync(join(tmpdir(), "sxz-consumer-"));
try {
  // 1. Pack as a fresh clone would: no build of any library present, the package with the most workspace
  // dependencies first (its prepack builds them), then the others; the workspace's package.json must come back as
  // it was (the prepack writes the published one for the pack's length).
  const manifests = PACKAGES.map((name) => readFileSync(join(root, "packages", name, "package.json"), "utf8"));
  for (const name of PACKAGES) rmSync(join(root, "packages", name, "dist/esm"), { recursive: true, force: true });
  const tarballs = join(work, "tarballs");
  mkdirSync(tarballs);
  const packed = [];
  for (const names of [["reviews"], ["client", "contract"]]) {
    const pack = await run(
      "npm",
      ["pack", "--json", "--pack-destination", tarballs, ...names.flatMap((name) => ["-w", `packages/${name}`])],
      { cwd: root, env: npmEnv },
    );
    record(
      `npm pack -w ${names.map((name) => `packages/${name}`).join(" -w ")} with no library built`,
      pack.ok,
      pack.ok ? "" : pack.output,
    );
    if (!pack.ok) throw new Error("npm pack failed");
    // The prepack's own lines come first on stdout; the JSON list of tarballs is the rest.
    packed.push(...JSON.parse(pack.stdout.slice(pack.stdout.search(/^\[/m))));
  }
  const restored = PACKAGES.filter(
    (name, index) => readFileSync(join(root, "packages", name, "package.json"), "utf8") !== manifests[index],
  );
  record(
    "the workspace's package.json files are as they were after packing",
    restored.length === 0,
    restored.map((name) => `packages/${name}/package.json changed`).join("\n"),
  );
  for (const tarball of packed) {
    const paths = tarball.files.map((file) => file.path);
    const stray = paths.filter((path) => /(^|\/)(src|test)\/|\.test\.|\.config\./.test(path));
    const missing = ["LICENSE", "README.md", "package.json", "dist/esm/index.js", "dist/esm/index.d.ts"].filter(
      (path) => !paths.includes(path),
    );
    const manifest = JSON.parse(
      execFileSync("tar", ["-xOzf", join(tarballs, tarball.filename), "package/package.json"], { encoding: "utf8" }),
    );
    const unshipped = manifestFiles(manifest).filter((path) => !paths.includes(path.replace(/^\.\//, "")));
    const problems = [
      ...stray.map((path) => `ships ${path}`),
      ...missing.map((path) => `lacks ${path}`),
      ...unshipped.map((path) => `package.json names ${path}, which the tarball leaves out`),
      ...(manifest.scripts ? ["package.json has scripts (they run the monorepo's files)"] : []),
      ...(manifest.private ? ["is private"] : []),
      ...(manifest.license !== "MIT" ? [`license ${manifest.license}`] : []),
    ];
    record(
      `npm pack ${tarball.name}: ${tarball.entryCount} files, ${(tarball.size / 1024).toFixed(0)} kB, no sources or tests, every file its package.json names`,
      problems.length === 0,
      problems.join("\n"),
    );
  }
  const tarballPaths = packed.map((tarball) => join(tarballs, tarball.filename));
  console.info(`packed (${elapsed()})`);

  // publint and @arethetypeswrong/cli on each tarball, both silent, in every resolution mode attw knows. The packages
  // are ES modules only (a second, CommonJS copy would split the page's one platform client in two), and Node
  // 20.19+, the kit's floor, loads them with require() too: attw's rule for a require() that meets an ES module
  // (cjs-resolves-to-esm, written for older Node) is the one rule left out.
  const bin = (name) => join(root, "node_modules/.bin", name);
  await Promise.all(
    tarballPaths.map(async (path, index) => {
      const [lint, types] = await Promise.all([
        run(bin("publint"), ["run", "--strict", path], { cwd: work }),
        run(bin("attw"), ["--ignore-rules", "cjs-resolves-to-esm", "--no-color", path], { cwd: work }),
      ]);
      const lintClean = lint.ok && /All good!/.test(lint.output);
      record(`publint ${packed[index].name}: nothing to report`, lintClean, lintClean ? "" : lint.output);
      const typesClean = types.ok && /No problems found/.test(types.output);
      record(
        `attw ${packed[index].name}: nothing to report (node10, node16 from CJS and ESM, bundler)`,
        typesClean,
        typesClean ? "" : types.output,
      );
    }),
  );
  console.info(`publint and attw (${elapsed()})`);

  // 2. Two consumers, installed in parallel.
  const consumers = [
    {
      react: "19",
      // This host runs axios too (the optional peer of @sxz/client/axios); the React 18 one does not.
      dependencies: {
        axios: "^1.13.0",
        react: "^19.2.0",
        "react-dom": "^19.2.0",
        "@types/react": "^19.2.0",
        "@types/react-dom": "^19.2.0",
      },
    },
    {
      react: "18",
      dependencies: {
        react: "^18.3.0",
        "react-dom": "^18.3.0",
        "@types/react": "^18.3.0",
        "@types/react-dom": "^18.3.0",
      },
    },
  ].map((consumer) => ({ ...consumer, dir: join(work, `react-${consumer.react}`) }));
  // The Next.js host: a project of its own, installed beside the two others.
  const nextApp = {
    name: "Next.js",
    dir: join(work, "next"),
    dependencies: { next: NEXT_RANGE, react: "^19.2.0", "react-dom": "^19.2.0" },
  };
  const installs = await Promise.all(
    [...consumers.map((consumer) => ({ ...consumer, name: `consumer-react-${consumer.react}` })), nextApp].map(
      (consumer) => {
        mkdirSync(consumer.dir);
        writeFileSync(
          join(consumer.dir, "package.json"),
          JSON.stringify(
            { name: consumer.name.toLowerCase().replace(/\W/g, "-"), private: true, type: "module" },
            null,
            2,
          ),
        );
        const specs = [
          ...tarballPaths,
          ...Object.entries(consumer.dependencies).map(([name, range]) => `${name}@${range}`),
        ];
        return run(
          "npm",
          ["install", "--prefer-offline", "--no-package-lock", "--ignore-scripts", "--loglevel=error", ...specs],
          { cwd: consumer.dir, env: npmEnv },
        );
      },
    ),
  );
  consumers.forEach((consumer, index) =>
    record(
      `npm install of the tarballs with React ${consumer.react}`,
      installs[index].ok,
      installs[index].ok ? "" : installs[index].output,
    ),
  );
  record(
    `npm install of the tarballs with next@${NEXT_RANGE}`,
    installs[2].ok,
    installs[2].ok ? "" : installs[2].output,
  );
  console.info(`installed (${elapsed()})`);
  if (!installs.every((install) => install.ok)) throw new Error("install failed");

  // The React entry is a client boundary: its built file starts with the directive (server-component hosts need it).
  const reactEntry = readFileSync(join(consumers[0].dir, "node_modules/@sxz/reviews/dist/esm/index.js"), "utf8");
  record(
    `@sxz/reviews's React entry starts with "use client"`,
    /^["']use client["'];/.test(reactEntry),
    reactEntry.slice(0, 200),
  );

  // The backend checker's command from the tarball under plain node: against an address where nothing listens
  // every call is a breaking "no answer", so it must print those lines and exit with status 1.
  const checker = await run(
    join(consumers[0].dir, "node_modules/.bin/sxz-contract"),
    ["check-backend", "http://127.0.0.1:9", "--resource-id", "r", "--module-id", "m"],
    { cwd: consumers[0].dir },
  );
  const checkerRan =
    checker.code === 1 &&
    /^BREAKING\s+general\s+widget\s+no answer/m.test(checker.output) &&
    /^FAILED: /m.test(checker.output);
  record(
    "npx @sxz/contract check-backend from the tarball runs under plain node (nothing listening: BREAKING lines, exit 1)",
    checkerRan,
    checkerRan ? "" : checker.output,
  );

  const fixtures = join(root, "scripts/consumer-check");
  const tsc = join(root, "node_modules/typescript/bin/tsc");
  await Promise.all(
    consumers.map(async (consumer) => {
      for (const file of readdirSync(fixtures))
        writeFileSync(join(consumer.dir, file), readFileSync(join(fixtures, file)));
      const [imports, nodeNext, bundler, ssr] = await Promise.all([
        run(process.execPath, ["import-entries.mjs"], { cwd: consumer.dir }),
        run(process.execPath, [tsc, "-p", "tsconfig.nodenext.json", "--listFiles"], { cwd: consumer.dir }).then(
          (checked) => {
            const lines = checked.output.split("\n");
            const ours = lines.filter((line) => line.includes("/node_modules/@sxz/"));
            const sources = ours.filter((file) => !file.endsWith(".d.ts"));
            const errors = lines.filter((line) => !line.startsWith("/")).join("\n");
            // Our declarations must be in the program (checked, skipLibCheck false), our sources must not.
            const ok = checked.ok && ours.length > 0 && sources.length === 0;
            return {
              ok,
              output: `${errors}${sources.length ? `\nour sources in the program:\n${sources.join("\n")}` : ""}`,
            };
          },
        ),
        run(process.execPath, [tsc, "-p", "tsconfig.bundler.json"], { cwd: consumer.dir }),
        run(process.execPath, ["render-ssr.mjs"], { cwd: consumer.dir }),
      ]);
      record(`React ${consumer.react}: plain Node imports every entry`, imports.ok, imports.ok ? "" : imports.output);
      record(
        `React ${consumer.react}: tsc --noEmit, module NodeNext, skipLibCheck false`,
        nodeNext.ok,
        nodeNext.ok ? "" : nodeNext.output,
      );
      record(
        `React ${consumer.react}: tsc --noEmit, moduleResolution Bundler, skipLibCheck false`,
        bundler.ok,
        bundler.ok ? "" : bundler.output,
      );
      record(`React ${consumer.react}: react-dom/server renders <ReviewWidget>`, ssr.ok, ssr.output);
    }),
  );
  console.info(`imports, types and SSR checked (${elapsed()})`);

  // 3. A Vite app (React 19 consumer) that registers the element; Vite is the monorepo's, the packages the consumer's.
  const app = consumers[0].dir;
  const { build } = await import("vite");
  try {
    await build({
      root: app,
      configFile: false,
      logLevel: "error",
      build: { outDir: join(app, "dist"), minify: true },
    });
    const assets = join(app, "dist/assets");
    const code = readdirSync(assets)
      .filter((file) => file.endsWith(".js"))
      .map((file) => readFileSync(join(assets, file), "utf8"))
      .join("\n");
    const html = readFileSync(join(app, "dist/index.html"), "utf8");
    // The registration must survive tree-shaking (sideEffects) and the widget must be there, React included.
    const problems = [
      ...(code.includes("sxz-score") ? [] : ["the element's name is not in the bundle"]),
      ...(/customElements\.define|\.define\(/.test(code) ? [] : ["no customElements.define in the bundle"]),
      ...(code.includes("react.dev/errors") || code.includes("Minified React error")
        ? []
        : ["React is not in the bundle"]),
      ...(/<script type="module"[^>]*src="\/assets\//.test(html) ? [] : ["index.html does not load the bundle"]),
    ];
    record(
      `vite build of an app with @sxz/reviews/element (${(code.length / 1024).toFixed(0)} kB JS)`,
      problems.length === 0,
      problems.join("\n"),
    );
  } catch (error) {
    record("vite build of an app with @sxz/reviews/element", false, String(error?.stack ?? error));
  }

  // 4. A Next.js App Router host (scripts/consumer-check-next): `next build`, then `next start` server-renders the
  // page, whose server component renders <ReviewWidget> imported from @sxz/reviews as it is. Offline but for the
  // npm registry: no telemetry, no fonts fetched (the page uses none).
  await checkNextApp(nextApp.dir);
  console.info(`Next.js app built and rendered (${elapsed()})`);

  // 5. The server as a deployable: its tarball carries the compiled bundle and the bin, nothing else; installed
  // without optional dependencies (better-sqlite3 builds from source), the bin starts under plain node with every
  // runtime dependency found, and stops with exit status 2 because it has neither SQLite nor DATABASE_URL.
  execFileSync(process.execPath, [join(root, "packages/server/scripts/build.mjs")], { cwd: root, stdio: "ignore" });
  const [server] = JSON.parse(
    execFileSync("npm", ["pack", "--json", "--ignore-scripts", "--pack-destination", tarballs, "-w", "@sxz/server"], {
      cwd: root,
      env: npmEnv,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }),
  );
  const serverPaths = server.files.map((file) => file.path).sort();
  const expected = [
    "LICENSE",
    "README.md",
    "bin/sxz-server.js",
    "dist/admin.js",
    "dist/admin.js.map",
    "dist/main.js",
    "dist/main.js.map",
    "package.json",
  ];
  const serverManifest = JSON.parse(
    execFileSync("tar", ["-xOzf", join(tarballs, server.filename), "package/package.json"], { encoding: "utf8" }),
  );
  const serverProblems = [
    ...(JSON.stringify(serverPaths) === JSON.stringify(expected) ? [] : [`ships ${serverPaths.join(", ")}`]),
    ...(serverManifest.private ? ["is private"] : []),
    ...(serverManifest.license !== "MIT" ? [`license ${serverManifest.license}`] : []),
    ...(Object.keys(serverManifest.dependencies ?? {}).some((name) => name.startsWith("@sxz/"))
      ? ["depends on a workspace package it bundles"]
      : []),
  ];
  record(
    `npm pack ${server.name}: ${server.entryCount} files, ${(server.size / 1024).toFixed(0)} kB, the bundle and the bin only`,
    serverProblems.length === 0,
    serverProblems.join("\n"),
  );
  const deployDir = join(work, "server");
  mkdirSync(deployDir);
  writeFileSync(join(deployDir, "package.json"), JSON.stringify({ name: "server-deployment", private: true }, null, 2));
  const serverInstall = await run(
    "npm",
    [
      "install",
      "--prefer-offline",
      "--no-package-lock",
      "--ignore-scripts",
      "--omit=optional",
      "--loglevel=error",
      join(tarballs, server.filename),
    ],
    { cwd: deployDir, env: npmEnv },
  );
  record(
    "npm install of the server tarball (no optional dependencies)",
    serverInstall.ok,
    serverInstall.ok ? "" : serverInstall.output,
  );
  if (serverInstall.ok) {
    const dataDir = join(work, "server-data");
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1" };
    // A package missing from its dependencies fails the bundle's static imports (ERR_MODULE_NOT_FOUND) before any
    // of its code runs; reaching the database choice proves they all resolved.
    const started = await run(join(deployDir, "node_modules/.bin/sxz-server"), [], { cwd: deployDir, env });
    const refusedAsDocumented =
      started.code === 2 &&
      /better-sqlite3/.test(started.output) &&
      /DATABASE_URL/.test(started.output) &&
      !/ERR_MODULE_NOT_FOUND|Cannot find package/.test(started.output);
    record(
      "sxz-server from the tarball runs under plain node (without SQLite or DATABASE_URL: exit 2, saying so)",
      refusedAsDocumented,
      refusedAsDocumented ? "" : started.output,
    );
    // The admin command line is its own bundle with its own imports (csv-parse): the same proof for it.
    const admin = await run(join(deployDir, "node_modules/.bin/sxz-server"), ["admin", "school", "list"], {
      cwd: deployDir,
      env,
    });
    const adminRefused =
      admin.code === 2 &&
      /better-sqlite3/.test(admin.output) &&
      !/ERR_MODULE_NOT_FOUND|Cannot find package/.test(admin.output);
    record(
      "sxz-server admin from the tarball runs under plain node (without SQLite or DATABASE_URL: exit 2, saying so)",
      adminRefused,
      adminRefused ? "" : admin.output,
    );
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
