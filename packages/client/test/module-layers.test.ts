// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const src = fileURLToPath(new URL("../src/", import.meta.url));

/** Every module specifier a source file imports or re-exports (types included: they are arrows a reader follows too). */
function importsOf(folder: string): { file: string; from: string }[] {
  const found: { file: string; from: string }[] = [];
  for (const name of readdirSync(`${src}${folder}`, { recursive: true }) as string[]) {
    if (!name.endsWith(".ts") || name.endsWith(".test.ts")) continue;
    const text = readFileSync(`${src}${folder}/${name}`, "utf8");
    for (const match of text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+"([^"]+)"/gms))
      found.push({ file: `${folder}/${name}`, from: match[1]! });
  }
  return found;
}

describe("the client's folders import in one direction", () => {
  it("http/ (the request pipeline and its rules) imports nothing of auth/: auth/ builds on http/, never the reverse", () => {
    const upward = importsOf("http").filter(({ from }) => /(^|\/)auth(\/|$)/.test(from));
    expect(upward).toEqual([]);
    // The direction that remains is real: the session rules use the pipeline's errors and answers.
    expect(importsOf("auth").some(({ from }) => from.startsWith("../http/"))).toBe(true);
  });

  it("the lean request core (fetch/) imports nothing of the full client's wiring (platform-client.ts), not even a type", () => {
    const upward = importsOf("fetch").filter(({ from }) => /platform-client$/.test(from));
    expect(upward).toEqual([]);
  });

  it("the lean core and the full client send through the one request pipeline, which hands every answer to the one answer side (http/pipeline.ts); both build their context through one function", () => {
    const read = (file: string) => readFileSync(`${src}${file}`, "utf8");
    expect(read("http/request-pipeline.ts")).toMatch(/import \{ settleAnswer, settleRefusal \} from "\.\/pipeline"/);
    for (const wiring of ["platform/client-http.ts", "fetch/platform-fetch.ts"]) {
      expect(read(wiring), wiring).toMatch(
        /import \{ createRequestPipeline(, \w+)* \} from "\.\.\/http\/request-pipeline"/,
      );
      expect(read(wiring), wiring).not.toMatch(/settleAnswer|settleRefusal|platformHeadersFor/);
    }
    for (const core of ["platform-client.ts", "fetch/platform-fetch.ts"]) {
      expect(read(core), core).toMatch(/import \{ createClientContext \} from "\.\.?\/platform\/client-context"/);
    }
    // The rules of a refused answer are wired once, for the full client's services and the lean core's chunk alike.
    for (const wiring of ["platform/session-services.ts", "fetch/recovery.ts"]) {
      expect(read(wiring), wiring).toMatch(/import \{ createRecovery \} from "\.\.\/auth\/answer-recovery"/);
    }
  });
});
