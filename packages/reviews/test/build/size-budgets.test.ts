// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { staticClosure } from "../../../../scripts/static-closure.mjs";

// The widget's size budgets (.size-limit.json, enforced by `npm test`) name the files they weigh by path and
// pattern, while the bundler decides the files: a module moved to a part, a shared chunk renamed after its first
// module, and a budget would weigh one file too few or too many without failing. Each budget must weigh exactly
// what a page (or a host's bundler) loads before the first review: the entry's static import closure, the default
// locale's start texts (the standalone files carry the default request layer inside; checked below, as a chunk
// loaded at start would escape every budget).
const root = join(import.meta.dirname, "../../../..");
const dist = join(root, "packages/reviews/dist");
const budgets: { name: string; path: string[] }[] = JSON.parse(readFileSync(join(root, ".size-limit.json"), "utf8"));
const built = ["sxz-score.js", "sxz-score.react.js", "lib/sxz-reviews.js"].every((file) =>
  existsSync(join(dist, file)),
);

/** The files a budget's paths match (size-limit's globs here are a `*` within a file name). */
function weighed(paths: readonly string[]): string[] {
  return paths.flatMap((path) => {
    const full = join(root, path);
    if (!path.includes("*")) return existsSync(full) ? [full] : [];
    const pattern = new RegExp(`^${path.split("/").at(-1)!.replace(/\./g, "\\.").replace(/\*/g, "[^/]*")}$`);
    return readdirSync(dirname(full))
      .filter((name) => pattern.test(name))
      .map((name) => join(dirname(full), name));
  });
}

const inFolder = (folder: string, pattern: RegExp) =>
  readdirSync(join(dist, folder))
    .filter((name) => pattern.test(name))
    .map((name) => join(dist, folder, name));

const cases = [
  {
    budget: "default embed <sxz-score>",
    loaded: () => staticClosure([join(dist, "sxz-score.js"), ...inFolder("chunks", /^locale-zh_CN-[\w-]+\.js$/)]),
  },
  {
    budget: "React standalone <sxz-score>",
    loaded: () =>
      staticClosure([join(dist, "sxz-score.react.js"), ...inFolder("react-chunks", /^locale-zh_CN-[\w-]+\.js$/)]),
  },
  {
    budget: "widget library",
    loaded: () => staticClosure([join(dist, "lib/sxz-reviews.js"), join(dist, "lib/chunks/zh_CN.js")]),
  },
];

describe.skipIf(!built)(
  "the size budgets weigh what loads before the first review (skipped until `node scripts/build.mjs` has run)",
  () => {
    for (const { budget, loaded } of cases) {
      it(`"${budget}…" in .size-limit.json names exactly the files loaded before the first review`, () => {
        const entry = budgets.find((candidate) => candidate.name.startsWith(budget));
        expect(entry, budget).toBeDefined();
        const names = (files: Iterable<string>) => [...files].map((file) => relative(dist, file)).sort();
        expect(names(weighed(entry!.path))).toEqual(names(loaded()));
      });
    }
  },
);

describe.skipIf(!built)(
  "the standalone files carry the default request layer (skipped until `node scripts/build.mjs` has run)",
  () => {
    // A page without a host request function sends its first calls once the file has run: the lean core is in the
    // entry, not a chunk the entry imports (which no budget above would weigh). The library loads it on use.
    const sourcesOf = (file: string): string[] => JSON.parse(readFileSync(join(dist, `${file}.map`), "utf8")).sources;
    const leanCore = (sources: string[]) =>
      sources.some((source) => /client\/src\/fetch\/platform-fetch\.ts$/.test(source));
    for (const file of ["sxz-score.js", "sxz-score.react.js"]) {
      it(`${file} holds the lean request core (@sxz/client/fetch)`, () => {
        expect(leanCore(sourcesOf(file))).toBe(true);
      });
    }
    it("the library imports @sxz/client/fetch on first use, not statically", () => {
      const library = readFileSync(join(dist, "lib/sxz-reviews.js"), "utf8");
      expect(library).toMatch(/import\(\s*["']@sxz\/client\/fetch["']\s*\)/);
      expect(library).not.toMatch(/from\s*["']@sxz\/client\/fetch["']/);
    });
  },
);
