// The files a page fetches for built ES modules before they run: each entry and, transitively, every file it
// imports statically by a relative path (dynamic `import()` is left out). Read from the build output, so it
// follows the chunk graph the bundler wrote. Used by the size benchmark (bench/sizes.bench.mjs) and the test that
// checks the size budgets name those files (packages/reviews/test/build/size-budgets.test.ts).
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** The absolute paths of `entries` and of everything they import statically. */
export function staticClosure(entries) {
  const closure = new Set();
  const visit = (file) => {
    if (closure.has(file)) return;
    closure.add(file);
    const code = readFileSync(file, "utf8");
    for (const match of code.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+)["']/g))
      visit(join(dirname(file), match[1]));
  };
  for (const entry of entries) visit(entry);
  return closure;
}
