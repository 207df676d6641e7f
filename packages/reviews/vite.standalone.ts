import { fileURLToPath } from "node:url";
import type { Alias, UserConfig } from "vite";
import { sourceResolve } from "../../scripts/workspace-sources.mjs";
import react from "@vitejs/plugin-react";
import { terserAfterOxc } from "./build/terser-after-oxc";
import { dynamicImportWithoutPreload } from "./build/dynamic-import-without-preload";
import { minifyCssLiterals, widgetSources } from "./build/minify-css-literals";
import { eagerCompileHint } from "./build/eager-compile-hint";

/**
 * The default request layer (`@sxz/client/fetch`, the lean request core) inside the entry rather than loaded on use
 * as in the library: a page without a host request function sends its first calls once the file has run.
 */
const requestLayerInEntry = {
  find: /^\.\/request-layer-part$/,
  replacement: fileURLToPath(new URL("./src/api/request-layer-in-entry.ts", import.meta.url)),
};

/**
 * The standalone `<sxz-score>` file shared by both builds: one ES module, named `<name>.js`, that registers the
 * element with its UI library and the default request layer bundled in. The chunks it loads on demand (a locale,
 * the parts opened on use, the request layer's services) are written beside it in its own chunks folder and imported
 * relative to it, so the folder can be served from any path. Both builds write into dist/: the first one empties it.
 *
 * Built as an application entry rather than in library mode so the output is fully minified.
 */
export function standaloneConfig(options: {
  name: string;
  chunks: string;
  emptyOutDir: boolean;
  alias?: Alias[];
  /** A second minifier pass over the bundler's output (build/terser-after-oxc.ts): worth it for the light build only. */
  terserAfterOxc?: boolean;
  /** V8's compile hint on the files that run before the first review (build/eager-compile-hint.ts): the light build only. */
  eagerCompileHint?: boolean;
}): UserConfig {
  // Each build's chunks in its own folder (they import from their own entry), named so a size budget
  // (.size-limit.json) can list what a page loads: the widget's locales and the client layer's chunks.
  const chunkFileNames = (chunk: { facadeModuleId: string | null; moduleIds: string[] }) => {
    // A chunk of shared modules has no facade: its first module names it.
    const id = (chunk.facadeModuleId ?? chunk.moduleIds.at(0) ?? "").replace(/\\/g, "/");
    const locale = /\/packages\/reviews\/src\/i18n\/locales\/(\w+)\/index\.ts$/.exec(id);
    if (locale) return `${options.chunks}/locale-${locale[1]}-[hash].js`;
    // The texts of a part loaded on use, per language: fetched with the part (src/i18n/part-texts.ts).
    const partTexts = /\/packages\/reviews\/src\/i18n\/locales\/(\w+)\/([\w-]+)\.ts$/.exec(id);
    if (partTexts) return `${options.chunks}/texts-${partTexts[2]}-${partTexts[1]}-[hash].js`;
    const client = /\/packages\/client\/src\/(?:(.+)\/)?(\w+)\.ts$/.exec(id);
    if (client)
      return `${options.chunks}/client-${client[2] === "index" ? (client[1] ?? "index").replace(/\//g, "-") : client[2]}-[hash].js`;
    return `${options.chunks}/[name]-[hash].js`;
  };
  return {
    ...sourceResolve,
    resolve: { ...sourceResolve.resolve, alias: [requestLayerInEntry, ...(options.alias ?? [])] },
    plugins: [
      minifyCssLiterals({ include: widgetSources }),
      dynamicImportWithoutPreload(),
      react(),
      ...(options.terserAfterOxc ? [terserAfterOxc()] : []),
      // After Terser, which strips comments.
      ...(options.eagerCompileHint ? [eagerCompileHint()] : []),
    ],
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
        // The entry may export more than its own API, so the chunks it loads later import shared code from it: a page
        // fetches one file before the widget runs instead of the entry and then its shared chunks.
        preserveEntrySignatures: "allow-extension",
        output: {
          entryFileNames: "[name].js",
          chunkFileNames,
          assetFileNames: "assets/[name]-[hash][extname]",
          // Every module the entry imports statically stays in the entry file. Without this group, a module shared
          // by the entry and two or more parts loaded on use (Preact, the focus trap, the contract's rules) is
          // written to common chunks the entry then imports before it runs: Rolldown's merge of common chunks back
          // into the entry gives up once a third importer shares them. One group of the entry's initial modules
          // keeps the start to one file, and the parts import what they share from it (the request layer's services
          // loaded on use too: the refresh, the session end, the membership check).
          codeSplitting: { groups: [{ name: options.name, tags: ["$initial"] }] },
        },
      },
    },
  };
}
