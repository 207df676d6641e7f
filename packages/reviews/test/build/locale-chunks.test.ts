import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@sxz/contract";

// The texts as the three builds write them: per language, the start chunk and one chunk per part loaded on use.
// (jsdom gives import.meta.url an http: address; the folder is the test file's own, two levels up.)
const dist = join(import.meta.dirname, "../../dist");
const standalone = [
  { entry: "sxz-score.js", folder: "chunks" },
  { entry: "sxz-score.react.js", folder: "react-chunks" },
].filter(({ entry, folder }) => existsSync(join(dist, entry)) && existsSync(join(dist, folder)));
const lib = join(dist, "lib/chunks");
const PARTS = ["rating-dialog", "list-parts"] as const;
// A text of each module in English: the start's summary title, the dialog's title, the delete confirmation's title.
const ENGLISH = { start: "Learner ratings", "rating-dialog": "Rate this course", "list-parts": "Delete this review?" };

const read = (path: string) => readFileSync(path, "utf8");

describe.skipIf(standalone.length === 0)(
  "the standalone builds' texts (skipped until `node scripts/build.mjs` has written packages/reviews/dist)",
  () => {
    it.each(standalone)(
      "[RW-3] $folder: per language one start chunk and one chunk per part; the start chunk names its parts' texts, the widget's file names none",
      ({ entry, folder }) => {
        const files = readdirSync(join(dist, folder)).filter((name) => name.endsWith(".js"));
        expect(read(join(dist, entry))).not.toMatch(/texts-(rating-dialog|list-parts)-/);
        for (const language of LANGUAGES) {
          const start = files.filter((name) => name.startsWith(`locale-${language}-`));
          expect(start, language).toHaveLength(1);
          const startCode = read(join(dist, folder, start[0]!));
          for (const part of PARTS) {
            const texts = files.filter((name) => name.startsWith(`texts-${part}-${language}-`));
            expect(texts, `${language} ${part}`).toHaveLength(1);
            expect(startCode).toContain(`./${texts[0]}`);
          }
          // Only its own language's part texts.
          expect(startCode.match(/texts-[\w-]+?-([a-z]{2}_[A-Z]{2})-/g)?.every((name) => name.includes(language))).toBe(
            true,
          );
        }
        const english = (prefix: string) =>
          read(
            join(
              dist,
              folder,
              files.find((name) => name.startsWith(prefix))!,
            ),
          );
        expect(english("locale-en_US-")).toContain(ENGLISH.start);
        for (const part of PARTS) {
          expect(english("locale-en_US-")).not.toContain(ENGLISH[part]);
          expect(english(`texts-${part}-en_US-`)).toContain(ENGLISH[part]);
        }
      },
    );
  },
);

describe.skipIf(!existsSync(lib))("the library's texts (skipped until the library is built)", () => {
  it("[RW-3] lib/chunks/<code>.js holds the start texts, texts-rating-dialog-<code>.js and texts-list-parts-<code>.js the parts'", () => {
    for (const language of LANGUAGES) {
      const start = read(join(lib, `${language}.js`));
      for (const part of PARTS) {
        expect(existsSync(join(lib, `texts-${part}-${language}.js`)), `${language} ${part}`).toBe(true);
        expect(start).toContain(`./texts-${part}-${language}.js`);
      }
    }
    expect(read(join(lib, "en_US.js"))).toContain(ENGLISH.start);
    for (const part of PARTS) {
      expect(read(join(lib, "en_US.js"))).not.toContain(ENGLISH[part]);
      expect(read(join(lib, `texts-${part}-en_US.js`))).toContain(ENGLISH[part]);
    }
  });
});
