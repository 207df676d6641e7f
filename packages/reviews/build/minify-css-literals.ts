import { transform as transformCss } from "lightningcss";
import { parseSync, type Plugin } from "vite";

/**
 * The widget's styles are CSS text in template literals (`export const summaryCss = \`…\``), put into a <style>
 * of the widget's root at run time. This build plugin runs every such literal through Lightning CSS's minifier, so
 * the bundles ship no comments, indentation or spelled-out colours, while the dev server and the unit tests keep
 * reading the source as written.
 *
 * A literal is CSS when it is the untagged initializer of a constant whose name ends in `Css` — the naming every
 * style module follows. Interpolations stay code: each is replaced by a placeholder for the minifier and put
 * back afterwards — an identifier inside a value or selector (`${RATING_LIMITS.dialogWidthPx}px`; the minifier
 * keeps a value it cannot type-check as its tokens), an unknown at-rule where a whole style sheet goes
 * (`${otherCss}`, so no rule is merged across it). CSS that does not parse fails the build instead of being
 * shipped half-minified.
 */
export function minifyCssLiterals(options: { include: RegExp }): Plugin {
  return {
    name: "sxz:minify-css-literals",
    apply: "build",
    // Before TypeScript is stripped: the literals are found in the source as written.
    enforce: "pre",
    transform(code, id) {
      const [file = id] = id.split("?");
      if (!options.include.test(file) || !/Css\s*=\s*`/.test(code)) return null;
      const minified = rewriteCssLiterals(code, file);
      // Every rewrite keeps the code after each literal at its original line and column (see rewriteCssLiterals),
      // so the module's source map is unchanged.
      return minified === code ? null : { code: minified, map: null };
    },
  };
}

/** The widget's own modules (not its tests): where the style constants live. */
export const widgetSources = /[\\/]packages[\\/]reviews[\\/]src[\\/](?!.*\.test\.tsx?$).*\.tsx?$/;

interface CssLiteral {
  start: number;
  end: number;
  quasis: string[];
  expressions: string[];
}

/** The module's code with each CSS literal minified. */
export function rewriteCssLiterals(code: string, filename: string): string {
  const literals = findCssLiterals(code, filename);
  let result = "";
  let copied = 0;
  for (const literal of literals) {
    const original = code.slice(literal.start, literal.end);
    const replacement = `\`${minifyLiteral(literal, filename)}\``;
    result += code.slice(copied, literal.start) + replacement + positionPadding(original, replacement);
    copied = literal.end;
  }
  return result + code.slice(copied);
}

/**
 * Line breaks and spaces after the shorter literal that put the code following it back where it was: the same
 * number of lines down, then the original column. Whitespace between tokens means nothing to JavaScript, and the
 * bundle's minifier drops it.
 */
function positionPadding(original: string, replacement: string): string {
  const lines = original.split("\n");
  if (lines.length === 1) return " ".repeat(Math.max(0, original.length - replacement.length));
  return "\n".repeat(lines.length - 1) + " ".repeat(lines.at(-1)!.length);
}

function findCssLiterals(code: string, filename: string): CssLiteral[] {
  const { program, errors } = parseSync(filename, code, { lang: filename.endsWith(".tsx") ? "tsx" : "ts" });
  const [error] = errors;
  if (error) throw new Error(`${filename}: cannot parse for CSS minification: ${error.message}`);
  const found: CssLiteral[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) return node.forEach(visit);
    const candidate = node as { type?: string; id?: { type: string; name?: string }; init?: TemplateNode };
    if (
      candidate.type === "VariableDeclarator" &&
      candidate.id?.type === "Identifier" &&
      /Css$/.test(candidate.id.name ?? "") &&
      candidate.init?.type === "TemplateLiteral"
    ) {
      const template = candidate.init;
      if (code[template.start] !== "`" || code[template.end - 1] !== "`")
        throw new Error(`${filename}: unexpected template literal bounds at ${template.start}`);
      found.push({
        start: template.start,
        end: template.end,
        quasis: template.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw),
        expressions: template.expressions.map((expression) => code.slice(expression.start, expression.end)),
      });
    }
    for (const value of Object.values(node)) if (value && typeof value === "object") visit(value);
  };
  visit(program);
  return found.sort((a, b) => a.start - b.start);
}

