// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseSync } from "vite";
import { describe, expect, it } from "vitest";
import { minifyCss } from "../../build/minify-css-literals";

// The three builds `node scripts/build.mjs` writes, each an entry and the folder of chunks it loads on demand
// (styles move to a chunk with the part that uses them); `npm test` builds first.
const dist = join(import.meta.dirname, "../../dist");
const builds = {
  "default embed": { entry: "sxz-score.js", chunks: "chunks" },
  "React standalone": { entry: "sxz-score.react.js", chunks: "react-chunks" },
  library: { entry: "lib/sxz-reviews.js", chunks: "lib/chunks" },
};
const built = Object.values(builds).every(({ entry }) => existsSync(join(dist, entry)));
const filesOf = ({ entry, chunks }: { entry: string; chunks: string }) => [
  entry,
  // The client layer's chunks (client-*.js) carry that package's own styles, which its build owns.
  ...(existsSync(join(dist, chunks))
    ? readdirSync(join(dist, chunks))
        .filter((name) => name.endsWith(".js") && !name.startsWith("client-"))
        .map((name) => `${chunks}/${name}`)
    : []),
];

interface Node {
  type?: string;
  value?: unknown;
  quasis?: { value: { cooked?: string | null; raw: string } }[];
}

/** The string and template literals of a built file that hold the widget's style rules (`.sxz-… {`). */
function styleLiterals(code: string): string[] {
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) return node.forEach(visit);
    const { type, value, quasis } = node as Node;
    // Interpolations become a placeholder value so the literal parses as the style sheet it is at run time.
    const text =
      type === "Literal" && typeof value === "string"
        ? value
        : type === "TemplateLiteral"
          ? quasis!.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join("0")
          : null;
    if (text !== null && /\.sxz-[\w-]+[^{}]*\{[^{}]*:/.test(text)) found.push(text);
    for (const child of Object.values(node)) if (child && typeof child === "object") visit(child);
  };
  visit(parseSync("built.js", code, { sourceType: "module" }).program);
  return found;
}

describe.skipIf(!built)(
  "the styles in the built files (skipped until `node scripts/build.mjs` has written packages/reviews/dist)",
  () => {
    for (const [name, build] of Object.entries(builds)) {
      it(`${name} (dist/${build.entry} and dist/${build.chunks}/): every style sheet is minified — no line break, no comment — and still parses`, () => {
        const literals = filesOf(build).flatMap((file) =>
          styleLiterals(readFileSync(join(dist, file), "utf8")).map((css) => ({ file, css })),
        );
        // The summary, the dialog, the list and the card styles at least: a build without them was not found or not read.
        const all = literals.map(({ css }) => css).join("\n");
        for (const selector of [".sxz-summary{", ".sxz-dialog{", ".sxz-list{", ".sxz-card{"])
          expect(all).toContain(selector);
        for (const { file, css } of literals) {
          expect(css, file).not.toMatch(/\n|\/\*/);
          expect(() => minifyCss(css, file)).not.toThrow();
        }
      });
    }
  },
);
