// @vitest-environment node
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The contract's built-in plural rules serve only runtimes without Intl plural rules for the widget's language
// (src/i18n/plurals.ts): no entry carries them, a chunk does, fetched with that language's texts on such runtimes.
const dist = join(import.meta.dirname, "../../dist");
const builds = [
  { name: "default embed", entry: "sxz-score.js", chunks: "chunks" },
  { name: "React standalone", entry: "sxz-score.react.js", chunks: "react-chunks" },
  { name: "library", entry: "lib/sxz-reviews.js", chunks: "lib/chunks" },
];
const built = builds.every(({ entry }) => existsSync(join(dist, `${entry}.map`)));
const sourcesOf = (file: string): string[] =>
  (JSON.parse(readFileSync(`${file}.map`, "utf8")) as { sources: string[] }).sources;
const RULES = /contract\/src\/rules\/plural-rules\.ts$/;

describe.skipIf(!built)(
  "the built-in plural rules load on use (skipped until `node scripts/build.mjs` has run)",
  () => {
    for (const build of builds) {
      it(`${build.name}: the entry leaves them out and a chunk of ${build.chunks} holds them`, () => {
        expect(sourcesOf(join(dist, build.entry)).filter((source) => RULES.test(source))).toEqual([]);
        const holders = readdirSync(join(dist, build.chunks))
          .filter((name) => name.endsWith(".js") && existsSync(join(dist, build.chunks, `${name}.map`)))
          .filter((name) => sourcesOf(join(dist, build.chunks, name)).some((source) => RULES.test(source)));
        expect(holders).toHaveLength(1);
      });
    }
  },
);
