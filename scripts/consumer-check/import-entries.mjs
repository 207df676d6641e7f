// Imports every public entry of the installed @sxz packages in plain Node (no DOM), read from their exports maps.
// An entry that needs an optional peer dependency the consumer did not install (`@sxz/client/axios` without axios)
// may fail on that peer alone; where the peer is installed it must import like the others.
import { existsSync, readFileSync } from "node:fs";

const failures = [];
const withoutPeer = [];
let imported = 0;
const installed = (name) => existsSync(new URL(`./node_modules/${name}/package.json`, import.meta.url));
for (const name of ["@sxz/contract", "@sxz/client", "@sxz/reviews"]) {
  const manifest = JSON.parse(readFileSync(new URL(`./node_modules/${name}/package.json`, import.meta.url), "utf8"));
  const missingPeers = Object.entries(manifest.peerDependenciesMeta ?? {})
    .filter(([peer, meta]) => meta.optional && !installed(peer))
    .map(([peer]) => peer);
  for (const subpath of Object.keys(manifest.exports)) {
    const specifier = subpath === "." ? name : `${name}/${subpath.slice(2)}`;
    try {
      const module = await import(specifier);
      if (Object.keys(module).length === 0) failures.push(`${specifier}: no exports`);
      imported += 1;
    } catch (error) {
      const peer = missingPeers.find((missing) => error.message.includes(`Cannot find package '${missing}'`));
      if (peer) withoutPeer.push(`${specifier} (optional peer ${peer} not installed)`);
      else failures.push(`${specifier}: ${error.message}`);
    }
  }
}
const element = await import("@sxz/reviews/element");
if (typeof element.SxzScoreElement !== "function" || element.ELEMENT_NAME !== "sxz-score")
  failures.push("@sxz/reviews/element: no SxzScoreElement");
// The server-side JSON-LD builds in plain Node and cannot be closed by a course or review text.
const { courseJsonLdScript } = await import("@sxz/reviews/structured-data");
const script = courseJsonLdScript({
  course: { name: "A </script> course" },
  general: { avgScore: 4.5, totalCount: 2 },
  reviews: { scoreInfoList: [] },
});
if (!script.includes("\\u003c/script") || script.indexOf("</script>") !== script.length - "</script>".length)
  failures.push(`@sxz/reviews/structured-data: unsafe script ${script}`);
if (failures.length > 0) {
  console.error(failures.join("\n"));
  process.exit(1);
}
console.info(`${imported} entries imported${withoutPeer.length ? `; left out: ${withoutPeer.join(", ")}` : ""}`);
