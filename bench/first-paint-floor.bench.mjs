#!/usr/bin/env node
// How much of the widget's first paint is the widget's own work, and how much this machine's browser, server and
// network would need anyway. The same host page as widget.bench.mjs (the default embed: the tag alone), on the same
// data, against a "floor": an element that does only what no implementation of the widget can skip. It sends the
// same five first calls as the widget (their URLs taken from the widget's own page), waits for their answers and
// their bodies, and sets its shadow root to the markup the widget itself painted (captured from the widget's page:
// the same DOM and the same style sheets), so the browser parses, styles, lays out and paints exactly what the
// widget paints. A second floor also builds the page's first Intl number format while the calls are on their way,
// as the widget does (in Chromium the first `NumberFormat` or `DateTimeFormat` of a page loads the locale data:
// tens of milliseconds that any widget writing localised figures and dates pays).
//
// The floor has no framework, no texts chunk, no answer readers and no request layer; its script is the markup
// and a dozen lines. So "widget − floor" is the most a faster widget could gain here, and the floor itself is
// what the first paint costs on this machine before the widget runs a line of its own.
// Needs `npm run build` first.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launchChromium } from "./support/browser.mjs";
import { root, runTsx, startServer } from "./support/processes.mjs";
import { envInt, median, round, writeResult } from "./support/results.mjs";
import { hostModule, hostPage } from "./widget/host-page.mjs";
import { FIRST_RENDER_TRACE_CATEGORIES, firstRenderWork } from "../scripts/first-render-work.mjs";

const RUNS = envInt("BENCH_FLOOR_RUNS", 11);
/** Traced pages per variant, after the timed ones (a trace slows the page down, so they are not timed). */
const TRACED_RUNS = envInt("BENCH_FLOOR_TRACED_RUNS", 5);
const REVIEWS = 1000;
const RESOURCE = "course-long";
const FIRST_CALLS = ["queryMsgCountProportions", "general", "myScore", "configList", "queryMessages"];

/** The floor's element: the five calls, then the captured markup in its shadow root; `intl` adds the first number format. */
const floorScript = ({ markup, calls, intl }) => `const MARKUP = ${JSON.stringify(markup)};
const CALLS = ${JSON.stringify(calls)};
customElements.define("sxz-score", class extends HTMLElement {
  connectedCallback() {
    const shadow = this.attachShadow({ mode: "open" });
    const answers = Promise.all(CALLS.map((path) => fetch(path, { credentials: "same-origin", headers: { accept: "application/json" } }).then((response) => response.json())));
    ${intl ? 'new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 }).format(4.5);' : ""}
    answers.then(() => { shadow.innerHTML = MARKUP; });
  }
});
`;

for (const file of ["sxz-score.js", "sxz-score.react.js"]) {
  if (!existsSync(join(root, "packages/reviews/dist", file)))
    throw new Error(`packages/reviews/dist/${file} is missing: run \`npm run build\` first`);
}

const siteDir = mkdtempSync(join(tmpdir(), "sxz-bench-floor-site-"));
mkdirSync(join(siteDir, "__bench"));
writeFileSync(join(siteDir, "index.html"), "<!doctype html><title>bench</title>");
const page = (name, script) => {
  writeFileSync(join(siteDir, "__bench", `${name}.js`), hostModule(script, RESOURCE, { hostRequest: false }));
  writeFileSync(join(siteDir, "__bench", `${name}.html`), hostPage(`/__bench/${name}.js`));
  return `/__bench/${name}.html`;
};
const VARIANTS = [
  { label: "default embed (Preact)", path: page("light", "/widget/sxz-score.js") },
  { label: "React standalone", path: page("react", "/widget/sxz-score.react.js") },
  {
    label: "floor: the five calls, then the widget's painted markup",
    path: page("floor", "/__bench/floor-element.js"),
    floor: { intl: false },
  },
  {
    label: "floor with the first Intl number format",
    path: page("floor-intl", "/__bench/floor-intl-element.js"),
    floor: { intl: true },
  },
];

// The server lists its site's files when it starts: the floor's scripts are there from the start, and written once
// the widget's markup is captured.
const floorFile = (intl) => join(siteDir, "__bench", intl ? "floor-intl-element.js" : "floor-element.js");
for (const variant of VARIANTS.filter((variant) => variant.floor)) writeFileSync(floorFile(variant.floor.intl), "");

