import { build } from "vite";
import { sourceResolve } from "../../scripts/workspace-sources.mjs";
import type { BrowserContext } from "@playwright/test";

const cache = new Map<string, Promise<string>>();

/**
 * Bundles a TypeScript entry (and everything it imports from the workspace) into one ES module, once per
 * worker, so a browser test can load the real client layer into a page without a demo build.
 */
export function bundleModule(entry: string): Promise<string> {
  let pending = cache.get(entry);
  if (!pending) {
    pending = (async () => {
      const output = await build({
        configFile: false,
        ...sourceResolve,
        logLevel: "silent",
        // One module: chunks the layer loads on use (upload steps, the badge, language texts) are inlined, as the
        // page serves this one file only.
        build: {
          write: false,
          minify: false,
          sourcemap: "inline",
          lib: { entry, formats: ["es"], fileName: "bundle" },
          rollupOptions: { output: { codeSplitting: false } },
        },
      });
      const results = Array.isArray(output) ? output : [output];
      for (const result of results) {
        if (!("output" in result)) continue;
        const chunk = result.output.find((item) => item.type === "chunk" && item.isEntry);
        if (chunk && chunk.type === "chunk") return chunk.code;
      }
      throw new Error(`bundling ${entry} produced no entry chunk`);
    })();
    cache.set(entry, pending);
  }
  return pending;
}

/**
 * Serves test files at paths of the real server's origin (e.g. `/__e2e/page.html`) for every page of the
 * context, so they share the server's origin, cookies and storage; every other request reaches the server.
 */
export async function serveFixtures(
  context: BrowserContext,
  origin: string,
  files: Record<string, { body: string; contentType: string }>,
): Promise<void> {
  for (const [path, file] of Object.entries(files)) {
    await context.route(`${origin}${path}*`, (route) =>
      route.fulfill({ status: 200, contentType: file.contentType, body: file.body }),
    );
  }
}

/** A page that loads the given module script; tests drive it through `page.evaluate`. */
export function fixturePage(title: string, moduleUrl: string, bodyHtml = ""): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>${bodyHtml}<script type="module" src="${moduleUrl}"></script></body></html>`;
}
