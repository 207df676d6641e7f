import type { UserConfig } from "vite";
import { sourceResolve } from "../../scripts/workspace-sources.mjs";
import react from "@vitejs/plugin-react";

/**
 * The standalone `<sxz-score>` file shared by both builds: one ES module, named `<name>.js`, that registers the
 * element with its UI library bundled in. The chunks it loads on demand (a locale, the dialog picture, the
 * request layer when no request function is given) are written beside it in chunks/ and imported relative to it,
 * so the folder can be served from any path. Both builds write into dist/: the first one empties it.
 *
 * Built as an application entry rather than in library mode so the output is fully minified.
 */
export function standaloneConfig(options: { name: string; emptyOutDir: boolean; alias?: NonNullable<UserConfig["resolve"]>["alias"] }): UserConfig {
  return {
    ...sourceResolve,
    resolve: { ...sourceResolve.resolve, alias: options.alias ?? [] },
    plugins: [react()],
    base: "./",
    build: {
      outDir: "dist",
      emptyOutDir: options.emptyOutDir,
      target: "es2022",
      sourcemap: true,
      minify: true,
      // ES chunks load their own imports; preload helpers would resolve against the page instead of the module.
      modulePreload: false,
      rollupOptions: {
        input: { [options.name]: "src/register-element.ts" },
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
  };
}