interface TemplateNode {
  type: string;
  start: number;
  end: number;
  quasis: { value: { raw: string; cooked?: string | null } }[];
  expressions: { start: number; end: number }[];
}

/**
 * What stands for interpolation `index` while the CSS is minified. Where a rule may start (at the literal's start
 * or after a `}`) it is a whole style sheet (`${otherCss}`): an at-rule placeholder, which the minifier keeps in
 * place and never merges rules across. Anywhere else it is part of a value or selector: an identifier.
 */
function placeholder(index: number, cssBefore: string): string {
  return /(^|\})\s*$/.test(cssBefore) ? `@${HOLE_RULE}${index};` : `__sxz_css_hole_${index}__`;
}

const HOLE_RULE = "sxz-css-hole-";

/** The literal's text between the backticks, minified, with its interpolations back in place. */
function minifyLiteral(literal: CssLiteral, filename: string): string {
  const holes: string[] = [];
  const css = literal.quasis.reduce((before, quasi, index) => {
    if (index === 0) return quasi;
    const hole = placeholder(index - 1, before);
    holes.push(hole);
    return before + hole + quasi;
  }, "");
  const minified = minifyCss(css, `${filename}:${literal.start}`);
  // The minifier may move a declaration, and an interpolation with it: each is put back where it ended up.
  const places = holes
    .map((hole, index) => {
      const at = minified.indexOf(hole);
      if (at < 0 || minified.indexOf(hole, at + 1) >= 0)
        throw new Error(`${filename}: the minified CSS does not keep interpolation ${index} exactly once`);
      return { at, end: at + hole.length, expression: literal.expressions[index] };
    })
    .sort((a, b) => a.at - b.at);
  let text = "";
  let copied = 0;
  for (const { at, end, expression } of places) {
    text += `${escapeTemplateText(minified.slice(copied, at))}\${${expression}}`;
    copied = end;
  }
  return text + escapeTemplateText(minified.slice(copied));
}

const version = (major: number, minor = 0) => (major << 16) | (minor << 8);

/**
 * The browsers that run the bundles' JavaScript (build target es2022): Lightning CSS writes nothing they cannot
 * read (without targets it would, e.g. `@media (width >= 600px)` for `(min-width: 600px)`, unknown to Safari
 * before 16.4).
 */
export const CSS_TARGETS = {
  chrome: version(94),
  edge: version(94),
  firefox: version(93),
  safari: version(15, 4),
  ios_saf: version(15, 4),
};

/** Lightning CSS's minified form of a style sheet; throws when the CSS does not parse. */
export function minifyCss(css: string, where: string): string {
  let result: ReturnType<typeof transformCss>;
  try {
    result = transformCss({
      filename: where,
      code: Buffer.from(css),
      minify: true,
      errorRecovery: false,
      targets: CSS_TARGETS,
    });
  } catch (error) {
    const { message, loc } = error as { message: string; loc?: { line: number; column: number } };
    throw new Error(
      `${where}: invalid CSS${loc ? ` at line ${loc.line}, column ${loc.column} of the literal` : ""}: ${message}`,
    );
  }
  // The at-rules that stand for interpolated style sheets are unknown to it, as they should be.
  const [warning] = result.warnings.filter(
    (each) => !(each.type === "AtRuleInvalid" && String(each.value).startsWith(HOLE_RULE)),
  );
  if (warning) throw new Error(`${where}: ${warning.message}`);
  return result.code.toString();
}

const escapeTemplateText = (text: string) => text.replace(/[\\`]|\$\{/g, (match) => `\\${match}`);
