import { defineConfig } from "vitest/config";
import { sourceResolve } from "../../scripts/workspace-sources.mjs";

export default defineConfig({ ...sourceResolve, test: { name: "contract", environment: "node", include: ["src/**/*.test.ts", "test/**/*.test.ts"] } });
