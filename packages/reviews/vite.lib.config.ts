import { defineConfig } from "vite";
import { sourceResolve } from "../../scripts/workspace-sources.mjs";
import react from "@vitejs/plugin-react";
import { minifyCssLiterals, widgetSources } from "./build/minify-css-literals";

/**
 * dist/lib/: the widget as a library for hosts that already ship React (`import { ReviewWidget } from
 * "@sxz/reviews"`). React and the client layer stay imports of the host's copies; the widget's code, its
 * styles (they live in the components' style modules) and @sxz/contract's constants are bundled. Chunk names
 * carry no hash so the size budgets (.size-limit.json) can name the default locale's chunk exactly.
 */
const external = [/^react($|\/)/, /^react-dom($|\/)/, /^@sxz\/client($|\/)/];

export default defineConfig({
  ...sourceResolve,
  plugins: [minifyCssLiterals({ include: widgetSources }), react()],
  build: {
    outDir: "dist/lib",
    // Written after the standalone build into its dist/: only this folder is replaced.
    emptyOutDir: true,
    target: "es2022",
    sourcemap: true,
    // Terser minifies the library fully while keeping the pure annotations hosts' bundlers tree-shake with.
    minify: "terser",
    terserOptions: { module: true, ecma: 2020, format: { preserve_annotations: true } },
    modulePreload: false,
    lib: { entry: "src/index.ts", formats: ["es"], fileName: () => "sxz-reviews.js" },
    rollupOptions: {
      external,
      output: {
        // A part's texts in one language (src/i18n/part-texts.ts) are named after both: `texts-rating-dialog-ru_RU`.
        chunkFileNames: (chunk) => {
          const partTexts = /\/src\/i18n\/locales\/(\w+)\/([\w-]+)\.ts$/.exec(
            (chunk.facadeModuleId ?? "").replace(/\\/g, "/"),
          );
          return partTexts && partTexts[2] !== "index"
            ? `chunks/texts-${partTexts[2]}-${partTexts[1]}.js`
            : "chunks/[name].js";
        },
      },
      // Library mode keeps the code readable (unminified whitespace, so hosts' bundlers keep the pure
      // annotations); the per-module path comments are debug aids only and are left out of what ships.
      experimental: { attachDebugInfo: "none" },
    },
  },
});
