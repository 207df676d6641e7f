import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { launch } from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { test, expect } from "../support/fixtures";
import { CHROMIUM_ARGS, findChromium } from "../../scripts/chromium.mjs";
import { COURSE, en } from "./support/site";

const resultsDir = join(dirname(fileURLToPath(import.meta.url)), "../../bench/.work/results");
const MINIMUM = 95;

test.setTimeout(240_000);

test("[journey] Lighthouse on the course page: accessibility and best practices at least 95", async ({
  server,
}, testInfo) => {
  const chromePath = process.env.CHROME_PATH || findChromium();
  expect(chromePath, "a Chromium to run Lighthouse in").toBeTruthy();
  const chrome = await launch({ chromePath, chromeFlags: [...CHROMIUM_ARGS, "--headless=new"] });
  const url = `${server.url}${en(`/courses/${COURSE}`)}`;
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: ["json", "html"],
        logLevel: "error",
        onlyCategories: ["accessibility", "best-practices"],
      },
      desktopConfig,
    );
    expect(result, "Lighthouse produced a report").toBeTruthy();
    const { lhr, report } = result!;
    const html = Array.isArray(report) ? report[1] : undefined;
    if (html) await testInfo.attach("lighthouse-course.html", { body: html, contentType: "text/html" });

    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const accessibility = score("accessibility");
    const bestPractices = score("best-practices");
    const failing = (id: string) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.title ?? ""}`);

    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      join(resultsDir, "lighthouse.json"),
      JSON.stringify(
        {
          title: "Lighthouse on the demo course page",
          measuredAt: new Date().toISOString(),
          rows: [
            { metric: "accessibility", value: accessibility, unit: "score /100", note: `minimum ${MINIMUM}` },
            { metric: "best practices", value: bestPractices, unit: "score /100", note: `minimum ${MINIMUM}` },
          ],
          notes: [
            `Lighthouse ${lhr.lighthouseVersion}, desktop settings, ${lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? "Chromium"} headless, page /courses/${COURSE}?sxz-lang=en_US (the <sxz-score> element), written by e2e/journeys/lighthouse.spec.ts.`,
            ...[...failing("accessibility"), ...failing("best-practices")].map((audit) => `Not passed: ${audit}`),
          ],
        },
        null,
        2,
      ) + "\n",
    );

    expect(lhr.runtimeError, lhr.runtimeError?.message).toBeUndefined();
    expect(accessibility, failing("accessibility").join("\n")).toBeGreaterThanOrEqual(MINIMUM);
    expect(bestPractices, failing("best-practices").join("\n")).toBeGreaterThanOrEqual(MINIMUM);
  } finally {
    chrome.kill();
  }
});
