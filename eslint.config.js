import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

/**
 * A function a reader can take in as one outline (CONTRIBUTING, "Function size"). Tests are left out: a describe
 * block is an outline of its cases. Migrations are too: a schema step is written once and never edited.
 */
// Counted on formatted code (Prettier, lines of 120): the limit was 80 lines before the tree was formatted once.
const FUNCTION_SIZE = { max: 100, skipBlankLines: true, skipComments: true, IIFEs: true };

/**
 * TEMPORARY: the functions longer than that when the limit came, each allowed its length of that day (so none grows)
 * until it is split. Remove a file's entry with its split; the list only shrinks.
 */
const FUNCTIONS_AWAITING_A_SPLIT = {
  // Lengths as formatted. The widget's components grew with the star filter, search, sign-in offers and the shared
  // Try again.
  "packages/reviews/src/components/ReviewWidget/WidgetBody.tsx": 202, // WidgetBody
  "packages/reviews/src/components/ReviewCard/ReviewCard.tsx": 180, // ReviewCard
  "packages/reviews/src/components/ReviewWidget/ReviewWidget.tsx": 114, // ReviewWidget
  "packages/client/src/auth/session-end.ts": 104, // createSessionEnd
  "packages/client/src/bridge/bridge.ts": 118, // createBridge
  "packages/server/src/admin/cli.ts": 173, // runCommand
  "packages/server/src/routes/reviews.ts": 157, // the reviews plugin
  "packages/server/src/routes/admin.ts": 133, // the admin plugin
  "packages/server/src/plugins/metrics.ts": 132, // the metrics plugin
  "packages/server/src/app.ts": 105, // buildApp
  "packages/server/src/routes/uploads.ts": 105, // the uploads plugin
  "packages/server/src/routes/auth.ts": 104, // the auth plugin
  "packages/server/src/domain/admin/export.ts": 101, // exportSchool
};

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "bench/.work/**",
      "coverage/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    files: ["packages/reviews/**/*.{ts,tsx}", "apps/demo/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" },
  },
  {
    // The client layer is framework-free: the React bindings live in @sxz/reviews.
    files: ["packages/client/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["react", "react-dom", "react/*", "react-dom/*"] }] },
  },
  {
    files: ["packages/*/src/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "packages/server/src/db/migrations/**"],
    rules: { "max-lines-per-function": ["error", FUNCTION_SIZE] },
  },
  ...Object.entries(FUNCTIONS_AWAITING_A_SPLIT).map(([file, max]) => ({
    files: [file],
    rules: { "max-lines-per-function": ["error", { ...FUNCTION_SIZE, max }] },
  })),
  {
    files: ["scripts/**/*.mjs", "bench/**/*.mjs", "e2e/**/*.ts", "packages/server/src/main.ts"],
    // Playwright fixtures must destructure their (possibly empty) dependencies.
    rules: { "no-console": "off", "no-empty-pattern": "off" },
  },
);
