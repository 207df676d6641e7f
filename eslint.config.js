import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

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
    files: ["scripts/**/*.mjs", "bench/**/*.mjs", "e2e/**/*.ts", "packages/server/src/main.ts"],
    // Playwright fixtures must destructure their (possibly empty) dependencies.
    rules: { "no-console": "off", "no-empty-pattern": "off" },
  },
);
