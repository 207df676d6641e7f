import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { serveFixtures } from "../support/bundle";
import { widgetScript } from "../widget/widget-page";
import { hostRequestFunction } from "../../scripts/host-request.mjs";

/** Logs in through the real token endpoint and returns the access token. */
export async function accessToken(request: APIRequestContext, origin: string, username: string): Promise<string> {
  const response = await request.post(`${origin}/api/auth/oauth/token?grant_type=password`, {
    form: { username, password: username, grant_type: "password" },
  });
  if (!response.ok()) throw new Error(`login of ${username} failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Calls the real API with a token and returns the envelope's data (throws on any other code). */
export async function callApi<T>(
  request: APIRequestContext,
  origin: string,
  token: string,
  method: "GET" | "POST" | "PUT",
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`${origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "sxz-lang": "en_US" },
    ...(data === undefined ? {} : { data }),
  });
  const body = (await response.json()) as { code: number; data: T; message: string };
  if (body.code !== 200 && body.code !== 0) throw new Error(`${method} ${path}: ${body.code} ${body.message}`);
  return body.data;
}

// The host page: loads the built widget from the server (the project's build, see widgetScript), hands it a fetch-based request
// function of axios's shape carrying the test user's token, and records the widget's events.
const hostPage = (script: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Course page</title>
<style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:860px;padding:16px}</style></head>
<body><main><h1>Introduction to Online Learning</h1><div id="host"></div></main>
<script type="module">
import ${JSON.stringify(script)};
${hostRequestFunction("window.__e2eToken")}
const element = document.createElement("sxz-score");
for (const [name, value] of Object.entries(window.__e2eAttributes ?? {})) element.setAttribute(name, value);
element.defaultAxios = request;
window.widgetEvents = [];
for (const name of ["reportCallback", "deleteOrAdd", "requestOnBusyError"]) element.addEventListener(name, (event) => window.widgetEvents.push({ name, detail: event.detail }));
document.getElementById("host").append(element);
</script></body></html>`;

export interface HostOptions {
  token: string | null;
  attributes: Record<string, string>;
}

/** Opens the host page on the server's origin with the widget configured by `attributes`. */
export async function openHost(page: Page, origin: string, options: HostOptions): Promise<void> {
  await serveFixtures(page.context(), origin, {
    "/__e2e/course.html": { body: hostPage(widgetScript()), contentType: "text/html" },
  });
  await page.addInitScript(({ token, attributes }) => {
    (window as unknown as { __e2eToken: string | null }).__e2eToken = token;
    (window as unknown as { __e2eAttributes: Record<string, string> }).__e2eAttributes = attributes;
  }, options);
  await page.goto(`${origin}/__e2e/course.html`);
}

export const COURSE = { "resource-id": "course-intro", "module-id": "course", "sxz-lang": "en_US" };

/** axe violations of serious or critical impact inside the widget, as readable lines. */
export async function seriousAxeViolations(page: Page) {
  // Violations only: every rule still runs on every node (see seriousViolations in e2e/journeys/support/measure.ts).
  const results = await new AxeBuilder({ page })
    .include("sxz-score")
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} (${n.failureSummary ?? ""})`).join(", ")}`);
}
