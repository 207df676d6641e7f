// @vitest-environment node
import { join } from "node:path";
import { build } from "vite";
import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { sourceResolve } from "../../../../scripts/workspace-sources.mjs";

describe("locale chunks", () => {
  it("a page bundle carries zh_CN and en_US only; every other locale is its own chunk loaded on demand", async () => {
    const entry = join(import.meta.dirname, "index.ts");
    const result = (await build({
      configFile: false,
      ...sourceResolve,
      logLevel: "silent",
      build: { write: false, minify: false, lib: { entry, formats: ["es"], fileName: "i18n" } },
    })) as Rollup.RollupOutput | Rollup.RollupOutput[];
    const output = (Array.isArray(result) ? result[0]! : result).output;
    const chunks = output.filter((item): item is Rollup.OutputChunk => item.type === "chunk");
    const main = chunks.find((chunk) => chunk.isEntry)!;
    expect(main.code).toContain("上传异常");
    expect(main.code).toContain("Upload failed");
    for (const text of ["Закрыть", "Schließen", "إغلاق", "閉じる", "닫기"]) expect(main.code).not.toContain(text);
    const lazy = chunks.filter((chunk) => !chunk.isEntry);
    expect(lazy).toHaveLength(10);
  }, 60_000);
});
