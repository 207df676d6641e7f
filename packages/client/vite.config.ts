import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * bench/.work/sizes/client/: @sxz/client's entry (src/index.ts) as a browser would receive it, for the size
 * budget: minified ES module with its dependencies (axios, js-cookie, the contract's constants) bundled.
 * Chunks it loads on demand (the texts of one language) are written beside it and are not part of the budget.
 * Built by the widget's build step (packages/reviews "build") so `npm test` measures a fresh file.
 */
export default defineConfig({
  logLevel: "warn",
  build: {
    outDir: at("../.work/sizes/client"),
    emptyOutDir: true,
    target: "es2022",
    minify: true,
    sourcemap: true,
    modulePreload: false,
    lib: { entry: at("../../packages/client/src/index.ts"), formats: ["es"], fileName: () => "sxz-client.js" },
    rollupOptions: {
      output: { chunkFileNames: "chunks/[name].js" },
      treeshake: {
        // Same rule as the widget's build: the contract's schema builders have no effects.
        moduleSideEffects: (id: string) => !/[\\/](packages[\\/]contract|@sinclair[\\/]typebox)[\\/]/.test(id),
        manualPureFunctions: ["Type", "Envelope"],
      },
    },
  },
});
