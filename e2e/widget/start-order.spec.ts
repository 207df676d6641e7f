import type { Page, Request, Route } from "@playwright/test";
import { test, expect } from "../support/fixtures";
import { serveFixtures } from "../support/bundle";
import { ensureWidgetBuilt, openHost, widgetScript } from "./widget-page";

test.beforeAll(() => ensureWidgetBuilt());

// How the widget starts, in Chromium on both builds: its first calls (figures, statistics, own rating, config
// list, first page) do not wait for its texts; the chunks its first paint needs are asked for together; each
// first call is sent once; a failure of an early call is shown as the failure of that call once the texts come.

const SCORE = "/api/universal/v1/score/";
const FIRST_CALLS = ["configList", "general", "myScore", "queryMessages", "queryMsgCountProportions"];
const COURSE = { "resource-id": "course-intro", "module-id": "course", "sxz-lang": "en_US" };
const isLocale = (url: URL) => /\/locale-[\w-]+\.js$/.test(url.pathname);

/** Requests matching `match` wait until the test lets them through. */
async function hold(page: Page, match: (url: URL) => boolean) {
  const held: Route[] = [];
  let released = false;
  await page.route(match, async (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    get count() {
      return held.length;
    },
    async release() {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/** The widget's calls as the page sends them: path name, and the page number for the list. */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith(SCORE)) return;
    const name = url.pathname.slice(SCORE.length);
    calls.push(name === "queryMessages" ? `${name}#${url.searchParams.get("page")}` : name);
  });
  return calls;
}

