import type { UserConfig } from "vite";
import { sourceResolve } from "../../scripts/workspace-sources.mjs";
import { axiosXhrOnly } from "../../scripts/axios-xhr-only.mjs";
import react from "@vitejs/plugin-react";
import { terserAfterOxc } from "./build/terser-after-oxc";
import { dynamicImportWithoutPreload } from "./build/dynamic-import-without-preload";
import { minifyCssLiterals, widgetSources } from "./build/minify-css-literals";
import { eagerCompileHint } from "./build/eager-compile-hint";

/** `@sxz/client/fetch`'s entry module: the lean request core a page without a request function loads. */
const LEAN_REQUEST_CORE = /[\\/]packages[\\/]client[\\/]src[\\/]fetch[\\/]index\.ts$/;

/**
 * The standalone `<sxz-score>` file shared by both builds: one ES module, named `<name>.js`, that registers the
 * element with its UI library bundled in. The chunks it loads on demand (a locale, the dialog picture, the
 * request layer when no request function is given) are written beside it in its own chunks folder and imported relative to it,
 * so the folder can be served from any path. Both builds write into dist/: the first one empties it.
 *
 * Built as an application entry rather than in library mode so the output is fully minified.
 */
export function standaloneConfig(options: {
  name: string;
  chunks: string;
  emptyOutDir: boolean;
  alias?: NonNullable<UserConfig["resolve"]>["alias"];
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
    // The lean request core with all it imports (its group below), whichever of its modules comes first.
    if (!chunk.facadeModuleId && chunk.moduleIds.some((module) => LEAN_REQUEST_CORE.test(module))) return `${options.chunks}/request-layer-[hash].js`;
    const locale = /\/packages\/reviews\/src\/i18n\/locales\/(\w+)\/index\.ts$/.exec(id);
    if (locale) return `${options.chunks}/locale-${locale[1]}-[hash].js`;
    // The texts of a part loaded on use, per language: fetched with the part (src/i18n/part-texts.ts).
    const partTexts = /\/packages\/reviews\/src\/i18n\/locales\/(\w+)\/([\w-]+)\.ts$/.exec(id);
    if (partTexts) return `${options.chunks}/texts-${partTexts[2]}-${partTexts[1]}-[hash].js`;
    const client = /\/packages\/client\/src\/(?:(.+)\/)?(\w+)\.ts$/.exec(id);
    if (client) return `${options.chunks}/client-${client[2] === "index" ? (client[1] ?? "index").replace(/\//g, "-") : client[2]}-[hash].js`;
    return `${options.chunks}/[name]-[hash].js`;
  };
  return {
    ...sourceResolve,
    resolve: { ...sourceResolve.resolve, alias: options.alias ?? [] },
    plugins: [
      minifyCssLiterals({ include: widgetSources }),
      dynamicImportWithoutPreload(),
      axiosXhrOnly(),
      react(),
      ...(options.terserAfterOxc ? [terserAfterOxc()] : []),
      // After Terser, which strips comments. The files that run before the first review shows: the entry, and the
      // request layer it loads at once without a host request function.
      ...(options.eagerCompileHint ? [eagerCompileHint({ isStartChunk: (chunk) => chunk.isEntry || chunk.moduleIds.some((id) => LEAN_REQUEST_CORE.test(id)) })] : []),
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
          // keeps the start to one file, and the parts import what they share from it.
          //
          // The lean request core a page without a request function loads at start is one chunk with everything it
          // needs, not its entry plus a chunk of what it shares with the full client's services: 0.4 kB less gzip
          // (the group's chunk imports the bundler's 0.2 kB runtime chunk for its namespace). Those services, loaded
          // on use, import from it; the priorities keep the entry's modules in the entry.
          codeSplitting: {
            groups: [
              { name: options.name, tags: ["$initial"], priority: 2 },
              { name: "request-layer", test: LEAN_REQUEST_CORE, priority: 1 },
            ],
          },
        },
      },
    },
  };
}
