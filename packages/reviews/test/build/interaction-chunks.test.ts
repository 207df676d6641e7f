// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The parts a reader never needs before the first review is painted are chunks of their own in all three builds
// (`node scripts/build.mjs` writes them; `npm test` builds first): their code and styles are not in the entry a
// page or a host's bundler loads first, and the entry loads them with a dynamic import.
const dist = join(import.meta.dirname, "../../dist");
const builds = [
  { name: "default embed", entry: "sxz-score.js", chunks: "chunks" },
  { name: "React standalone", entry: "sxz-score.react.js", chunks: "react-chunks" },
  { name: "library", entry: "lib/sxz-reviews.js", chunks: "lib/chunks" },
];
const built = builds.every(({ entry }) => existsSync(join(dist, entry)));

/** Class names and texts only the part's own code and styles carry. */
const parts = [
  // The rating dialog, with what its submit runs (the checks, the writes, the picture upload and the failure
  // messages it picks, read by text key).
  {
    chunk: /^RatingDialog(-[\w-]+)?\.js$/,
    markers: [
      "sxz-dialog__title",
      "sxz-dialog-layer",
      "sxz-field__counter",
      "sxz-stars__star",
      "sxz-mobile-extras",
      "imageUploadFailed",
      "involving",
      "sensitive-feedback",
      "scoreSuccess",
    ],
  },
  // The list's reply and review editors, the bar they sit in on mobile, and the delete confirmation, with the
  // store's writes they make (the click event and success texts only those read).
  {
    chunk: /^ListParts(-[\w-]+)?\.js$/,
    markers: [
      "sxz-editor__area",
      "sxz-editor__counter",
      "sxz-list__mobile-editor-head",
      "sxz-confirm-backdrop",
      "sxz-confirm__actions",
      "adminDelete",
      "hasDelete",
      "replySuccess",
    ],
  },
  // The draft picture's store (its database name), with idb-keyval a chunk the draft store imports.
  { chunk: /^draft-image(-[\w-]+)?\.js$/, markers: ["sxz-score-drafts"] },
  // The empty list's picture (its box path), fetched when the empty state shows.
  { chunk: /^EmptyPicture(-[\w-]+)?\.js$/, markers: ["M20 38l40-16"] },
  // Scrolling to the widget for a page address with scrollToScore=1 (its retry delays).
  { chunk: /^scroll-to-score(-[\w-]+)?\.js$/, markers: ["[300,400]"] },
  // What shows after an action: the image viewer, a card's menu popup, the toasts' full look (type colours, marquee
  // motion; the box and its live regions stay in the entry), the sparkle and the blocked-rating alert.
  {
    chunk: /^ActionParts(-[\w-]+)?\.js$/,
    markers: [
      "sxz-viewer__caption",
      "sxz-viewer__next",
      "sxz-menu__list",
      "sxz-menu__item",
      "sxz-toast--success",
      "sxz-marquee",
      "sxz-sparkle__dot",
      "sxz-alert__icon",
      "sxz-alert--closing",
    ],
  },
];

/**
 * The entry and the chunks it imports statically: what loads before any part is asked for. (The library keeps
 * library mode's common chunks, `lib/chunks/rating-state.js` and others, which its entry imports before it runs.)
 */
function startFiles(build: (typeof builds)[number]): { name: string; code: string }[] {
  const entry = readFileSync(join(dist, build.entry), "utf8");
  const folder = join(dist, build.chunks);
  const imported = [...entry.matchAll(/(?:from|import)\s*["'`]\.\/(?:react-)?chunks\/([\w.-]+\.js)["'`]/g)].map(
    (match) => match[1]!,
  );
  return [
    { name: build.entry, code: entry },
    ...[...new Set(imported)].map((name) => ({ name, code: readFileSync(join(folder, name), "utf8") })),
  ];
}

describe.skipIf(!built)(
  "parts loaded on use (skipped until `node scripts/build.mjs` has written packages/reviews/dist)",
  () => {
    for (const build of builds) {
      for (const part of parts) {
        it(`${build.name}: ${part.chunk.source} holds its part's code and styles, the start none of them and imports it dynamically`, () => {
          const start = startFiles(build);
          for (const file of start)
            for (const marker of part.markers) expect(file.code, `${marker} in ${file.name}`).not.toContain(marker);
          const chunk = readdirSync(join(dist, build.chunks)).find((name) => part.chunk.test(name));
          expect(chunk, `a chunk named like ${part.chunk.source} in ${build.chunks}`).toBeDefined();
          const code = readFileSync(join(dist, build.chunks, chunk!), "utf8");
          for (const marker of part.markers) expect(code, marker).toContain(marker);
          // Imported dynamically by the entry (`./chunks/X.js`) or by one of its static chunks (`./X.js`).
          const dynamicImport = new RegExp(
            `import\\((["'\`])\\./((react-)?chunks/)?${chunk!.replace(/\./g, "\\.")}\\1\\)`,
          );
          expect(
            start.some((file) => dynamicImport.test(file.code)),
            `import("…/${chunk}") in ${start.map((file) => file.name).join(", ")}`,
          ).toBe(true);
        });
      }
    }
  },
);
