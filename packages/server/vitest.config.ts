import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import { sourceResolve } from "../../scripts/workspace-sources.mjs";

/**
 * On PostgreSQL (TEST_DATABASE_URL set) the suites whose subject is the HTTP layer rather than data are left out:
 * they send nothing to the database a dialect could change (time-outs, body parsing, headers, compression, logs,
 * texts, settings, the API reference, the spellings of a route the guards see, token encodings, the origin URLs
 * are built on, the network flags). They run on SQLite. What they read or write through the database (a session,
 * a review) is proven on both dialects by the suites of that domain.
 */
const HTTP_ONLY = [
  "src/http/**",
  "test/config/**",
  "test/docs/**",
  "test/i18n/**",
  "test/edge/{request-timeout,body-depth,log-redaction,cross-origin-resources,retry-after,route-guards,access-token-encoding}.test.ts",
  "test/security/public-origin.test.ts",
  "test/session/session.test.ts",
  "test/deploy/{compression,request-log}.test.ts",
];

export default defineConfig({
  ...sourceResolve,
  test: {
    name: "server",
    environment: "node",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? HTTP_ONLY : [])],
    // Each test file starts its own real server on its own database, on a free port and in a folder of its own:
    // files share nothing, so they run a worker per core (as every project does, see the root vitest.config.ts).
    // The server suites run as a group of their own, after the widget and client suites.
    pool: "forks",
    maxWorkers: availableParallelism(),
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