const firstCallsOf = (calls: string[]) =>
  [...new Set(calls.map((call) => call.replace(/#1$/, "")).filter((call) => FIRST_CALLS.includes(call)))].sort();

async function expectPainted(page: Page) {
  const widget = page.locator("sxz-score");
  await expect(widget.locator(".sxz-summary").getByTestId("positive-percent")).toHaveText(/^\d+(\.\d)?%$/);
  await expect(widget.getByRole("region", { name: "Reviews" }).getByRole("article")).not.toHaveCount(0);
}

/** A page that only adds the tag: no host request function, the widget's own request layer. */
async function openDefaultEmbed(page: Page, serverUrl: string) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>default request layer</title></head><body><main id="host"></main>
<script type="module">
  import ${JSON.stringify(widgetScript())};
  const element = document.createElement("sxz-score");
  for (const [name, value] of Object.entries(${JSON.stringify(COURSE)})) element.setAttribute(name, value);
  document.getElementById("host").append(element);
</script></body></html>`;
  await serveFixtures(page.context(), serverUrl, {
    "/__e2e/start-default.html": { body: html, contentType: "text/html" },
  });
  await page.goto("/__e2e/start-default.html");
}

test("with the host's request function the five first calls leave while the texts still download, each once", async ({
  page,
  server,
}) => {
  const calls = recordCalls(page);
  const texts = await hold(page, isLocale);
  await openHost(page, server.url, { attributes: COURSE });
  await expect
    .poll(() => firstCallsOf(calls), { message: "the first calls sent while the texts are held" })
    .toEqual(FIRST_CALLS);
  expect(texts.count).toBe(1);
  // Meanwhile the skeleton holds the summary's place.
  await expect(page.locator("sxz-score").locator('.sxz-widget[aria-busy="true"] .sxz-summary')).toBeVisible();
  await texts.release();
  await expectPainted(page);
  // The stores took the early answers: no first call was sent a second time.
  for (const name of ["configList", "general", "myScore", "queryMsgCountProportions", "queryMessages#1"])
    expect(
      calls.filter((call) => call === name),
      name,
    ).toHaveLength(1);
});

test("with the default request layer (inside the element's file) the five first calls leave while the texts still download, each once", async ({
  page,
  server,
}) => {
  const calls = recordCalls(page);
  const texts = await hold(page, isLocale);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await openDefaultEmbed(page, server.url);
  // No chunk stands between the file and the calls: they leave while the texts are held.
  await expect
    .poll(() => firstCallsOf(calls), { message: "the first calls sent while the texts are held" })
    .toEqual(FIRST_CALLS);
  expect(texts.count).toBe(1);
  // Until the texts arrive the page fetches the element's file with its static imports and the texts' chunk,
  // nothing else: a request-layer chunk here would be one more round trip before the calls.
  const file = new URL(widgetScript(), server.url);
  const source = await (await page.request.get(file.href)).text();
  const staticImports = [...source.matchAll(/(?:^|[;}\n])import\s*(?:[\w$\s{},*]+from\s*)?["']([^"']+)["']/g)].map(
    (match) => new URL(match[1]!, file).pathname,
  );
  const fetched = scripts.filter((path) => path !== file.pathname && !staticImports.includes(path));
  expect(fetched).toEqual([expect.stringMatching(/\/locale-en_US-[\w-]+\.js$/)]);
  await texts.release();
  await expectPainted(page);
  for (const name of ["configList", "general", "myScore", "queryMsgCountProportions", "queryMessages#1"])
    expect(
      calls.filter((call) => call === name),
      name,
    ).toHaveLength(1);
});

test("with the default request layer the first calls reach fetch before the rest of the widget's first render, as through a host's function", async ({
  page,
  server,
}) => {
  // The page's fetch and the widget's formatters in the order the page meets them: the formatters are built
  // right after the first calls are made, in the same task, so a call that only reaches fetch at a later
  // microtask (an await before it) shows up after them, behind all the work of that render.
  await page.addInitScript(() => {
    const order: string[] = [];
    Object.assign(window, { __order: order });
    const send = window.fetch;
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      order.push(`fetch ${new URL(input instanceof Request ? input.url : String(input), location.href).pathname}`);
      return send(input, init);
    };
    for (const name of ["NumberFormat", "DateTimeFormat", "RelativeTimeFormat"] as const) {
      const Format = Intl[name] as unknown as new (...args: unknown[]) => object;
      Object.defineProperty(Intl, name, {
        configurable: true,
        writable: true,
        value: new Proxy(Format, {
          construct(target, args) {
            order.push(`format ${name}`);
            return new target(...args);
          },
        }),
      });
    }
  });
  await openDefaultEmbed(page, server.url);
  await expectPainted(page);
  const order = await page.evaluate(() => (window as unknown as { __order: string[] }).__order);
  const firstFormat = order.findIndex((entry) => entry.startsWith("format "));
  expect(firstFormat, order.join("\n")).toBeGreaterThan(0);
  const before = order
    .slice(0, firstFormat)
    .filter((entry) => entry.startsWith(`fetch ${SCORE}`))
    .map((entry) => entry.slice(`fetch ${SCORE}`.length));
  expect(before.sort(), order.join("\n")).toEqual(FIRST_CALLS);
});

test("[RW-ERR-1] an early call that meets a busy server is that call's failure once the texts come: the summary offers Try again, the host hears it once", async ({
  page,
  server,
}) => {
  const texts = await hold(page, isLocale);
  // Only the first figures call is refused: the list's own statistics call and Try again get answers.
  let refused = 0;
  await page.route(
    (url) => url.pathname === `${SCORE}general`,
    (route) => {
      if (refused > 0) return route.continue();
      refused += 1;
      return route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ code: 503, message: "busy" }),
      });
    },
  );
  await openHost(page, server.url, { attributes: COURSE });
  await expect.poll(() => refused, { message: "the figures refused while the texts are held" }).toBe(1);
  await texts.release();
  const widget = page.locator("sxz-score");
  const notice = widget.getByRole("status").filter({ hasText: "The ratings could not be loaded." });
  await expect(notice).toBeVisible();
  await expect(widget.getByRole("region", { name: "Reviews" }).getByRole("article").first()).toBeVisible();
  const busyEvents = await page.evaluate(
    () =>
      (window as unknown as { widgetEvents: { name: string }[] }).widgetEvents.filter(
        (event) => event.name === "requestOnBusyError",
      ).length,
  );
  expect(busyEvents).toBe(1);
  await notice.getByRole("button", { name: "Try again" }).click();
  await expect(notice).toBeHidden();
  await expect(widget.locator(".sxz-summary").getByTestId("positive-percent")).toHaveText(/^\d+(\.\d)?%$/);
  expect(refused).toBe(1);
});
