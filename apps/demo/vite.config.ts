import { defineConfig } from "vite";
import { sourceResolve } from "../../scripts/workspace-sources.mjs";
import react from "@vitejs/plugin-react";

// `npm run dev -w @sxz/demo` proxies the API to a server started with `npm start`.
export default defineConfig({
  ...sourceResolve,
  plugins: [react()],
  build: { outDir: "dist", emptyOutDir: true, sourcemap: true },
  server: { proxy: { "/api": "http://localhost:8080", "/widget": "http://localhost:8080" } },
});
