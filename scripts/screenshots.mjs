#!/usr/bin/env node
// Screenshots of the demo site from the real build on the real server, written to docs/screenshots/.
// Run after `node scripts/build.mjs`: `node scripts/screenshots.mjs [name-filter]`. A filter keeps only the
// shots whose file name contains it. Add a page or a state by adding an entry to SHOTS below.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "./chromium.mjs";
import { SOURCE_CONDITION_FLAG } from "./workspace-sources.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outDir = join(root, "docs/screenshots");

const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
};
const THEMES = ["light", "dark"];
const LANGUAGES = ["en_US", "ar_SA"];

/** Waits until the page's first heading is shown. */
async function headingShown(page) {
  await page.getByRole("main").getByRole("heading", { level: 1 }).first().waitFor();
}

/**
 * Every shot: `name` (file name stem), `path` on the site, `signedIn` (as learner), `ready` (waits for the
 * content), `act` (optional: brings the page into the state to show), `matrix` (viewports × themes × languages
 * it is taken in; every combination by default), `fullPage`; `target` (optional: the part of the page to shoot,
 * cut to `maxHeight` pixels from its top).
 */
const SHOTS = [
  {
    name: "home",
    path: "/",
    ready: (page) => page.locator(".course-card").first().waitFor(),
  },
  {
    name: "upload",
    path: "/upload",
    signedIn: true,
    ready: headingShown,
  },
  {
    name: "upload-done",
    path: "/upload",
    signedIn: true,
    ready: headingShown,
    act: async (page) => {
      await page.locator('input[type="file"]').setInputFiles({ name: "lesson-notes.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(256 * 1024, 7) });
      await page.locator(".upload-page__actions .button--primary").click();
      await page.locator(".upload-page__result").waitFor();
    },
  },
  {
    name: "course",
    path: "/courses/course-intro",
    ready: (page) => page.locator('[id^="sxz-review-"]').first().waitFor(),
    matrix: { themes: ["dark"], languages: ["en_US"] },
  },
  {
    // The review widget as a learner meets it: the summary and the first reviews, cut below the first screen.
    name: "widget",
    path: "/courses/course-intro",
    signedIn: true,
    ready: (page) => page.locator('[id^="sxz-review-"]').nth(2).waitFor(),
    target: (page) => page.locator(".course__reviews"),
    maxHeight: 1100,
  },
  {
    // A course nobody has rated yet: the one invitation, with the call to rate in its middle.
    name: "widget-empty",
    path: "/courses/course-writing",
    signedIn: true,
    ready: (page) => page.locator('[data-testid="summary-empty"] svg[data-picture]').waitFor(),
    target: (page) => page.locator(".course__reviews"),
    matrix: { themes: ["light"], languages: ["en_US"] },
  },
  {
    name: "widget-dialog",
    path: "/courses/course-intro",
    signedIn: true,
    ready: (page) => page.locator('[id^="sxz-review-"]').first().waitFor(),
    act: async (page) => {
      await page.locator('[part~="rate-button"]').first().click();
      await page.getByRole("dialog").waitFor();
    },
    matrix: { themes: ["light"] },
    fullPage: false,
  },
  {
    name: "settings-open",
    path: "/",
    ready: (page) => page.locator(".course-card").first().waitFor(),
    act: async (page) => {
      const toggle = page.locator(".settings-toggle");
      if (await toggle.isVisible()) await toggle.click();
    },
    matrix: { viewports: ["mobile"] },
  },
  {
    name: "beta-badge-hint",
    path: "/",
    ready: (page) => page.locator("[data-sxz-beta-badge]").waitFor(),
    act: async (page) => {
      await page.locator("[data-sxz-beta-badge]").focus();
      await page.locator(".sxz-beta-tip").waitFor();
    },
    matrix: { viewports: ["desktop"], themes: ["light"] },
    clip: (viewport) => ({ x: viewport.width - 420, y: 0, width: 420, height: 220 }),
  },
];

function startServer(env) {
  const dataDir = mkdtempSync(join(tmpdir(), "sxz-shots-"));
  const child = spawn(process.execPath, [SOURCE_CONDITION_FLAG, "--import", "tsx", join(root, "packages/server/src/main.ts")], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "warn", ...env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within 60 s:\n${output}`)), 60_000);
    const onData = (chunk) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1].replace("localhost", "127.0.0.1"));
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, stop };
}

function siteUrl(base, path, params) {
  const url = new URL(path, base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.href;
}

async function signIn(context, base) {
  const page = await context.newPage();
  await page.goto(siteUrl(base, "/login/index", { "sxz-lang": "en_US" }));
  await page.getByLabel("User name").fill("learner");
  await page.getByLabel("Password").fill("learner");
  await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
  await page.getByTestId("author-name").waitFor();
  await page.close();
}

/**
 * A part of the page from its top, at most `maxHeight` pixels of it, taken from the full page. The beta badge is
 * fixed to the window's corner, so in a picture of one part it would sit over whatever scrolled under it: left out.
 */
async function shootPart(page, locator, path, maxHeight = Number.POSITIVE_INFINITY) {
  await page.addStyleTag({ content: "[data-sxz-beta-badge] { visibility: hidden !important; }" });
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { x: rect.left + scrollX, y: rect.top + scrollY, width: rect.width, height: rect.height };
  });
  await page.screenshot({ path, fullPage: true, clip: { ...box, height: Math.min(box.height, maxHeight) } });
}

async function main() {
  const filter = process.argv[2] ?? "";
  mkdirSync(outDir, { recursive: true });
  // BETA_ENV shows the beta badge on desktop pages, as on a beta deployment.
  const server = startServer({ BETA_ENV: "true" });
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  let written = 0;
  try {
    const base = await server.url;
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      const isMobile = viewportName === "mobile";
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: "reduce", ...(isMobile ? { hasTouch: true } : {}) });
      let signedIn = false;
      for (const shot of SHOTS) {
        const matrix = { viewports: Object.keys(VIEWPORTS), themes: THEMES, languages: LANGUAGES, ...shot.matrix };
        if (!matrix.viewports.includes(viewportName)) continue;
        for (const theme of matrix.themes) {
          for (const language of matrix.languages) {
            const file = `${shot.name}-${viewportName}-${theme}-${language}.png`;
            if (!file.includes(filter)) continue;
            if (shot.signedIn && !signedIn) {
              await signIn(context, base);
              signedIn = true;
            }
            const page = await context.newPage();
            await page.goto(siteUrl(base, shot.path, { "sxz-lang": language, theme, layout: viewportName }));
            await shot.ready(page);
            await shot.act?.(page);
            await page.evaluate(() => document.fonts.ready);
            const path = join(outDir, file);
            if (shot.target) await shootPart(page, shot.target(page), path, shot.maxHeight);
            else await page.screenshot({ path, fullPage: shot.clip ? false : (shot.fullPage ?? true), ...(shot.clip ? { clip: shot.clip(viewport) } : {}) });
            console.info(`docs/screenshots/${file}`);
            written += 1;
            await page.close();
          }
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.info(`${written} screenshots written`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
