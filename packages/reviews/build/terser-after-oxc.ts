import type { Plugin } from "vite";
import { minify, type MinifyOptions } from "terser";

/** Terser's settings for the second pass: ES modules for current browsers; two compress passes. */
const SECOND_PASS: MinifyOptions = { module: true, ecma: 2020, compress: { passes: 2 }, format: { comments: false } };

/**
 * Runs Terser over every chunk after the bundler's own (Oxc) minifier, with each chunk's source map carried through.
 *
 * Measured with size-limit on the light build: the default embed is 0.39 kB gzip lighter than with Oxc alone
 * (42.81 → 42.42 kB), and 0.2 kB lighter than with Terser alone (Vite's `minify: "terser"`, 42.62 kB): each
 * minifier finds rewrites the other leaves. The React build grows with it (React ships minified already), so only
 * the light build uses it. It runs in `generateBundle`, after the bundler has minified and named the chunks; Terser
 * (its version locked) is deterministic, so a file's hashed name still changes exactly when its content does.
 */
export function terserAfterOxc(): Plugin {
  return {
    name: "sxz:terser-after-oxc",
    apply: "build",
    async generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk") continue;
        const result = await minify(file.code, {
          ...SECOND_PASS,
          sourceMap: file.map ? { content: JSON.stringify(file.map), asObject: true } : false,
        });
        if (result.code === undefined) this.error(`${file.fileName}: Terser returned no code`);
        // The bundler's link to the map, which Terser drops with the other comments.
        const mapLink = /\n\/\/# sourceMappingURL=\S+\s*$/.exec(file.code)?.[0] ?? "";
        file.code = result.code + mapLink;
        // The bundler writes the .map file from the chunk's map after this hook.
        if (file.map && result.map) Object.assign(file.map, result.map, { file: file.map.file });
      }
    },
  };
}
