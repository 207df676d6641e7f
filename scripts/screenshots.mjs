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
/** The verified-learner reviews are published once per run (the server keeps them for the other languages). */
let verifiedSeeded = false;

const SHOTS = [
  {
    name: "home",
    path: "/",
    ready: (page) => page.locator(".course-card").first().waitFor(),
  },
  {
    // A visitor's way in: "Sign in to rate" in the summary and "Sign in to like" on the card whose like was pressed.
    // Before the signed-in shots: the viewport's browser context stays signed in once a shot signs in.
    name: "widget-visitor",
    path: "/courses/course-intro",
    ready: (page) => page.locator('[id^="sxz-review-"]').first().waitFor(),
    act: async (page) => {
      await page.locator('[id^="sxz-review-"]').first().locator(".sxz-like").click();
      await page.locator('[data-action="sign-in-to-like"]').waitFor();
    },
    target: (page) => page.locator(".course__reviews"),
    maxHeight: 620,
    matrix: { viewports: ["desktop"], themes: ["light"] },
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
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: "lesson-notes.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(256 * 1024, 7) });
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
    // Verified learners: two reviews published by learners whose progress the server recorded (100 % and 45 %).
    name: "widget-verified",
    path: "/courses/course-intro",
    signedIn: true,
    ready: (page) => page.locator('[id^="sxz-review-"]').first().waitFor(),
    act: async (page) => {
      const base = new URL(page.url()).origin;
      const headers = { tenantId: "demo", tenant_id: "demo", "sxz-lang": "en_US" };
      const token = async (user) => {
        const response = await page.request.post(`${base}/api/auth/oauth/token?grant_type=password`, {
          form: { username: user, password: user, grant_type: "password" },
        });
        return (await response.json()).access_token;
      };
      const call = async (user, method, path, data) => {
        const response = await page.request.fetch(`${base}${path}`, {
          method,
          headers: { ...headers, authorization: `Bearer ${await token(user)}` },
          data,
        });
        const body = await response.json();
        if (body.code !== 200) throw new Error(`${method} ${path}: ${JSON.stringify(body)}`);
      };
      if (!verifiedSeeded) {
        verifiedSeeded = true;
        await call("admin", "PUT", "/api/learning/v1/courses/course-intro/progress", {
          userId: "user-learner2",
          progress: 45,
        });
        await call("learner2", "POST", "/api/universal/v1/score/giveScore", {
          resourceId: "course-intro",
          moduleId: "course",
          score: 4,
          content: "Halfway through and the exercises already changed how I take notes.",
        });
        await call("admin", "PUT", "/api/learning/v1/courses/course-intro/progress", {
          userId: "user-learner",
          progress: 100,
        });
        await call("learner", "POST", "/api/universal/v1/score/giveScore", {
          resourceId: "course-intro",
          moduleId: "course",
          score: 5,
          content: "Finished every module: clear, well paced, and the final project ties it all together.",
        });
      }
      await page.reload();
      await page.locator(".sxz-card__verified").nth(1).waitFor();
    },
    target: (page) => page.locator(".sxz-list"),
    maxHeight: 700,
    matrix: { viewports: ["desktop"], themes: ["light"] },
  },
  {
    // The summary with the 2-star row pressed: the line above the list and only 2-star reviews.
    name: "widget-star-filter",
    path: "/courses/course-intro",
    signedIn: true,
    ready: (page) => page.locator('[id^="sxz-review-"]').nth(2).waitFor(),
    act: async (page) => {
      // Rows 5 → 1: the fourth is 2 stars, whatever the language.
      await page.locator(".sxz-summary__star-toggle").nth(3).click();
      await page.locator('[data-testid="filter-line"]').waitFor();
      await page.locator('[id^="sxz-review-"]').first().waitFor();
    },
    target: (page) => page.locator(".course__reviews"),
    maxHeight: 1100,
    matrix: { viewports: ["desktop"], themes: ["light"] },
  },
  {
    // What learners mention: praise and complaints above the list.
    name: "widget-mentions",
    path: "/courses/course-intro",
    signedIn: true,
    ready: (page) => page.locator('[data-testid="mentions"]').waitFor(),
    target: (page) => page.locator(".sxz-list"),
    maxHeight: 420,
    matrix: { viewports: ["desktop"], themes: ["light"] },
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
  const child = spawn(
    process.execPath,
    [SOURCE_CONDITION_FLAG, "--import", "tsx", join(root, "packages/server/src/main.ts")],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "test",
        LOG_LEVEL: "warn",
        ...env,
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
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
      const context = await browser.newContext({
        viewport,
        deviceScaleFactor: 1,
        reducedMotion: "reduce",
        ...(isMobile ? { hasTouch: true } : {}),
      });
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
            else
              await page.screenshot({
                path,
                fullPage: shot.clip ? false : (shot.fullPage ?? true),
                ...(shot.clip ? { clip: shot.clip(viewport) } : {}),
              });
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
