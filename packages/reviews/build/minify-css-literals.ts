import { transform as transformCss } from "lightningcss";
import { parseSync, type Plugin } from "vite";

/**
 * The widget's styles are CSS text in template literals (`export const summaryCss = \`…\``), put into a <style>
 * of the widget's root at run time. This build plugin runs every such literal through Lightning CSS's minifier, so
 * the bundles ship no comments, indentation or spelled-out colours, while the dev server and the unit tests keep
 * reading the source as written.
 *
 * A literal is CSS when it is the untagged initializer of a constant whose name ends in `Css` — the naming every
 * style module follows. Interpolations (`${RATING_LIMITS.dialogWidthPx}px`) stay code: each is replaced by a
 * placeholder identifier for the minifier (which keeps a value it cannot type-check as its tokens) and put back
 * afterwards. CSS that does not parse fails the build instead of being shipped half-minified.
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
    if (candidate.type === "VariableDeclarator" && candidate.id?.type === "Identifier" && /Css$/.test(candidate.id.name ?? "") && candidate.init?.type === "TemplateLiteral") {
      const template = candidate.init;
      if (code[template.start] !== "`" || code[template.end - 1] !== "`") throw new Error(`${filename}: unexpected template literal bounds at ${template.start}`);
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

const placeholder = (index: number) => `__sxz_css_hole_${index}__`;

/** The literal's text between the backticks, minified, with its interpolations back in place. */
function minifyLiteral(literal: CssLiteral, filename: string): string {
  const css = literal.quasis.map((quasi, index) => (index === 0 ? quasi : placeholder(index - 1) + quasi)).join("");
  const minified = minifyCss(css, `${filename}:${literal.start}`);
  const parts = [minified];
  literal.expressions.forEach((_, index) => {
    const rest = parts.pop()!;
    const at = rest.indexOf(placeholder(index));
    if (at < 0 || rest.indexOf(placeholder(index), at + 1) >= 0) throw new Error(`${filename}: the minified CSS does not keep interpolation ${index} exactly once`);
    parts.push(rest.slice(0, at), rest.slice(at + placeholder(index).length));
  });
  return parts.map(escapeTemplateText).reduce((text, part, index) => (index === 0 ? part : `${text}\${${literal.expressions[index - 1]}}${part}`), "");
}

/** Lightning CSS's minified form of a style sheet; throws when the CSS does not parse. */
export function minifyCss(css: string, where: string): string {
  let result: ReturnType<typeof transformCss>;
  try {
    result = transformCss({ filename: where, code: Buffer.from(css), minify: true, errorRecovery: false });
  } catch (error) {
    const { message, loc } = error as { message: string; loc?: { line: number; column: number } };
    throw new Error(`${where}: invalid CSS${loc ? ` at line ${loc.line}, column ${loc.column} of the literal` : ""}: ${message}`);
  }
  const [warning] = result.warnings;
  if (warning) throw new Error(`${where}: ${warning.message}`);
  return result.code.toString();
}

const escapeTemplateText = (text: string) => text.replace(/[\\`]|\$\{/g, (match) => `\\${match}`);
