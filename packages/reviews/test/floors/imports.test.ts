import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The widget's floors (CONTRIBUTING.md, "The widget's floors"): model → controller, api, i18n, dom → components →
 * parts → element. The lower floors never import a component or a part, statically, as a type or by a dynamic
 * `import()`: a store gets the loader of the chunk its code comes with from the shell.
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "../../src");
const LOWER = ["api", "controller", "i18n", "model", "dom"];
const UPPER = ["components", "parts"];

const floorOf = (file: string) => relative(SRC, file).split(/[\\/]/)[0]!;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every module a file names: import and export … from, `import type`, side-effect imports and dynamic `import()`. */
function importsOf(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
}

/** The upward imports of one file: "<file> → <target>" for each import of a lower floor into components/ or parts/. */
function upwardImports(file: string, text: string): string[] {
  if (!LOWER.includes(floorOf(file))) return [];
  return importsOf(text)
    .filter((name) => name.startsWith("."))
    .map((name) => resolve(dirname(file), name))
    .filter((target) => UPPER.includes(floorOf(target)))
    .map((target) => `${relative(SRC, file)} → ${relative(SRC, target)}`);
}

describe("the widget's floors", () => {
  it("no module of api/, controller/, i18n/, model/ or dom/ imports a component or a part", () => {
    const violations = sourceFiles(SRC).flatMap((file) => upwardImports(file, readFileSync(file, "utf8")));
    expect(violations).toEqual([]);
  });

  it("the check sees every kind of import: static, type-only, re-export, side effect and dynamic", () => {
    const planted = [
      `import { ReviewCard } from "../components/ReviewCard/ReviewCard";`,
      `import type { ListStartMessages } from "../components/ReviewList/ListEditor";`,
      `export { listWrites } from "../parts/ListParts";`,
      `import "../components/Toast/Toast.styles";`,
      `const load = () => import("../parts/RatingDialog").then((chunk) => chunk.submitRating);`,
      `import { loadPart } from "../part";`,
      `import { fill } from "../i18n/format";`,
    ].join("\n");
    expect(upwardImports(join(SRC, "controller", "planted.ts"), planted)).toEqual([
      "controller/planted.ts → components/ReviewCard/ReviewCard",
      "controller/planted.ts → components/ReviewList/ListEditor",
      "controller/planted.ts → parts/ListParts",
      "controller/planted.ts → components/Toast/Toast.styles",
      "controller/planted.ts → parts/RatingDialog",
    ]);
    // The same lines in a component, or a locale file deeper in i18n/, are judged by their own floor.
    expect(upwardImports(join(SRC, "components", "ReviewList", "planted.ts"), planted)).toEqual([]);
    expect(
      upwardImports(
        join(SRC, "i18n", "locales", "en_US", "planted.ts"),
        `import type { X } from "../../../components/ReviewList/X";`,
      ),
    ).toEqual(["i18n/locales/en_US/planted.ts → components/ReviewList/X"]);
  });
});
