import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { SourceMapConsumer } from "source-map-js";
import { describe, expect, it } from "vitest";
import { EAGER_COMPILE_HINT } from "../../build/eager-compile-hint";

// The two standalone builds `node scripts/build.mjs` writes; `npm test` builds first.
const dist = join(import.meta.dirname, "../../dist");
const light = { entry: "sxz-score.js", chunks: "chunks" };
const react = { entry: "sxz-score.react.js", chunks: "react-chunks" };
const built = [light, react].every(({ entry }) => existsSync(join(dist, entry)));
const chunkFiles = (chunks: string) =>
  readdirSync(join(dist, chunks))
    .filter((name) => name.endsWith(".js"))
    .map((name) => `${chunks}/${name}`);

/**
 * Every string literal of the built file that is written in exactly one of the map's sources must map back
 * into that source: a map not moved down with the hint's line reads each position from the line below it.
 */
function expectMapFollowsCode(file: string): void {
  const code = readFileSync(join(dist, file), "utf8");
  const raw = JSON.parse(readFileSync(join(dist, `${file}.map`), "utf8")) as {
    sources: string[];
    sourcesContent: string[];
  };
  const map = new SourceMapConsumer(raw as never);
  let checked = 0;
  for (const match of code.matchAll(/(["'`])([A-Za-z][\w-]{7,})\1/g)) {
    const literal = new RegExp(`["'\`]${match[2]}["'\`]`);
    const holders = raw.sourcesContent.flatMap((content, index) =>
      content && literal.test(content) ? [raw.sources[index]] : [],
    );
    if (holders.length !== 1) continue;
    const before = code.slice(0, match.index);
    const line = before.split("\n").length;
    const position = map.originalPositionFor({
      line,
      column: match.index - before.lastIndexOf("\n") - 1,
      bias: SourceMapConsumer.LEAST_UPPER_BOUND,
    });
    expect(position.source, `${file}: ${match[0]}`).toBe(holders[0]);
    checked += 1;
  }
  expect(checked, `${file}: literals checked`).toBeGreaterThanOrEqual(5);
}

describe.skipIf(!built)(
  "V8's compile hint on the files a page runs before the first review (skipped until `node scripts/build.mjs` has written packages/reviews/dist)",
  () => {
    const hintedFiles = ({ entry, chunks }: { entry: string; chunks: string }) =>
      [entry, ...chunkFiles(chunks)].filter((file) =>
        readFileSync(join(dist, file), "utf8").startsWith(`${EAGER_COMPILE_HINT}\n`),
      );

    it("default embed: the entry (the request layer inside) opens with the hint; the chunks loaded on use do not", () => {
      expect(hintedFiles(light)).toEqual([light.entry]);
      // Parts that wait for a click keep V8's lazy default.
      expect(chunkFiles(light.chunks).some((file) => /\/RatingDialog-/.test(file))).toBe(true);
    });

    it("default embed: the hinted files' source maps still point their code at the sources, one line down", () => {
      for (const file of hintedFiles(light)) {
        expect(readFileSync(join(dist, `${file}.map`), "utf8")).toMatch(/"mappings":";/);
        expectMapFollowsCode(file);
      }
    });

    it("React standalone: no file carries the hint (eager compilation of react-dom cost more than it saved)", () => {
      expect(hintedFiles(react)).toEqual([]);
    });
  },
);
