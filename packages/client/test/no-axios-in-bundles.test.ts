// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The client sends over fetch (XMLHttpRequest for upload progress, the bridge in native apps): no browser bundle of
// the kit carries axios. A host that runs axios itself installs the pipeline on its own instance
// (`@sxz/client/axios`), with the axios of its own install. Found by an error code only axios's own modules hold.
const root = join(import.meta.dirname, "../../..");
const AXIOS_MARK = "ERR_BAD_OPTION_VALUE";

describe("axios in the kit's browser bundles", () => {
  it("the marker is axios's own, so the checks below can fail", () => {
    expect(readFileSync(join(root, "node_modules/axios/lib/core/AxiosError.js"), "utf8")).toContain(AXIOS_MARK);
  });

  const built = [
    { name: "the client's browser files", folder: "packages/client/dist" },
    { name: "the widget's <sxz-score> files", folder: "packages/reviews/dist" },
    { name: "the demo site", folder: "apps/demo/dist/assets" },
  ];
  for (const { name, folder } of built) {
    const dir = join(root, folder);
    const files = existsSync(dir)
      ? (readdirSync(dir, { recursive: true }) as string[]).filter(
          (file) => file.endsWith(".js") && !file.startsWith("esm") && !file.startsWith("lib"),
        )
      : [];
    it.skipIf(files.length === 0)(`${name} carry no axios (skipped until \`node scripts/build.mjs\` has run)`, () => {
      const carrying = files.filter((file) => readFileSync(join(dir, file), "utf8").includes(AXIOS_MARK));
      expect(carrying).toEqual([]);
    });
  }
});
