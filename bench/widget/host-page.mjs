// The course page the widget benchmarks load: a plain host page that imports one build of `<sxz-score>` and gives
// it a fetch-based request function (with the bench reader's token when one is set in `window.__benchToken`).
// `window.firstPaint` resolves in the task after the frame that first shows the summary's figures and 10 review
// cards: `{ ms, startedAt }` from just before the script's import; the user-timing marks `sxz-start` and
// `sxz-painted` bound the same window for a trace.
import { hostRequestFunction } from "../../scripts/host-request.mjs";

/** The page's HTML, loading `module` (a path the server serves). */
export const hostPage = (module) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Course page</title>
<style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:860px;padding:16px}</style></head>
<body><main><h1>Introduction to Online Learning</h1><div id="host"></div></main>
<script type="module" src="${module}"></script></body></html>`;

/**
 * The page's module: imports `script` and mounts one widget on `resourceId`'s reviews, with the page's fetch-based
 * request function as `defaultAxios`, or with `{ hostRequest: false }` as the default embed: no request function,
 * the widget's own request layer (an anonymous reader).
 */
export const hostModule = (script, resourceId, { hostRequest = true } = {}) => `${hostRequestFunction("window.__benchToken")}
window.firstPaint = new Promise((resolve) => {
  const check = () => {
    const root = document.querySelector("sxz-score")?.shadowRoot;
    const ready = root && root.querySelector(".sxz-summary [data-testid=positive-percent]") && root.querySelectorAll("article").length >= 10;
    if (ready) setTimeout(() => {
      performance.mark("sxz-painted");
      resolve({ ms: performance.measure("sxz-first-paint", "sxz-start", "sxz-painted").duration, startedAt: performance.getEntriesByName("sxz-start")[0].startTime });
    }, 0);
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
});
performance.mark("sxz-start");
await import("${script}");
const element = document.createElement("sxz-score");
for (const [name, value] of Object.entries({ "resource-id": "${resourceId}", "module-id": "course", "sxz-lang": "en_US" })) element.setAttribute(name, value);
${hostRequest ? "element.defaultAxios = request;" : ""}
document.getElementById("host").append(element);
`;
