// Builds of `<sxz-score>` compared side by side: each `packages/reviews/dist` folder named on the command line is
// copied into one site folder the real server serves (its SITE_DIR), folder N at `/__side<N>/`, with host pages
// for it under `/__bench/`. One server and one browser then load the builds in alternation, under the same load.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { root } from "../support/processes.mjs";
import { hostModule, hostPage, markupHostModule, markupHostPage, markupStartScript } from "./host-page.mjs";

/** The two standalone files of a dist folder, each with the folder of the chunks it loads. */
export const STANDALONE_BUILDS = [
  { label: "light", file: "sxz-score.js", chunks: "chunks" },
  { label: "React", file: "sxz-score.react.js", chunks: "react-chunks" },
];

/** The dist folders named on the command line (default: packages/reviews/dist), each holding both standalone files. */
export function distFolders(args = process.argv.slice(2)) {
  const dists = (args.length > 0 ? args : [join(root, "packages/reviews/dist")]).map((dir) => resolve(dir));
  for (const dir of dists)
    for (const { file } of STANDALONE_BUILDS)
      if (!existsSync(join(dir, file))) throw new Error(`${join(dir, file)} is missing: build it first`);
  return dists;
}

/**
 * A temporary site folder with every dist folder's standalone files (their .br/.gz/.map twins too) and chunk
 * folders copied to `/__side<N>/`; `hostPageFor` writes a host page (and its module) loading one of them.
 */
export function siteWithDists(prefix, dists) {
  const siteDir = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(siteDir, "__bench"));
  writeFileSync(join(siteDir, "index.html"), "<!doctype html><title>bench</title>");
  dists.forEach((dir, side) => {
    const served = join(siteDir, `__side${side}`);
    mkdirSync(served, { recursive: true });
    for (const build of STANDALONE_BUILDS) {
      for (const name of readdirSync(dir).filter((name) => name.startsWith(build.file)))
        cpSync(join(dir, name), join(served, name));
      cpSync(join(dir, build.chunks), join(served, build.chunks), { recursive: true });
    }
  });
  return {
    siteDir,
    /**
     * The path of a new host page `name` that mounts `build` of side `side` on `resourceId` (hostModule's options;
     * `{ markup: true }`: the tag in the page's markup, markupHostPage).
     */
    hostPageFor(name, side, build, resourceId, options) {
      if (options?.markup) {
        writeFileSync(join(siteDir, "__bench", `${name}-start.js`), markupStartScript());
        writeFileSync(join(siteDir, "__bench", `${name}-host.js`), markupHostModule());
        writeFileSync(
          join(siteDir, "__bench", `${name}.html`),
          markupHostPage(`/__side${side}/${build.file}`, resourceId, {
            startScript: `/__bench/${name}-start.js`,
            hostScript: `/__bench/${name}-host.js`,
          }),
        );
        return `/__bench/${name}.html`;
      }
      writeFileSync(
        join(siteDir, "__bench", `${name}.js`),
        hostModule(`/__side${side}/${build.file}`, resourceId, options),
      );
      writeFileSync(join(siteDir, "__bench", `${name}.html`), hostPage(`/__bench/${name}.js`));
      return `/__bench/${name}.html`;
    },
  };
}
