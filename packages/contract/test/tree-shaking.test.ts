import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, type Rolldown } from "vite";
import { describe, expect, it } from "vitest";

const contract = join(import.meta.dirname, "../src/index.ts");

/**
 * What a plain bundler keeps of the contract for an entry that imports `names` and uses each: Vite's defaults, no
 * tree-shaking options of our own, so a host's bundler gets the same (the package says `sideEffects: false`).
 */
async function bundle(names: string[]): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), "contract-bundle-"));
  const entry = join(folder, "entry.js");
  writeFileSync(
    entry,
    `import { ${names.join(", ")} } from ${JSON.stringify(contract)};\nexport const used = [${names.join(", ")}];\n`,
  );
  try {
    const output = (await build({
      configFile: false,
      root: folder,
      logLevel: "silent",
      build: { write: false, minify: false, lib: { entry, formats: ["es"], fileName: "entry" } },
    })) as Rolldown.RolldownOutput[];
    return output
      .flatMap((result) => result.output)
      .map((chunk) => (chunk.type === "chunk" ? chunk.code : ""))
      .join("\n");
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe("the contract in a browser bundle", () => {
  it("an answer reader and a path bring no TypeBox, no schema and no other domain's paths", async () => {
    const code = await bundle(["readScoreGeneral", "reviewPaths", "pathTo"]);
    expect(code).toContain("/api/universal/v1/score/general");
    expect(code).toContain("avgScore");
    expect(code).not.toContain("TypeBox");
    expect(code).not.toContain("/api/km/v1/file");
    expect(code).not.toContain("/api/accounts/");
    expect(code).not.toContain("/api/admin/");
  });

  it("the shared rules alone bring nothing else", async () => {
    const code = await bundle(["resolveLanguage", "classifyAnswer", "interpolate"]);
    expect(code).not.toContain("TypeBox");
    expect(code).not.toContain("/api/");
    expect(code).not.toContain("avgScore");
  });
});
