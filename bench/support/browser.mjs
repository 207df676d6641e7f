// Chromium for the browser benchmarks (the system one, with the flags the browser tests use) and bundling of
// a workspace TypeScript entry into one minified ES module, served at a path of the real server's origin.
import { build } from "vite";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "../../scripts/chromium.mjs";
import { sourceResolve } from "../../scripts/workspace-sources.mjs";

export async function launchChromium() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error("No Chromium found (set CHROME_PATH)");
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}

/** One ES module with everything `entry` imports, minified as a production build would be. */
export async function bundle(entry) {
  const output = await build({
    configFile: false,
    ...sourceResolve,
    logLevel: "silent",
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      write: false,
      minify: true,
      target: "es2022",
      lib: { entry, formats: ["es"], fileName: "bundle" },
      rollupOptions: { output: { codeSplitting: false } },
    },
  });
  for (const result of Array.isArray(output) ? output : [output]) {
    const chunk = result.output?.find((item) => item.type === "chunk" && item.isEntry);
    if (chunk) return chunk.code;
  }
  throw new Error(`bundling ${entry} produced no entry chunk`);
}

/** Serves `files` ({path: {body, contentType}}) at the server's origin for every page of the context. */
export async function serveFiles(context, origin, files) {
  for (const [path, file] of Object.entries(files)) {
    await context.route(`${origin}${path}*`, (route) =>
      route.fulfill({ status: 200, contentType: file.contentType, body: file.body }),
    );
  }
}

export const page = (script, body = "") =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title></head><body>${body}<script type="module" src="${script}"></script></body></html>`;
