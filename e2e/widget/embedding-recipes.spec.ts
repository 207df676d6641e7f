import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import react from "@vitejs/plugin-react";
import { build } from "vite";
import type { Rollup } from "vite";
import { test, expect } from "@playwright/test";
import type { Page } from "@playwright/test";
import { sourceResolve } from "../../scripts/workspace-sources.mjs";
import { hostRequestFunction } from "../../scripts/host-request.mjs";
import { startServer } from "../support/server";
import type { RunningServer } from "../support/server";
import { ensureWidgetBuilt, widgetScript } from "./widget-page";

/**
 * The widget README's embedding recipes, run as written: each code block tagged `recipe=<name>` in
 * packages/reviews/README.md is served on an origin of its own against the real server, with the README's
 * placeholder API address replaced by the server's. If the README's code stops working, this fails.
 */
const root = join(import.meta.dirname, "../..");
const README = join(root, "packages/reviews/README.md");
const PLACEHOLDER_API = "https://learn.example.com";

function readRecipes(): Map<string, string> {
  const recipes = new Map<string, string>();
  for (const match of readFileSync(README, "utf8").matchAll(/^```\w+ recipe=([\w-]+)\n([\s\S]*?)^```$/gm))
    recipes.set(match[1]!, match[2]!);
  return recipes;
}

interface Site {
  origin: string;
  server: Server;
  /** Path → file served by the site. */
  files: Map<string, { body: string; type: string }>;
  /** Every request the site received, as `METHOD /path?query`: what reached its origin on the wire. */
  received: string[];
}

/** A host site: a real HTTP server of its own on another port of the machine, so another origin. */
async function startSite(): Promise<Site> {
  const files = new Map<string, { body: string; type: string }>();
  const received: string[] = [];
  const server = createServer((request, response) => {
    received.push(`${request.method} ${request.url}`);
    const file = files.get(new URL(request.url ?? "/", "http://site").pathname);
    response.writeHead(file ? 200 : 404, { "content-type": file?.type ?? "text/plain" });
    response.end(file?.body ?? "not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, files, received };
}

function htmlPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>\n${body}\n</body></html>`;
}

// A real 2×2 PNG, so the browser really decodes it.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==",
  "base64",
);
const REVIEW = "Clear lessons; the picture shows the whiteboard after the third one.";

/** The learner rates course-intro with a stored picture: the newest review, the one every recipe must show. */
async function publishReviewWithPicture(apiUrl: string): Promise<string> {
  const login = await fetch(`${apiUrl}/api/auth/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "grant_type=password&username=learner&password=learner",
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const authorization = `Bearer ${token}`;
  const ticket = (await (
    await fetch(`${apiUrl}/api/km/v1/file/upload?bucketName=sxz-image&module=review&fileName=board.png`, {
      headers: { authorization },
    })
  ).json()) as {
    data: { url: string; headers: Record<string, string>; static_url: string };
  };
  expect((await fetch(ticket.data.url, { method: "PUT", headers: ticket.data.headers, body: PNG })).status).toBe(200);
  const published = await fetch(`${apiUrl}/api/universal/v1/score/giveScore`, {
    method: "POST",
    headers: { authorization, "content-type": "application/json" },
    body: JSON.stringify({
      resourceId: "course-intro",
      moduleId: "course",
      score: 5,
      content: REVIEW,
      images: [ticket.data.static_url],
    }),
  });
  expect(((await published.json()) as { code: number }).code).toBe(200);
  return ticket.data.static_url;
}

/** The React recipe bundled as a host's build would: React, the widget's sources, one module. */
async function bundleReactRecipe(code: string): Promise<string> {
  const dir = join(root, "test-results/recipes");
  mkdirSync(dir, { recursive: true });
  const entry = join(dir, "react-host.tsx");
  writeFileSync(entry, code);
  const output = (await build({
    configFile: false,
    ...sourceResolve,
    logLevel: "silent",
    plugins: [react()],
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      write: false,
      minify: false,
      target: "es2022",
      lib: { entry, formats: ["es"], fileName: "react-host" },
      rollupOptions: { output: { codeSplitting: false } },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunk = (Array.isArray(output) ? output[0]! : output).output.find(
    (item): item is Rollup.OutputChunk => item.type === "chunk" && item.isEntry,
  );
  if (!chunk) throw new Error("the React recipe produced no bundle");
  return chunk.code;
}

/** The seeded review's text and its picture, decoded, on the page (in the element's shadow root or not). */
async function expectReviewWithPicture(target: Page, picture: string): Promise<void> {
  await expect(target.getByText(REVIEW).first()).toBeVisible({ timeout: 20_000 });
  const image = target.locator(`img[src="${picture}"]`).first();
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 })
    .toBe(2);
}

const recipes = readRecipes();
let allowed: Site;
let refused: Site;
let server: RunningServer;
let picture: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  ensureWidgetBuilt();
  allowed = await startSite();
  refused = await startSite();
  server = await startServer({ CORS_ORIGINS: allowed.origin });
  picture = await publishReviewWithPicture(server.url);
});

test.afterAll(async () => {
  await server?.stop();
  for (const site of [allowed, refused]) if (site) await new Promise((resolve) => site.server.close(resolve));
});

test("the README has the four embedding recipes", () => {
  expect([...recipes.keys()].sort()).toEqual(["cross-origin", "markup", "react", "same-origin"]);
});

test("[RW-API-8] recipe 1, same origin: the page on the platform's origin shows the reviews and a stored picture through the shared client", async ({
  page,
}) => {
  const html = htmlPage("Same-origin recipe", recipes.get("same-origin")!.replaceAll(PLACEHOLDER_API, server.url));
  await page.route(`${server.url}/recipes/same-origin.html`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: html }),
  );
  await page.goto(`${server.url}/recipes/same-origin.html`);
  await expectReviewWithPicture(page, picture);
});

