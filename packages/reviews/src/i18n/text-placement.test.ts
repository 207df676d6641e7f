// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import rating from "./locales/en_US/rating";
import ratingDialog from "./locales/en_US/rating-dialog";
import list from "./locales/en_US/list";
import listParts from "./locales/en_US/list-parts";

/**
 * Which code reads which text, as the bundler sees it: the modules a root imports statically (type-only imports
 * and dynamic `import()` excluded, as they put nothing in the same chunk). The start is what the entries import;
 * a part is what its chunk's module imports beyond the start. Other code loaded on use (a chunk with no texts
 * module of its own) reads the start texts it is given.
 */
const src = join(import.meta.dirname, "..");

function resolveImport(from: string, specifier: string): string | null {
  const base = join(dirname(from), specifier);
  return (
    [`${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx"), base].find(
      (path) => /\.tsx?$/.test(path) && existsSync(path),
    ) ?? null
  );
}

function staticClosure(roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = roots.map((root) => join(src, root));
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, "utf8");
    for (const [, specifier] of code.matchAll(
      /^\s*(?:import|export)\s+(?!type\b)(?:[^"';]*?\bfrom\s+)?["'](\.[^"']+)["']/gm,
    )) {
      const resolved = resolveImport(file, specifier!);
      if (resolved) pending.push(resolved);
    }
  }
  return seen;
}

const start = staticClosure(["index.ts", "register-element.ts"]);
const partFiles = (root: string) => [...staticClosure([root])].filter((file) => !start.has(file));
const dialogFiles = partFiles("parts/RatingDialog.ts");
const listPartFiles = partFiles("parts/ListParts.tsx");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "locales" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
const withPartTexts = new Set([...dialogFiles, ...listPartFiles]);
/** Code that has the start texts only: the start, and chunks loaded on use that have no texts of their own. */
const startTextReaders = sourceFiles(src).filter((file) => !withPartTexts.has(file));

// A text is read where a texts object is indexed by its name (`m.key`, `messages.key`, `m().key`, `texts.key`,
// `m.list.key`) or where a validation outcome names it (`reason: "key"`, shown as `m[reason]`).
const code = new Map<string, string>();
function readersOf(files: Iterable<string>, key: string): string[] {
  const read = new RegExp(`(?:\\bm|messages|\\bm\\(\\)|texts|list)\\.${key}\\b|reason: "${key}"`);
  const source = (file: string) => code.get(file) ?? code.set(file, readFileSync(file, "utf8")).get(file)!;
  return [...files].filter((file) => read.test(source(file))).map((file) => relative(src, file));
}

describe("each text lives in the module loaded with the code that reads it", () => {
  it("the parts' chunks hold the dialog and the list's editors and confirmation, not the start's code", () => {
    expect(dialogFiles.map((file) => relative(src, file))).toContain("components/RatingDialog/MobileExtras.tsx");
    expect(listPartFiles.map((file) => relative(src, file))).toEqual(
      expect.arrayContaining([
        "components/ReviewList/ListEditor.tsx",
        "components/ReviewList/ListDeleteConfirm.tsx",
        "components/ReplyEditor/ReplyEditor.tsx",
      ]),
    );
    expect(start.has(join(src, "components/ReviewWidget/WidgetBody.tsx"))).toBe(true);
    expect(start.has(join(src, "components/RatingDialog/RatingDialog.tsx"))).toBe(false);
  });

  it("[RW-3] every text of the start modules (rating.ts, list.ts) is read by code that has only the start texts: none belongs to a part only", () => {
    const notAtStart = [...Object.keys(rating), ...Object.keys(list)].filter(
      (key) => readersOf(startTextReaders, key).length === 0,
    );
    expect(notAtStart).toEqual([]);
  });

  it("[RW-3] no text of a part's module is read by code that has only the start texts, and each is read by that part", () => {
    for (const [texts, files] of [
      [ratingDialog, dialogFiles],
      [listParts, listPartFiles],
    ] as const) {
      const readAtStart = Object.keys(texts)
        .map((key) => [key, readersOf(startTextReaders, key)] as const)
        .filter(([, readers]) => readers.length > 0);
      expect(readAtStart).toEqual([]);
      // Two texts of the dialog's family are shown by no part (kept in the public type for hosts that read them).
      const unread = Object.keys(texts).filter((key) => readersOf(files, key).length === 0);
      expect(unread).toEqual(texts === ratingDialog ? ["submitting", "commentMaxInvoice"] : []);
    }
  });
});
