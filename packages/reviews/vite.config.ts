import { defineConfig } from "vite";
import { standaloneConfig } from "./vite.standalone";

/**
 * dist/sxz-score.react.js: the standalone `<sxz-score>` with React and react-dom bundled, for pages that want
 * the React renderer itself. Built first (it empties dist/); the light default embed, dist/sxz-score.js, is
 * vite.light.config.ts.
 */
export default defineConfig(standaloneConfig({ name: "sxz-score.react", chunks: "react-chunks", emptyOutDir: true }));