test("[RW-API-8] recipe 2, another origin: base-url and the host's request function with its signed-in user show the reviews and a stored picture", async ({
  page,
}) => {
  allowed.files.set("/cross-origin.html", {
    body: htmlPage("Portal", recipes.get("cross-origin")!.replaceAll(PLACEHOLDER_API, server.url)),
    type: "text/html",
  });
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/universal/"))
      calls.push(
        `${request.method()} ${request.headers().authorization ? "signed-in" : "anonymous"} ${new URL(request.url()).origin}`,
      );
  });
  await page.goto(`${allowed.origin}/cross-origin.html`);
  await expectReviewWithPicture(page, picture);
  // Every call went to the API's origin, with the host's token (the learner is signed in: the rated view shows).
  expect(calls.length).toBeGreaterThan(0);
  expect(calls.filter((call) => !call.endsWith(`signed-in ${server.url}`) && !call.startsWith("OPTIONS"))).toEqual([]);
});

test("[RW-API-8] recipe 3, the element in the markup of another origin's page: not one call reaches the page's origin, the first ones go to base-url through the host's function", async ({
  page,
}) => {
  // The build of this project (the default embed or the React standalone) in place of the recipe's.
  const html = recipes
    .get("markup")!
    .replace(`${PLACEHOLDER_API}/widget/sxz-score.js`, `${PLACEHOLDER_API}${widgetScript()}`)
    .replaceAll(PLACEHOLDER_API, server.url);
  allowed.files.set("/markup.html", { body: htmlPage("Partner page", html), type: "text/html" });
  allowed.received.length = 0;
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/universal/") && request.method() !== "OPTIONS")
      calls.push(
        `${request.headers().authorization ? "signed-in" : "anonymous"} ${new URL(request.url()).origin}${new URL(request.url()).pathname}`,
      );
  });
  await page.goto(`${allowed.origin}/markup.html`);
  await expect(page.getByTestId("positive-percent")).toBeVisible({ timeout: 20_000 });
  await expectReviewWithPicture(page, picture);
  // On the wire: the partner's server saw the page and nothing else (the browser's own favicon request aside).
  expect(allowed.received.filter((line) => line !== "GET /favicon.ico")).toEqual(["GET /markup.html"]);
  // Every call of the widget, the first five included, went to the API with the host's token.
  for (const name of ["general", "queryMsgCountProportions", "myScore", "configList", "queryMessages"])
    expect(calls.some((call) => call.endsWith(`/${name}`))).toBe(true);
  expect(calls.filter((call) => !call.startsWith(`signed-in ${server.url}/`))).toEqual([]);
});

test("[RW-API-8] the element in the page's markup, configured by the page's DOMContentLoaded listener: the first calls wait for it", async ({
  page,
}) => {
  const html = `<sxz-score resource-id="course-intro" module-id="course" sxz-lang="en_US"></sxz-score>
<script type="module" src="${server.url}${widgetScript()}"></script>
<script type="module">
  ${hostRequestFunction("null")}
  // Added after the widget's own listener (its script ran first): it runs after this one all the same.
  document.addEventListener("DOMContentLoaded", () => {
    const widget = document.querySelector("sxz-score");
    widget.setAttribute("base-url", ${JSON.stringify(server.url)});
    widget.defaultAxios = request;
  });
</script>`;
  allowed.files.set("/ready.html", { body: htmlPage("Partner page", html), type: "text/html" });
  allowed.received.length = 0;
  await page.goto(`${allowed.origin}/ready.html`);
  await expect(page.getByText(REVIEW).first()).toBeVisible({ timeout: 20_000 });
  expect(allowed.received.filter((line) => line !== "GET /favicon.ico")).toEqual(["GET /ready.html"]);
});

test("[RW-API-8] recipe 4, React host on another origin: withBaseUrl and the host's request function show the reviews and a stored picture", async ({
  page,
}) => {
  const code = await bundleReactRecipe(recipes.get("react")!.replaceAll(PLACEHOLDER_API, server.url));
  allowed.files.set("/react-host.js", { body: code, type: "text/javascript" });
  allowed.files.set("/react.html", {
    body: htmlPage("React host", '<main id="reviews"></main><script type="module" src="/react-host.js"></script>'),
    type: "text/html",
  });
  await page.goto(`${allowed.origin}/react.html`);
  await expectReviewWithPicture(page, picture);
});

test("an origin missing from CORS_ORIGINS cannot use the API: the same recipe signs nobody in and shows no reviews", async ({
  page,
}) => {
  refused.files.set("/cross-origin.html", {
    body: htmlPage("Other site", recipes.get("cross-origin")!.replaceAll(PLACEHOLDER_API, server.url)),
    type: "text/html",
  });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${refused.origin}/cross-origin.html`);
  await expect.poll(() => errors.join("\n")).toContain("Failed to fetch");
  const read = await page.evaluate(async (url) => {
    try {
      await fetch(`${url}/api/universal/v1/score/general?resourceId=course-intro&moduleId=course`);
      return "read";
    } catch {
      return "refused";
    }
  }, server.url);
  expect(read).toBe("refused");
  await expect(page.locator("sxz-score")).toHaveCount(0);
});