const dataDir = mkdtempSync(join(tmpdir(), "sxz-bench-floor-"));
const server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: "1000000", SITE_DIR: siteDir });
const browser = await launchChromium();
try {
  await runTsx(join(root, "bench/server/seed.ts"), [String(REVIEWS), RESOURCE], { env: { DATA_DIR: dataDir } });

  async function firstPaint(path, { traced = false } = {}) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const tab = await context.newPage();
    if (traced) await browser.startTracing(tab, { categories: FIRST_RENDER_TRACE_CATEGORIES });
    tab.on("pageerror", (error) => console.error(`${path}: ${error}`));
    await tab.goto(`${server.url}${path}`);
    const paint = await Promise.race([
      tab.evaluate(() => window.firstPaint),
      new Promise((resolve) => setTimeout(resolve, 60_000, null)),
    ]);
    if (!paint) throw new Error(`${path}: no first paint within 60 s`);
    return { context, tab, paint };
  }

  // The widget's painted markup (the first 10 cards, as at its first paint) and its first calls, from the default embed.
  const { context, tab } = await firstPaint(VARIANTS[0].path);
  const captured = await tab.evaluate((names) => {
    const shadow = document.querySelector("sxz-score").shadowRoot;
    const copy = document.createElement("div");
    copy.innerHTML = shadow.innerHTML;
    for (const card of Array.from(copy.querySelectorAll("article")).slice(10)) card.remove();
    const calls = names.map((name) =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name))
        .find((url) => url.pathname.endsWith(`/${name}`)),
    );
    return { markup: copy.innerHTML, calls: calls.map((url) => url && url.pathname + url.search) };
  }, FIRST_CALLS);
  await context.close();
  if (captured.calls.some((call) => !call))
    throw new Error(`not every first call (${FIRST_CALLS.join(", ")}) was seen on the widget's page`);
  if (!captured.markup.includes("positive-percent") || (captured.markup.match(/<article/g) ?? []).length < 10)
    throw new Error("the captured markup lacks the summary's figures or 10 cards");
  for (const variant of VARIANTS.filter((variant) => variant.floor)) {
    writeFileSync(floorFile(variant.floor.intl), floorScript({ ...captured, intl: variant.floor.intl }));
  }

  // The variants in turn, a fresh context (no cache) each page, so all see the same load.
  const times = VARIANTS.map(() => []);
  for (let run = 0; run < RUNS; run += 1) {
    for (const [index, variant] of VARIANTS.entries()) {
      const { context: pageContext, paint } = await firstPaint(variant.path);
      times[index].push(paint.ms);
      await pageContext.close();
    }
  }

  // The main thread's CPU time from the import to the paint, by kind (scripts/first-render-work.mjs).
  const works = VARIANTS.map(() => []);
  for (let run = 0; run < TRACED_RUNS; run += 1) {
    for (const [index, variant] of VARIANTS.entries()) {
      const { context: pageContext } = await firstPaint(variant.path, { traced: true });
      const work = firstRenderWork(await browser.stopTracing(), "sxz-start", "sxz-painted");
      if (!work) throw new Error(`${variant.label}: the trace lacks the page's marks`);
      works[index].push(work);
      await pageContext.close();
    }
  }

  const medians = times.map((values) => median(values));
  const list = (values) => values.map((value) => Math.round(value)).join(", ");
  const floorWithIntl = medians[3];
  const rows = VARIANTS.map((variant, index) => ({
    metric: `${variant.label}: script evaluation → first paint of the summary and 10 reviews`,
    value: round(medians[index], 0),
    unit: "ms",
    note: `median of ${RUNS} fresh pages (${list(times[index])})`,
  }));
  for (const [index, label] of [
    [0, "default embed (Preact)"],
    [1, "React standalone"],
  ]) {
    rows.push({
      metric: `${label} / floor with the first Intl number format`,
      value: round(medians[index] / floorWithIntl, 2),
      unit: "×",
      note: `the medians differ by ${Math.round(medians[index] - floorWithIntl)} ms: what the widget's own code adds, at most what a faster widget could gain here`,
    });
  }
  const KINDS = [
    ["task", "all main-thread tasks"],
    ["script", "script (compile, evaluation, calls)"],
    ["style", "style recalculation"],
    ["layout", "layout"],
  ];
  const tables = [
    {
      caption: `Main-thread CPU time from the import to the first paint, ms (median of ${TRACED_RUNS} traced pages each)`,
      header: ["variant", ...KINDS.map(([, label]) => label)],
      rows: VARIANTS.map((variant, index) => [
        variant.label,
        ...KINDS.map(([kind]) => round(median(works[index].map((work) => work[kind])), 1)),
      ]),
    },
  ];
  for (const [index, variant] of VARIANTS.entries())
    console.info(`  ${variant.label}: ${list(times[index])} ms (median ${Math.round(medians[index])})`);
  writeResult("first-paint-floor", {
    title: "Review widget in Chromium: first paint next to the floor this machine allows",
    rows,
    tables,
    notes: [
      `The host page of the widget benchmark (the default embed: the tag alone, an anonymous reader, language en_US; ${REVIEWS} synthetic reviews on one resource, SQLite; viewport 1280 × 800; the real server, headless Chromium (system), all on this machine). The floor is an element with no code of the widget: when connected it sends the widget's five first calls (${FIRST_CALLS.join(", ")}; their URLs taken from the widget's page) with fetch, reads their bodies, and sets its shadow root to the markup the widget painted (captured from the widget's own page at its first paint: the same DOM and style sheets, the first 10 cards; ${Math.round(captured.markup.length / 1000)} kB of markup in the floor's script). The second floor also builds the page's first Intl number format while the calls are on their way, as the widget does. The four pages alternate, each a fresh context, ${RUNS} of each; the time origin is taken just before the page imports the script. The CPU table comes from further pages traced in Chromium (categories of scripts/first-render-work.mjs), not from the timed ones.`,
    ],
  });
} finally {
  await browser.close();
  await server.stop();
  rmSync(siteDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
