import type { Plugin } from "vite";

/**
 * V8's file-wide explicit compile hint (Chrome 136 and later): as a file's first line it asks for every function in
 * the file to be compiled eagerly, on a background thread while the file streams in, instead of pre-parsed now and
 * parsed again on the main thread at the first call. Other engines read it as a comment.
 */
export const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * Puts the compile hint on the entry chunk, the one file a page runs before the first review shows: it connects the
 * element, renders the widget and holds the default request layer. Chunks loaded on use (the texts, the dialog, the
 * editors) keep V8's lazy default: most of their functions wait for a click.
 *
 * Used by the light build (the default embed), where nearly all of the entry runs for the first render; the
 * figures are in the package README ("V8's compile hint"). It costs 29 bytes a file.
 *
 * List it after terserAfterOxc(): Terser's second pass, in the same hook, strips comments. It moves the chunk's
 * source map down the one line it adds (in `generateBundle`'s normal order: the bundler writes the .map files from
 * the chunks' maps before its `post` handlers run).
 */
export function eagerCompileHint(): Plugin {
  return {
    name: "sxz:eager-compile-hint",
    apply: "build",
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk" || !file.isEntry) continue;
        file.code = `${EAGER_COMPILE_HINT}\n${file.code}`;
        // One empty generated line ahead of the mappings: every mapped position moves down by one.
        if (file.map) file.map.mappings = `;${file.map.mappings}`;
      }
    },
  };
}
