// The main-thread work of a page between two user-timing marks, from a Chromium trace (Browser.startTracing /
// stopTracing with FIRST_RENDER_TRACE_CATEGORIES): script, layout, style recalculation and whole tasks, in ms of
// thread (CPU) time, and the layouts script forced — read geometry (scrollHeight, offsetTop,
// getBoundingClientRect …) while the page's layout was out of date, so the browser laid it out inside the script
// instead of once before the paint. Used by the widget's first-render measurement (bench/widget/first-render.mjs)
// and its browser test (e2e/widget/first-render.spec.ts).
import { TASK_TRACE_CATEGORIES } from "./main-thread-tasks.mjs";

export const FIRST_RENDER_TRACE_CATEGORIES = [...TASK_TRACE_CATEGORIES, "blink.user_timing"];

// Trace events that run page script; their time, less the layout and style recalculation they force, is "script".
const SCRIPT_EVENTS = new Set([
  "EvaluateScript",
  "v8.evaluateModule",
  "FunctionCall",
  "RunMicrotasks",
  "TimerFire",
  "FireAnimationFrame",
  "FireIdleCallback",
  "EventDispatch",
  "v8.compile",
  "v8.compileModule",
  "v8.run",
  "V8.Execute",
]);
const TASK_EVENTS = new Set(["ThreadControllerImpl::RunTask", "RunTask"]);
const LAYOUT = "Layout";
const STYLE = "UpdateLayoutTree";
const cpu = (event) => (event.tdur ?? event.dur ?? 0) / 1000;

/**
 * Work of the page's main thread (the thread that recorded `startMark`) from `startMark` to `endMark`. Everything on
 * that thread counts, so the window must hold no driver work beyond awaiting a promise (no locator queries: those
 * read layout). Null when the trace lacks a mark.
 */
export function firstRenderWork(trace, startMark, endMark) {
  const parsed = JSON.parse(trace.toString());
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const isMark = (event, name) => event.name === name && event.cat?.includes("blink.user_timing");
  const start = events.find((event) => isMark(event, startMark));
  const end = events.find((event) => isMark(event, endMark));
  if (!start || !end) return null;
  const thread = `${start.pid}:${start.tid}`;
  const inWindow = events
    .filter(
      (event) =>
        event.ph === "X" && `${event.pid}:${event.tid}` === thread && event.ts >= start.ts && event.ts <= end.ts,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const work = { task: 0, script: 0, layout: 0, layouts: 0, forcedLayout: 0, forcedLayouts: 0, style: 0, styles: 0 };
  const stack = [];
  for (const event of inWindow) {
    while (stack.length > 0 && stack[stack.length - 1].ts + (stack[stack.length - 1].dur ?? 0) <= event.ts) stack.pop();
    const inScript = stack.some((open) => SCRIPT_EVENTS.has(open.name));
    if (TASK_EVENTS.has(event.name) && !stack.some((open) => TASK_EVENTS.has(open.name))) work.task += cpu(event);
    stack.push(event);
    if (SCRIPT_EVENTS.has(event.name) && !inScript) work.script += cpu(event);
    if (event.name !== LAYOUT && event.name !== STYLE) continue;
    const key = event.name === LAYOUT ? "layout" : "style";
    work[key] += cpu(event);
    work[`${key}s`] += 1;
    if (!inScript) continue;
    work.script -= cpu(event);
    if (event.name === LAYOUT) {
      work.forcedLayout += cpu(event);
      work.forcedLayouts += 1;
    }
  }
  return work;
}
