import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { serveFixtures } from "../support/bundle";

const root = join(import.meta.dirname, "../..");
export const WIDGET_BUNDLE = join(root, "packages/reviews/dist/sxz-score.js");

/**
 * The standalone file the host pages load: the default embed (`/widget/sxz-score.js`, on Preact) or the React
 * build (`/widget/sxz-score.react.js`), as the running Playwright project says (e2e/playwright.config.ts).
 */
export function widgetScript(): string {
  const script = test.info().project.metadata?.widgetScript;
  if (typeof script !== "string" || !script.startsWith("/widget/"))
    throw new Error(`project "${test.info().project.name}" names no widgetScript in its metadata`);
  return script;
}

/** The built widget is what these tests load; build it once if this checkout has no dist yet. */
export function ensureWidgetBuilt(): void {
  if (existsSync(WIDGET_BUNDLE)) return;
  const result = spawnSync("npm", ["run", "build", "--silent", "-w", "@sxz/reviews"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error("building the widget failed");
}

/** What a host says when its learner may rate (RW-ROLE-1: both must be true; absent is not true). */
export const MAY_RATE = { "is-permission": "true", "is-progress": "true" } as const;

export interface HostOptions {
  /** Attributes of <sxz-score>. */
  attributes: Record<string, string>;
  /** Sign in as this demo user (password = user name) before the widget starts; anonymous when absent. */
  user?: string;
  /** Width of the host's container in px (the widget switches layout on its own width). */
  width?: number;
}

/**
 * A plain host page on the server's origin: hostile page CSS (to prove the shadow root isolates the widget),
 * the built bundle from /widget/, a fetch-based request function with axios's call shape, and the element
 * created once signed in (so no call goes out without the token).
 */
export function hostPage(options: HostOptions): string {
  const attributes = JSON.stringify(options.attributes);
  const user = JSON.stringify(options.user ?? null);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>sxz-score host</title>
<style>
  body { margin: 0; padding: 24px; font: 16px/1.4 Georgia, serif; background: #fafafa; }
  #host { width: ${options.width ?? 900}px; }
  /* The host page's own CSS must neither break the widget nor be broken by it. */
  button { background: lime !important; font-size: 40px !important; }
  .sxz-summary, .sxz-root { display: none !important; }
  p.host-text { color: rgb(1, 2, 3); }
</style></head>
<body>
<p class="host-text">Host page text</p>
<main id="host"></main>
<script type="module">
  import ${JSON.stringify(widgetScript())};
  const user = ${user};
  let token = null;
  if (user) {
    const response = await fetch("/api/auth/oauth/token?grant_type=password", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ username: user, password: user, grant_type: "password" }),
    });
    token = (await response.json()).access_token;
  }
  // The host's request function: axios's call shape over fetch, rejecting with response.status/data.
  async function request({ method, url, params, data, headers }) {
    const query = params ? "?" + new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined)).toString() : "";
    const response = await fetch(url + query, {
      method,
      headers: { ...headers, ...(token ? { authorization: "Bearer " + token } : {}), ...(data === undefined ? {} : { "content-type": "application/json" }) },
      body: data === undefined ? undefined : JSON.stringify(data),
    });
    const body = await response.json().catch(() => null);
    if (response.status >= 400) throw Object.assign(new Error("HTTP " + response.status), { response: { status: response.status, data: body } });
    return { status: response.status, data: body };
  }
  window.widgetEvents = [];
  for (const name of ["getScoreInfo", "showScoreMark", "scoreChange", "publishScore", "listenScore", "deleteOrAdd", "reportCallback", "requestOnBusyError"]) {
    document.addEventListener(name, (event) => window.widgetEvents.push({ name, detail: event.detail, composed: event.composed, bubbles: event.bubbles }));
  }
  const element = document.createElement("sxz-score");
  for (const [name, value] of Object.entries(${attributes})) element.setAttribute(name, value);
  element.defaultAxios = request;
  document.getElementById("host").append(element);
</script>
</body></html>`;
}

export async function openHost(
  page: Page,
  origin: string,
  options: HostOptions,
  path = "/__e2e/widget.html",
): Promise<void> {
  await serveFixtures(page.context(), origin, { [path]: { body: hostPage(options), contentType: "text/html" } });
  await page.goto(path);
}
