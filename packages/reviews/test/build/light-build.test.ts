import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The default embed as `node scripts/build.mjs` writes it (vite.light.config.ts): the entry and its chunks folder.
const dist = join(import.meta.dirname, "../../dist");
const entry = join(dist, "sxz-score.js");
const built = existsSync(entry);
const files = () => [
  entry,
  ...readdirSync(join(dist, "chunks"))
    .filter((name) => name.endsWith(".js"))
    .map((name) => join(dist, "chunks", name)),
];

// Strings of `preact/compat` that survive minification, one per part it installs as soon as it is imported: its
// element type (what marks its vnodes), its prop rewriting for React's names (onDoubleClick → ondblclick), its
// class component patches (isReactComponent, the UNSAFE_ lifecycle aliases), its `memo` (named "Memo(…)").
const COMPAT_MARKERS = ["react.element", "ondblclick", "isReactComponent", "UNSAFE_", "Memo("];

describe.skipIf(!built)(
  "the default embed on Preact's core (skipped until `node scripts/build.mjs` has written packages/reviews/dist)",
  () => {
    it("carries none of preact/compat, in its file or in any chunk it loads", () => {
      for (const file of files()) {
        const code = readFileSync(file, "utf8");
        expect(
          COMPAT_MARKERS.filter((marker) => code.includes(marker)),
          file,
        ).toEqual([]);
      }
    });
  },
);
