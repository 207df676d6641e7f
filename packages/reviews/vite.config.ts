import { defineConfig } from "vite";
import { sourceResolve } from "../../scripts/workspace-sources.mjs";
import react from "@vitejs/plugin-react";

/**
 * dist/sxz-score.js: one ES module that registers <sxz-score> with React bundled in. The chunks it loads on
 * demand (a locale, the dialog picture, the client layer when no request function is given) are written
 * beside it in chunks/ and imported relative to it, so the folder can be served from any path.
 *
 * Built as an application entry rather than in library mode so the output is fully minified.
 */
export default defineConfig({
  ...sourceResolve,
  plugins: [react()],
  base: "./",
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: true,
    minify: true,
    // ES chunks load their own imports; preload helpers would resolve against the page instead of the module.
    modulePreload: false,
    rollupOptions: {
      input: { "sxz-score": "src/register-element.ts" },
      preserveEntrySignatures: "exports-only",
      output: {
        entryFileNames: "[name].js",
        chunkFileNames: "chunks/[name]-[hash].js",
        assetFileNames: "assets/[name]-[hash][extname]",
      },
      treeshake: {
        // The contract's schema builders run at module level but have no effects: only the constants the
        // widget imports (codes, limits, languages) should reach the bundle, not TypeBox.
        moduleSideEffects: (id: string) => !/[\\/](packages[\\/]contract|@sinclair[\\/]typebox)[\\/]/.test(id),
        // Schema builders (Type.Object(…), Envelope(…)) are pure: unused schemas are dropped.
        manualPureFunctions: ["Type", "Envelope"],
      },
    },
  },
});
