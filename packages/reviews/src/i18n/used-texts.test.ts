// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import rating from "./locales/en_US/rating";
import ratingDialog from "./locales/en_US/rating-dialog";
import list from "./locales/en_US/list";
import listParts from "./locales/en_US/list-parts";

/** The widget's own code: every source file except the locales, the texts' type declarations and the tests. */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "locales" ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|^(rating-)?messages\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe("the texts of the 12 locales", () => {
  it("are all used by the widget: no translated text is dead", () => {
    const code = sources(join(import.meta.dirname, ".."))
      .map((path) => readFileSync(path, "utf8"))
      .join("\n");
    const keys = [rating, ratingDialog, list, listParts].flatMap((texts) => Object.keys(texts));
    const unused = keys.filter((key) => !new RegExp(`\\b${key}\\b`).test(code));
    expect(unused).toEqual([]);
  });
});
