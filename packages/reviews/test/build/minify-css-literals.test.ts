// @vitest-environment node
import { describe, expect, it } from "vitest";
import { rewriteCssLiterals } from "../../build/minify-css-literals";

const positionOf = (code: string, text: string) => {
  const before = code.slice(0, code.indexOf(text)).split("\n");
  return { line: before.length, column: before.at(-1)!.length };
};

describe("the build's CSS literal minifier", () => {
  const source = [
    'import { LIMITS } from "./limits";',
    "/* The dialog's width comes from the rating limits. */",
    "export const dialogCss = `",
    "/* A comment the bundle does not need. */",
    ".sxz-dialog { inline-size: min(${LIMITS.widthPx}px, calc(100vw - 32px));",
    "  color: var(--sxz-text, #ffffff); }",
    '.sxz-dialog::before { content: "\\\\201C\\`"; }',
    "`; export const after = 1;",
    "const label = `not ${'css'} at all`;",
  ].join("\n");

  it("minifies a …Css constant's literal: no comment, no line break, short colours", () => {
    const code = rewriteCssLiterals(source, "dialog.styles.ts");
    // (The escape \201C is written as the character it stands for; the backtick stays escaped for JavaScript.)
    expect(code).toContain(
      'export const dialogCss = `.sxz-dialog{inline-size:min(${LIMITS.widthPx}px, calc(100vw - 32px));color:var(--sxz-text,#fff)}.sxz-dialog:before{content:"\u201C\\`"}`',
    );
  });

  it("keeps the code after a literal at its line and column, so the source map stays right", () => {
    const code = rewriteCssLiterals(source, "dialog.styles.ts");
    expect(positionOf(code, "export const after")).toEqual(positionOf(source, "export const after"));
    expect(positionOf(code, "const label")).toEqual(positionOf(source, "const label"));
  });

  it("leaves other template literals and tagged templates alone", () => {
    const code =
      "const label = `a  ${b}  c`;\nexport const tagged = css`.a { color: red; }`;\nconst plainCss = `.a { color: red; }`;";
    expect(rewriteCssLiterals(code, "x.ts")).toBe(
      "const label = `a  ${b}  c`;\nexport const tagged = css`.a { color: red; }`;\nconst plainCss = `.a{color:red}`     ;",
    );
  });

  it("keeps an interpolated style sheet (`${otherCss}`) where it stands, with no rule merged across it", () => {
    const code =
      "export const listCss = `${avatarCss}\n.a { color: blue; }\n${cardCss}\n.c { color: blue; }\n@media (prefers-reduced-motion: reduce) { .a { color: red; }\n${motionCss} }\n${lastCss}\n`;";
    expect(rewriteCssLiterals(code, "list.styles.ts")).toContain(
      "export const listCss = `${avatarCss}.a{color:#00f}${cardCss}.c{color:#00f}@media (prefers-reduced-motion:reduce){.a{color:red}${motionCss}}${lastCss}`",
    );
  });

  it("writes nothing the browsers of the bundles' JavaScript (es2022) cannot read", () => {
    // Lightning CSS without targets writes media ranges (`(width>=600px)`), unknown to Safari before 16.4.
    expect(rewriteCssLiterals("const wideCss = `@media (min-width: 600px) { .a { color: red; } }`;", "x.ts")).toContain(
      "@media (min-width:600px){.a{color:red}}",
    );
  });

  it("fails the build on CSS that does not parse instead of shipping it", () => {
    expect(() => rewriteCssLiterals("export const brokenCss = `.a..b { color: red; }`;", "broken.styles.ts")).toThrow(
      /broken\.styles\.ts/,
    );
    expect(() => rewriteCssLiterals("export const brokenCss = `.a { color: red; }}`;", "broken.styles.ts")).toThrow(
      /broken\.styles\.ts/,
    );
  });
});
