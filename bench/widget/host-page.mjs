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
export const hostModule = (
  script,
  resourceId,
  { hostRequest = true } = {},
) => `${hostRequestFunction("window.__benchToken")}
${firstPaintWatch}
performance.mark("sxz-start");
await import("${script}");
const element = document.createElement("sxz-score");
for (const [name, value] of Object.entries({ "resource-id": "${resourceId}", "module-id": "course", "sxz-lang": "en_US" })) element.setAttribute(name, value);
${hostRequest ? "element.defaultAxios = request;" : ""}
document.getElementById("host").append(element);
`;

/**
 * The page of a host that writes the tag in its markup (the widget README's markup recipe): the tag, the widget's
 * script, then the page's own module script (`hostScript`, markupHostModule) handing it the request function. The
 * element is upgraded before the page has loaded, so its first calls wait for the page's scripts. The time origin
 * is taken by a classic script (`startScript`, markupStartScript) just before the widget's script tag. (The
 * server's content security policy allows no inline script: each is a file of the site.)
 */
export const markupHostPage = (script, resourceId, { startScript, hostScript }) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Course page</title>
<style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:860px;padding:16px}</style></head>
<body><main><h1>Introduction to Online Learning</h1>
<sxz-score resource-id="${resourceId}" module-id="course" sxz-lang="en_US"></sxz-score></main>
<script src="${startScript}"></script>
<script type="module" src="${script}"></script>
<script type="module" src="${hostScript}"></script>
</body></html>`;

export const markupStartScript = () => `${firstPaintWatch}
performance.mark("sxz-start");
`;

export const markupHostModule = () => `${hostRequestFunction("window.__benchToken")}
document.querySelector("sxz-score").defaultAxios = request;
`;

/** `window.firstPaint`: resolves in the task after the first frame showing the summary's figures and 10 cards. */
const firstPaintWatch = `window.firstPaint = new Promise((resolve) => {
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
});`;
