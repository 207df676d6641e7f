import type { Plugin } from "vite";

/** Vite's module that wraps every dynamic import of an application build (`__vitePreload(() => import(…), deps)`). */
const PRELOAD_HELPER = "\0vite/preload-helper.js";

/**
 * The standalone files load their chunks with plain `import()`. Vite wraps each dynamic import of an application
 * build in a helper (1.8 kB, about 0.6 kB gzip) that first adds `<link rel=modulepreload>` and stylesheet links
 * for the chunk's dependencies. These builds have none to add: `modulePreload` is off (a link would resolve against
 * the page, not the module) and the styles are strings inside the code, not .css files, so every call gets an empty
 * list. The helper is replaced by one that just runs the import; the build fails if it ever emits a stylesheet the
 * helper would have had to load. (The helper's `vite:preloadError` window event goes with it; a chunk that fails
 * to load still rejects its import, as the helper did after the event.)
 */
export function dynamicImportWithoutPreload(): Plugin {
  return {
    name: "sxz:dynamic-import-without-preload",
    apply: "build",
    enforce: "pre",
    load(id) {
      if (id === PRELOAD_HELPER) return "export const __vitePreload = (load) => load();";
      return null;
    },
    generateBundle(_options, bundle) {
      const stylesheet = Object.keys(bundle).find((fileName) => fileName.endsWith(".css"));
      if (stylesheet)
        this.error(
          `${stylesheet}: a build that loads stylesheets needs Vite's preload helper; remove dynamicImportWithoutPreload()`,
        );
    },
  };
}
