// Imports every public entry of the installed @sxz packages in plain Node (no DOM), read from their exports maps.
import { readFileSync } from "node:fs";

const failures = [];
let imported = 0;
for (const name of ["@sxz/contract", "@sxz/client", "@sxz/reviews"]) {
  const manifest = JSON.parse(readFileSync(new URL(`./node_modules/${name}/package.json`, import.meta.url), "utf8"));
  for (const subpath of Object.keys(manifest.exports)) {
    const specifier = subpath === "." ? name : `${name}/${subpath.slice(2)}`;
    try {
      const module = await import(specifier);
      if (Object.keys(module).length === 0) failures.push(`${specifier}: no exports`);
      imported += 1;
    } catch (error) {
      failures.push(`${specifier}: ${error.message}`);
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
console.info(`${imported} entries imported`);
