import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { sourceResolve } from "../../scripts/workspace-sources.mjs";

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * dist/sxz-client.js: @sxz/client's entry (src/index.ts) as a browser receives it — a minified ES module with its
 * dependencies (axios, js-cookie, the contract's constants) bundled, for pages without a bundler of their own and
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
        // Chunks the entry imports at once count in its budget ("core-*"); those it loads on use (a language's texts,
        // the upload steps) keep their own names.
        chunkFileNames: (chunk: { isDynamicEntry: boolean }) => (chunk.isDynamicEntry ? "chunks/[name].js" : "chunks/core-[name].js"),
      },
      treeshake: {
        // Same rule as the widget's build: the contract's schema builders have no effects.
        moduleSideEffects: (id: string) => !/[\\/](packages[\\/]contract|@sinclair[\\/]typebox)[\\/]/.test(id),
        manualPureFunctions: ["Type", "Envelope"],
      },
    },
  },
});
