import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * One source of truth for API paths: outside @sxz/contract, no source file of a package or of the demo spells one.
 * They take it from the route table (`apiPaths`, the domain tables, `pathTo`), so a path changes in one place.
 */

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const SOURCE_ROOTS = ["packages/client/src", "packages/reviews/src", "packages/server/src", "apps/demo/src"];
/** `/api/…`, `/sxz/api/…` or a bare `/api`, not inside a relative module path such as `./api/request`. */
const API_PATH = /(^|[^.])\/(sxz\/)?api(\/|$)/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) &&
      !/\.(test|spec)\.tsx?$/.test(entry.name) &&
      !entry.name.endsWith(".d.ts")
      ? [path]
      : [];
  });
}

/** The string and template literals of a source that spell an API path (comments and module specifiers aside). */
export function apiPathLiterals(fileName: string, text: string): Array<{ line: number; text: string }> {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Array<{ line: number; text: string }> = [];
  const isModuleSpecifier = (node: ts.Node) =>
    ((ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent)) &&
      node.parent.moduleSpecifier === node) ||
    (ts.isCallExpression(node.parent) && node.parent.expression.kind === ts.SyntaxKind.ImportKeyword) ||
    ts.isExternalModuleReference(node.parent) ||
    ts.isImportTypeNode(node.parent.parent);
  const visit = (node: ts.Node) => {
    const literal =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
        ? node.text
        : undefined;
    if (literal !== undefined && API_PATH.test(literal) && !isModuleSpecifier(node)) {
      found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: literal });
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

describe("API paths come from the route table", () => {
  it("finds API paths in strings and templates, not in comments or module paths", () => {
    const sample = [
      'import { request } from "./api/request";',
      'import type { ListApi } from "../../api/list";',
      "// GET /api/universal/v1/score/general is documented here",
      "/** `POST /api/auth/logout` */",
      'const a = "/api/universal/v1/liked";',
      "const b = `${base}/api/health`;",
      "const c = `/sxz/api/foundation/configProperty/open/value/${key}`;",
      'const d = "/api";',
      'const e = "https://example.com/api/x";',
      'const f = "./api/request";',
    ].join("\n");
    expect(apiPathLiterals("sample.ts", sample).map((hit) => hit.line)).toEqual([5, 6, 7, 8, 9]);
  });

  it("no source of the client layer, the widget, the server or the demo spells an API path", () => {
    const offenders = SOURCE_ROOTS.flatMap((folder) =>
      sourceFiles(join(ROOT, folder)).flatMap((file) => {
        const text = readFileSync(file, "utf8");
        // Only files that mention an API path somewhere are parsed.
        if (!API_PATH.test(text) && !/\/(sxz\/)?api\b/.test(text)) return [];
        return apiPathLiterals(file, text).map(
          (hit) => `${relative(ROOT, file)}:${hit.line} ${JSON.stringify(hit.text)}`,
        );
      }),
    );
    expect(offenders).toEqual([]);
  }, 60_000);
});
