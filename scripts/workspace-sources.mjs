// Inside the monorepo every tool reads the workspace packages' TypeScript sources, not their build: each export of
// @sxz/contract, @sxz/client and @sxz/reviews names its source first under this condition (published consumers
// never set it and get dist/esm). tsc has it in tsconfig.base.json (customConditions); Vite and Vitest configs
// spread `sourceResolve`; Node processes (the server under tsx) run with `--conditions=@sxz/source`.
import { defaultClientConditions, defaultServerConditions } from "vite";

export const SOURCE_CONDITION = "@sxz/source";

/** Node's flag for processes that import workspace packages (e.g. `node --conditions=@sxz/source --import tsx`). */
export const SOURCE_CONDITION_FLAG = `--conditions=${SOURCE_CONDITION}`;

/**
 * Vite/Vitest `resolve` and `ssr.resolve` options: the sources first, then Vite's own conditions. Vitest also hands
 * the SSR conditions to its Node workers as `--conditions`, where "module" would send Node to packages' bundler-only
 * builds (extensionless ES modules), so the server side leaves it out.
 */
export const sourceResolve = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: {
    resolve: {
      conditions: [SOURCE_CONDITION, ...defaultServerConditions.filter((condition) => condition !== "module")],
    },
  },
};
