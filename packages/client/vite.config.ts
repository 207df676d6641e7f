import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { sourceResolve } from "../../scripts/workspace-sources.mjs";

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * dist/sxz-client.js: @sxz/client's entry (src/index.ts) as a browser receives it — a minified ES module with its
 * dependencies (js-cookie, the contract's constants) bundled, for pages without a bundler of their own and
 * for the size budget. Chunks it loads on demand (the texts of one language, the upload steps) are written beside it.
 */
export default defineConfig({
  ...sourceResolve,
  logLevel: "warn",
  build: {
    outDir: at("dist"),
    emptyOutDir: true,
    target: "es2022",
    minify: true,
    sourcemap: true,
    modulePreload: false,
    lib: { entry: at("src/index.ts"), formats: ["es"], fileName: () => "sxz-client.js" },
    rollupOptions: {
      output: {
        // What the entry imports at once (the "shared" group below) counts in its budget ("core-*"); the chunks it
        // loads on use (a language's texts, the upload steps, the tracker's sender, the bridge) keep their own names.
        chunkFileNames: (chunk: { name: string }) =>
          chunk.name === "shared" ? "chunks/core-[name].js" : "chunks/[name].js",
        // Everything the entry imports at once is one chunk: left to itself the bundler splits what the entry shares
        // with the chunks loaded on use into several small files, which gzip worse (about 2.5 kB more in all).
        codeSplitting: { groups: [{ name: "shared", tags: ["$initial"] }] },
      },
      treeshake: {
        // Same rule as the widget's build: the contract's schema builders have no effects.
        moduleSideEffects: (id: string) => !/[\\/](packages[\\/]contract|@sinclair[\\/]typebox)[\\/]/.test(id),
        manualPureFunctions: ["Type", "Envelope"],
      },
    },
  },
});
