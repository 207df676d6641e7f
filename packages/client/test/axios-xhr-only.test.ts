// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "vite";
import { describe, expect, it } from "vitest";
import { axiosXhrOnly } from "../../../scripts/axios-xhr-only.mjs";

// The kit's browser bundles leave axios's fetch adapter out (scripts/axios-xhr-only.mjs): requests go through its
// XMLHttpRequest adapter, which axios picks first wherever XMLHttpRequest exists. A string only the fetch adapter
// has, and one only the XHR adapter has, tell which a bundle carries.
const root = join(import.meta.dirname, "../../..");
const FETCH_ADAPTER = "Stream request bodies are not supported by the current fetch implementation";
const XHR_ADAPTER = "onreadystatechange";

/** test/fixtures/axios-probe.ts bundled as a browser module, axios resolved from the workspace. */
async function bundleProbe(plugins: ReturnType<typeof axiosXhrOnly>[]): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: "silent",
    root,
    plugins,
    build: {
      write: false,
      minify: false,
      lib: { entry: join(import.meta.dirname, "fixtures/axios-probe.ts"), formats: ["es"], fileName: "probe" },
      rollupOptions: { output: { codeSplitting: false } },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  const chunk = results
    .flatMap((result) => ("output" in result ? result.output : []))
    .find((item) => item.type === "chunk");
  if (!chunk || chunk.type !== "chunk") throw new Error("no chunk built");
  return chunk.code;
}

describe("axios in the kit's browser bundles: the XHR adapter only", () => {
  it("the fetch adapter's marker is axios's own, so the bundle checks below can fail", async () => {
    expect(readFileSync(join(root, "node_modules/axios/lib/adapters/fetch.js"), "utf8")).toContain(FETCH_ADAPTER);
    expect(await bundleProbe([])).toContain(FETCH_ADAPTER);
  }, 60_000);

  it("axios bundled with the plugin sends through XHR and answers a request for the fetch adapter with its own error", async () => {
    const code = await bundleProbe([axiosXhrOnly()]);
    expect(code).not.toContain(FETCH_ADAPTER);
    expect(code).toContain(XHR_ADAPTER);
    // axios decides at load whether XMLHttpRequest exists, as a page's would.
    const previous = (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest;
    (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = class {};
    try {
      const module = await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
      expect(module.defaultAdapterName()).toBe("xhr");
      expect(module.fetchAdapterError()).toMatch(/adapter fetch is not available in the build/);
    } finally {
      (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = previous;
    }
  }, 60_000);

  // The bundler decides which chunk carries axios (its own, or the client's chunk that loads on use): found by an
  // error code only axios's own modules hold, so a regrouped chunk is still checked rather than skipped.
  const AXIOS_MARK = "ERR_BAD_OPTION_VALUE";
  const built = [
    {
      name: "the client core (dist/chunks/core-shared.js)",
      folder: "packages/client/dist/chunks",
      pattern: /^core-shared\.js$/,
    },
    { name: "the default embed's chunk with axios", folder: "packages/reviews/dist/chunks", pattern: /\.js$/ },
    {
      name: "the React standalone file's chunk with axios",
      folder: "packages/reviews/dist/react-chunks",
      pattern: /\.js$/,
    },
    { name: "the demo site's chunk with axios", folder: "apps/demo/dist/assets", pattern: /\.js$/ },
  ];
  for (const { name, folder, pattern } of built) {
    const dir = join(root, folder);
    const files = existsSync(dir)
      ? readdirSync(dir).filter(
          (file) => pattern.test(file) && readFileSync(join(dir, file), "utf8").includes(AXIOS_MARK),
        )
      : [];
    it.skipIf(files.length === 0)(
      `${name} holds axios's XHR adapter and not its fetch adapter (skipped until \`node scripts/build.mjs\` has run)`,
      () => {
        expect(files).toHaveLength(1);
        const code = readFileSync(join(dir, files[0]!), "utf8");
        expect(code).toContain(XHR_ADAPTER);
        expect(code).not.toContain(FETCH_ADAPTER);
      },
    );
  }
});
