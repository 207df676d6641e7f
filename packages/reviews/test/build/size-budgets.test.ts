// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { staticClosure } from "../../../../scripts/static-closure.mjs";

// The widget's size budgets (.size-limit.json, enforced by `npm test`) name the files they weigh by path and
// pattern, while the bundler decides the files: a module moved to a part, a shared chunk renamed after its first
// module, and a budget would weigh one file too few or too many without failing. Each budget must weigh exactly
// what a page (or a host's bundler) loads before the first review: the entry's static import closure, the default
// locale's start texts, and, for the standalone files, the default request layer with the chunks it imports.
const root = join(import.meta.dirname, "../../../..");
const dist = join(root, "packages/reviews/dist");
const budgets: { name: string; path: string[] }[] = JSON.parse(readFileSync(join(root, ".size-limit.json"), "utf8"));
const built = ["sxz-score.js", "sxz-score.react.js", "lib/sxz-reviews.js"].every((file) => existsSync(join(dist, file)));

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
    loaded: () => staticClosure([join(dist, "sxz-score.js"), ...inFolder("chunks", /^locale-zh_CN-[\w-]+\.js$/), ...inFolder("chunks", /^request-layer-[\w-]+\.js$/)]),
  },
  {
    budget: "React standalone <sxz-score>",
    loaded: () => staticClosure([join(dist, "sxz-score.react.js"), ...inFolder("react-chunks", /^locale-zh_CN-[\w-]+\.js$/), ...inFolder("react-chunks", /^request-layer-[\w-]+\.js$/)]),
  },
  { budget: "widget library", loaded: () => staticClosure([join(dist, "lib/sxz-reviews.js"), join(dist, "lib/chunks/zh_CN.js")]) },
];

describe.skipIf(!built)("the size budgets weigh what loads before the first review (skipped until `node scripts/build.mjs` has run)", () => {
  for (const { budget, loaded } of cases) {
    it(`"${budget}…" in .size-limit.json names exactly the files loaded before the first review`, () => {
      const entry = budgets.find((candidate) => candidate.name.startsWith(budget));
      expect(entry, budget).toBeDefined();
      const names = (files: Iterable<string>) => [...files].map((file) => relative(dist, file)).sort();
      expect(names(weighed(entry!.path))).toEqual(names(loaded()));
    });
  }
});
