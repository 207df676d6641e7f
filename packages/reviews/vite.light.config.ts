import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { standaloneConfig } from "./vite.standalone";

/**
 * dist/sxz-score.js, the default embed: the same source as the React build with React's API served by Preact's
 * core and hooks (about 6 kB gzip instead of about 60) through the small modules of `light/`, not
 * `preact/compat` (see the README's decisions). Only this file's bundle changes; the package's exports for
 * React hosts stay on React. Written after vite.config.ts into the same dist/.
 */
const exactly = (specifier: string, target: string) => ({
  find: new RegExp(`^${specifier.replace("/", "\\/")}$`),
  replacement: target,
});
const light = (file: string) => fileURLToPath(new URL(`./light/${file}`, import.meta.url));

export default defineConfig(
  standaloneConfig({
    name: "sxz-score",
    chunks: "chunks",
    emptyOutDir: false,
    terserAfterOxc: true,
    eagerCompileHint: true,
    alias: [
      exactly("react", light("react.ts")),
      exactly("react-dom/client", light("react-dom-client.ts")),
      exactly("react/jsx-runtime", "preact/jsx-runtime"),
      exactly("react/jsx-dev-runtime", "preact/jsx-dev-runtime"),
    ],
  }),
);
