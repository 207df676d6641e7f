import { join } from "node:path";
import { build } from "vite";
import type { Rollup } from "vite";
import { sourceResolve } from "../../scripts/workspace-sources.mjs";
import type { BrowserContext, Page } from "@playwright/test";
import { fixturePage, serveFixtures } from "../support/bundle";
import type { PlatformClient } from "@sxz/client";

export type WindowWithClient = Window & { sxz: PlatformClient };

let chunks: Promise<Rollup.OutputChunk[]> | undefined;

/**
 * The client bundled with ALL its chunks: the languages other than zh_CN and en_US are separate chunks
 * loaded on demand, so the page must be able to fetch them like it would from a real build.
 */
function bundleWithChunks(): Promise<Rollup.OutputChunk[]> {
  chunks ??= (async () => {
    const output = (await build({
      configFile: false,
      ...sourceResolve,
      logLevel: "silent",
      build: {
        write: false,
        minify: false,
        sourcemap: "inline",
        lib: { entry: join(import.meta.dirname, "services-entry.fixture.ts"), formats: ["es"], fileName: "services" },
        rollupOptions: { output: { chunkFileNames: "chunk-[name]-[hash].js" } },
      },
    })) as Rollup.RollupOutput | Rollup.RollupOutput[];
    const result = Array.isArray(output) ? output[0]! : output;
    return result.output.filter((item): item is Rollup.OutputChunk => item.type === "chunk");
  })();
  return chunks;
}

/** Serves the page that loads the real client layer, and a plain page without it, on the server's origin. */
export async function serveServicePages(context: BrowserContext, origin: string): Promise<void> {
  const files: Record<string, { body: string; contentType: string }> = {};
  for (const chunk of await bundleWithChunks())
    files[`/__e2e/${chunk.isEntry ? "services.js" : chunk.fileName}`] = {
      body: chunk.code,
      contentType: "text/javascript",
    };
  await serveFixtures(context, origin, {
    ...files,
    "/__e2e/services.html": {
      body: fixturePage("client services", "/__e2e/services.js", "<main><h1>Course</h1><p>Lesson text.</p></main>"),
      contentType: "text/html",
    },
    "/__e2e/elsewhere.html": {
      body: '<!doctype html><html lang="en"><head><title>elsewhere</title></head><body><h1>Elsewhere</h1></body></html>',
      contentType: "text/html",
    },
  });
}

export async function openServicePage(page: Page, origin: string, query = ""): Promise<void> {
  await page.goto(`${origin}/__e2e/services.html${query}`);
  await page.waitForFunction(() => document.documentElement.dataset.sxzReady === "true");
}
