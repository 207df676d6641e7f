#!/usr/bin/env node
// Compiles one publishable workspace package (`node scripts/build-package.mjs packages/client`) into what npm
// ships: dist/esm/ with one ES module and one .d.ts per source file, tests left out.
//
// The sources import each other without file extensions (Bundler resolution), which Node's ES modules and a
// consumer's `moduleResolution: NodeNext` refuse. So the compile rewrites every relative import of the emitted
// JavaScript and declarations to the file TypeScript itself resolved (`./auth` → `./auth/index.js`). Workspace
// dependencies resolve to their own built declarations (the build's tsconfig drops the "@sxz/source" condition),
// so packages are built in dependency order: contract, client, reviews.
import { rmSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The emitted specifier of a resolved source file, relative to the importing file, ending in `.js`. */
function emittedSpecifier(fromFile, resolvedFile) {
  let path = relative(dirname(fromFile), resolvedFile)
    .replaceAll("\\", "/")
    .replace(/\.(d\.ts|tsx?|mts)$/, ".js");
  if (!path.startsWith(".")) path = `./${path}`;
  return path;
}

function rewriteRelativeImports(options, host) {
  return (context) => (sourceFile) => {
    const fileName = ts.getOriginalNode(sourceFile).fileName ?? sourceFile.fileName;
    const rewrite = (literal) => {
      const text = literal.text;
      if (!text.startsWith("./") && !text.startsWith("../")) return literal;
      const resolved = ts.resolveModuleName(text, fileName, options, host).resolvedModule;
      if (!resolved) throw new Error(`${fileName}: cannot resolve ${text}`);
      return context.factory.createStringLiteral(emittedSpecifier(fileName, resolved.resolvedFileName));
    };
    const visit = (node) => {
      const f = context.factory;
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        return f.updateImportDeclaration(
          node,
          node.modifiers,
          node.importClause,
          rewrite(node.moduleSpecifier),
          node.attributes,
        );
      }
      if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        return f.updateExportDeclaration(
          node,
          node.modifiers,
          node.isTypeOnly,
          node.exportClause,
          rewrite(node.moduleSpecifier),
          node.attributes,
        );
      }
      if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        return f.updateCallExpression(node, node.expression, node.typeArguments, [
          rewrite(node.arguments[0]),
          ...node.arguments.slice(1),
        ]);
      }
      if (
        ts.isImportTypeNode(node) &&
        ts.isLiteralTypeNode(node.argument) &&
        ts.isStringLiteral(node.argument.literal)
      ) {
        const argument = f.updateLiteralTypeNode(node.argument, rewrite(node.argument.literal));
        return f.updateImportTypeNode(
          node,
          argument,
          node.attributes,
          node.qualifier,
          ts.visitNodes(node.typeArguments, visit),
          node.isTypeOf,
        );
      }
      return ts.visitEachChild(node, visit, context);
    };
    return ts.visitEachChild(sourceFile, visit, context);
  };
}

export function buildPackage(packageDir) {
  const dir = resolve(packageDir);
  const configPath = join(dir, "tsconfig.build.json");
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
      },
    },
  );
  if (!config) throw new Error(`cannot read ${configPath}`);
  rmSync(config.options.outDir, { recursive: true, force: true });
  const host = ts.createCompilerHost(config.options);
  const program = ts.createProgram({
    rootNames: config.fileNames,
    options: config.options,
    host,
    projectReferences: config.projectReferences,
  });
  const transform = rewriteRelativeImports(config.options, host);
  const result = program.emit(undefined, undefined, undefined, false, {
    after: [transform],
    afterDeclarations: [transform],
  });
  const diagnostics = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics];
  if (diagnostics.length > 0) {
    const format = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => "\n" };
    throw new Error(ts.formatDiagnosticsWithColorAndContext(diagnostics, format));
  }
  return config.options.outDir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const packages = process.argv.slice(2);
  if (packages.length === 0) {
    console.error("usage: node scripts/build-package.mjs <package dir>…");
    process.exit(2);
  }
  for (const packageDir of packages) {
    const started = Date.now();
    const out = buildPackage(packageDir);
    console.info(`${relative(root, out)} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
}
