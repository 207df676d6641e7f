import { fileURLToPath } from "node:url";
import { mergeConfig } from "vite";
import full from "./vite.config";

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * dist/sxz-client-fetch.js: the lean request core (`@sxz/client/fetch`) as a browser receives it, for the size
 * budget and pages without a bundler. Built after the full entry into the same folder; its login-routing chunk
 * (loaded when a session ends) is written beside it.
 */
export default mergeConfig(full, {
  build: {
    emptyOutDir: false,
    lib: { entry: at("src/fetch/index.ts"), formats: ["es"], fileName: () => "sxz-client-fetch.js" },
    rollupOptions: {
      output: {
        // Chunks the entry imports at once are part of its budget ("fetch-core-*"); the login routing is loaded on need.
        chunkFileNames: (chunk: { name: string }) =>
          chunk.name === "shared" ? "chunks/fetch-core-[name].js" : "chunks/fetch-lazy-[name].js",
      },
    },
  },
});
