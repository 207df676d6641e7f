import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "../scripts/chromium.mjs";

const executablePath = process.env.CHROME_PATH || findChromium();

export default defineConfig({
  testDir: ".",
  testMatch: /.*\.spec\.ts$/,
  outputDir: "../test-results/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "../test-results/playwright.json" }], ["html", { open: "never", outputFolder: "../playwright-report" }]],
  use: {
    browserName: "chromium",
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
  },
  // The default embed (/widget/sxz-score.js, on Preact) runs under every spec; the React standalone
  // (/widget/sxz-score.react.js) runs again under the specs whose host pages load the element themselves
  // (e2e/widget-page hosts read `widgetScript` from the project's metadata).
  projects: [
    { name: "chromium", metadata: { widgetScript: "/widget/sxz-score.js" } },
    {
      name: "widget-react",
      testMatch: /(^|[\\/])(widget|widget-list)[\\/].*\.spec\.ts$/,
      // Loads the default file from another origin by its URL: a check of the server's headers, not of a build.
      testIgnore: /cross-origin-embed\.spec\.ts$/,
      metadata: { widgetScript: "/widget/sxz-score.react.js" },
    },
  ],
});
