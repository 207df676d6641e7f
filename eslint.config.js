import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

/**
 * A function a reader can take in as one outline (CONTRIBUTING, "Function size"). Tests are left out: a describe
 * block is an outline of its cases. Migrations are too: a schema step is written once and never edited.
 */
const FUNCTION_SIZE = { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true };

/**
 * TEMPORARY: the functions longer than that when the limit came, each allowed its length of that day (so none grows)
 * until it is split. Remove a file's entry with its split; the list only shrinks.
 */
const FUNCTIONS_AWAITING_A_SPLIT = {
  // The widget's stores are outlines of named inner functions, which the rule counts with their closure; the
  // widget's components grew with the star filter, search, sign-in offers and the shared Try again. Next to split.
  "packages/reviews/src/controller/list-store.ts": 166, // createListStore
  "packages/reviews/src/controller/rating-store.ts": 148, // createRatingStore
  "packages/reviews/src/components/ReviewList/ReviewList.tsx": 183, // ReviewList
  // Next.
  "packages/client/src/auth/session-end.ts": 99, // createSessionEnd
  "packages/reviews/src/components/ReviewWidget/WidgetBody.tsx": 174, // WidgetBody
  "packages/reviews/src/components/ReviewCard/ReviewCard.tsx": 125, // ReviewCard
  "packages/reviews/src/components/ReviewWidget/ReviewWidget.tsx": 109, // ReviewWidget
  "packages/reviews/src/components/RatingDialog/RatingDialog.tsx": 98, // RatingDialog
  "packages/reviews/src/components/ReplyEditor/ReplyEditor.tsx": 83, // ReplyEditor
  "packages/reviews/src/components/RatingDialog/MobileExtras.tsx": 82, // MobileExtras
  "packages/reviews/src/components/SummaryBox/SummaryFigures.tsx": 87, // SummaryFigures (grew with the star filter)
  "packages/server/src/admin/cli.ts": 118, // runCommand
  "packages/server/src/routes/reviews.ts": 104, // the reviews plugin
  "packages/server/src/app.ts": 97, // buildApp
  "packages/server/src/routes/auth.ts": 91, // the auth plugin
  "packages/server/src/plugins/metrics.ts": 85, // the metrics plugin
  "packages/server/src/routes/admin.ts": 81, // the admin plugin
};

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "data/**", "test-results/**", "playwright-report/**", "bench/.work/**", "coverage/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
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
