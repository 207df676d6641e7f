import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "../scripts/chromium.mjs";

const executablePath = process.env.CHROME_PATH || findChromium();

/** The specs the React standalone runs (see the projects below). */
const REACT_SMOKE = [
  "widget/first-render.spec.ts",
  "widget/rating.spec.ts",
  "widget/images.spec.ts",
  "widget/interaction-chunks.spec.ts",
  "widget/start-order.spec.ts",
  "widget-list/journeys.spec.ts",
  "widget-list/dom-props.spec.ts",
  "widget-list/layout.spec.ts",
  "widget/foreign-backend.spec.ts",
].map((spec) => `**/${spec}`);

export default defineConfig({
  testDir: ".",
  testMatch: /.*\.spec\.ts$/,
  outputDir: "../test-results/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  // No retries anywhere: a test that passes only on a second try is a bug in the test or in the code.
  retries: 0,
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "../test-results/playwright.json" }],
    ["html", { open: "never", outputFolder: "../playwright-report" }],
  ],
  use: {
    browserName: "chromium",
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
  },
  // The default embed (/widget/sxz-score.js, on Preact) runs under every spec. The React standalone
  // (/widget/sxz-score.react.js) is the same source, chunk graph and request layer with another renderer (React 19
  // instead of Preact's core and hooks through packages/reviews/light/) and without the second minifier pass and the
  // compile hint: it runs a smoke subset that covers what the renderer does differently (CONTRIBUTING.md, "Browser
  // suites"): mounting and the first figures, the rating dialog's inputs and submit, a picture from a file input,
  // the parts loaded on use from its own chunks folder, the entry's first calls, the list's writes and editors,
  // attributes as props and the layout switch on resize. The host pages read `widgetScript` from the project's metadata.
  projects: [
    { name: "chromium", metadata: { widgetScript: "/widget/sxz-score.js" } },
    {
      name: "widget-react",
      testMatch: REACT_SMOKE,
      metadata: { widgetScript: "/widget/sxz-score.react.js" },
    },
  ],
});
