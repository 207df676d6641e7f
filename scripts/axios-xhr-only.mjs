// The kit's browser bundles that carry axios (the client layer's dist/sxz-client.js, the `<sxz-score>` files'
// axios chunk, the demo site) send every request through axios's XMLHttpRequest adapter: axios picks it first
// wherever a page runs (browsers, the apps' WebViews, the workplace container), and the native bridge wraps the
// same default. Its fetch adapter (with the stream, progress and data-URL helpers only it uses) would ride along
// unused in every one of them: about 4.8 kB gzip of the client core. This Vite plugin leaves it out of the build.
// A page that still asks axios for `adapter: "fetch"` gets axios's own error ("adapter fetch is not available in
// the build"), not a silent fallback. Tests and published consumers (dist/esm, axios from their own install) keep
// axios whole; packages/client/test/axios-xhr-only.test.ts checks that the bundles hold the XHR adapter only.
const LEFT_OUT = "\0sxz:axios-fetch-adapter-left-out";

/** True for axios's adapter registry asking for its fetch adapter (lib/adapters/adapters.js → ./fetch.js). */
const isFetchAdapterImport = (source, importer) =>
  source === "./fetch.js" &&
  importer !== undefined &&
  /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer);

/** @returns {import("vite").Plugin} */
export function axiosXhrOnly() {
  return {
    name: "sxz:axios-xhr-only",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      return isFetchAdapterImport(source, importer) ? LEFT_OUT : null;
    },
    load(id) {
      // The registry reads `getFetch(config)`; null is axios's own "not available in the build".
      return id === LEFT_OUT ? "export const getFetch = () => null;" : null;
    },
  };
}
