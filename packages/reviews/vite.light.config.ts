import { defineConfig } from "vite";
import { standaloneConfig } from "./vite.standalone";

/**
 * dist/sxz-score.js, the default embed: the same source as the React build with React's API served by
 * preact/compat (about 4 kB gzip instead of about 60). Only this file's bundle changes; the package's exports
 * for React hosts stay on React. Written after vite.config.ts into the same dist/.
 */
const preactFor = (specifier: string, target: string) => ({ find: new RegExp(`^${specifier.replace("/", "\\/")}$`), replacement: target });

export default defineConfig(
  standaloneConfig({
    name: "sxz-score",
    chunks: "chunks",
    emptyOutDir: false,
    alias: [
      preactFor("react", "preact/compat"),
      preactFor("react-dom", "preact/compat"),
      preactFor("react-dom/client", "preact/compat/client"),
      preactFor("react/jsx-runtime", "preact/jsx-runtime"),
      preactFor("react/jsx-dev-runtime", "preact/jsx-dev-runtime"),
    ],
  }),
);
