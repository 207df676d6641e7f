import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { SourceMapConsumer } from "source-map-js";
import { describe, expect, it } from "vitest";

// The two standalone files the build writes (vite.light.config.ts and vite.config.ts); `npm test` builds first.
// (jsdom gives import.meta.url an http: address; the folder is the test file's own, two levels up.)
const dist = join(import.meta.dirname, "../../dist");
const light = join(dist, "sxz-score.js");
const react = join(dist, "sxz-score.react.js");
const built = existsSync(light) && existsSync(react);

// React 19's own markers: its element type and the internals object react-dom reads.
const REACT_MARKERS = ["react.transitional.element", "__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE"];
// Preact's list of unitless CSS properties (a regular expression in its DOM diff), kept verbatim by minifiers.
const PREACT_MARKER = "acit|ex(?:s|g|n|p|$)|rph|grid|ows|mnc|ntw|ine[ch]|zoo|^ord|itera";
const staticImports = (code: string) =>
  [
    ...code.matchAll(
      /(?:^|[;\s}])import\s*[^("'`]*?from\s*["'`]([^"'`]+)["'`]|(?:^|[;\s}])import\s*["'`]([^"'`]+)["'`]/g,
    ),
  ].map((match) => match[1] ?? match[2]);

describe.skipIf(!built)(
  "the standalone <sxz-score> files (skipped until `node scripts/build.mjs` has written packages/reviews/dist)",
  () => {
    it("the default embed dist/sxz-score.js renders with Preact and carries no React", () => {
      const code = readFileSync(light, "utf8");
      expect(code).toContain(PREACT_MARKER);
      for (const marker of REACT_MARKERS) expect(code).not.toContain(marker);
    });

    it("dist/sxz-score.react.js carries React and no Preact", () => {
      const code = readFileSync(react, "utf8");
      for (const marker of REACT_MARKERS) expect(code).toContain(marker);
      expect(code).not.toContain(PREACT_MARKER);
    });

    it("the light file's source map, carried through its second minifier (build/terser-after-oxc.ts), still points its code at the sources", () => {
      const code = readFileSync(light, "utf8");
      expect(code.trimEnd().split("\n").at(-1)).toBe("//# sourceMappingURL=sxz-score.js.map");
      const map = new SourceMapConsumer(JSON.parse(readFileSync(`${light}.map`, "utf8")));
      // Class names written once in the source, each in its component: where the minified code uses them, the map
      // must name that component's file.
      for (const [text, source] of [
        ["sxz-rostars", /components\/ReadOnlyStars\/ReadOnlyStars\.tsx$/],
        ["sxz-list-skeleton", /components\/ReviewList\/ListSkeleton\.tsx$/],
      ] as const) {
        const at = code.indexOf(`"${text}"`);
        expect(at, text).toBeGreaterThan(0);
        const before = code.slice(0, at);
        const line = before.split("\n").length;
        const position = map.originalPositionFor({
          line,
          column: at - before.lastIndexOf("\n") - 1,
          bias: SourceMapConsumer.LEAST_UPPER_BOUND,
        });
        expect(position.source, text).toMatch(source);
      }
    });

    it("both files load their chunks with a plain import(), without Vite's preload helper (they have nothing to preload)", () => {
      for (const file of [light, react]) {
        const code = readFileSync(file, "utf8");
        // Either quote: the light build's second minifier writes a plain string.
        expect(code).toMatch(/import\((["`])\.\/(react-)?chunks\/locale-en_US-[\w-]+\.js\1\)/);
        expect(code).not.toContain("vite:preloadError");
      }
    });

    it("the default embed imports no other file before it runs (one request before the widget starts)", () => {
      expect(staticImports(readFileSync(light, "utf8"))).toEqual([]);
    });
  },
);
