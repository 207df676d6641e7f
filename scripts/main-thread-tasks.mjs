// The tasks of a page's main thread from a Chromium trace (Browser.startTracing / stopTracing), each with its
// wall-clock duration and the CPU time the thread really spent on it. Used by the long-list browser test and
// the widget benchmark.
//
// A "long task" (PerformanceObserver "longtask") is wall-clock time: on a loaded machine the operating system
// can suspend the renderer in the middle of a 10 ms task and the page reports a 90 ms one. The CPU time of the
// same task (the trace's thread duration) is the work the page asked for, which is what its code controls.

/** Categories that record every task of the renderer's main thread with its thread time. */
export const TASK_TRACE_CATEGORIES = ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline"];

const TASK_EVENT = "ThreadControllerImpl::RunTask";
const FALLBACK_TASK_EVENT = "RunTask";
const DEVTOOLS_MESSAGE = "blink.mojom.DevToolsSession";

const threadOf = (event) => `${event.pid}:${event.tid}`;
const total = (events) => events.reduce((sum, event) => sum + (event.tdur ?? event.dur ?? 0), 0);

/**
 * The top-level tasks of the busiest renderer main thread in the trace (the page under test: the other
 * renderers of a test are blank pages), outermost only, as the browser's long-task timing counts them. A task
 * that handled a DevTools protocol message is marked `driver`: it is the test driver's work (querying,
 * evaluating), not the page's. Throws when the trace carries no thread times.
 */
export function mainThreadTasks(trace) {
  const parsed = JSON.parse(trace.toString());
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const mainThreads = new Set(
    events
      .filter((event) => event.ph === "M" && event.name === "thread_name" && event.args?.name === "CrRendererMain")
      .map(threadOf),
  );
  const taskName = events.some((event) => event.name === TASK_EVENT) ? TASK_EVENT : FALLBACK_TASK_EVENT;
  const tasksByThread = new Map();
  const driverMessages = new Map();
  for (const event of events) {
    if (event.ph !== "X" || !mainThreads.has(threadOf(event))) continue;
    const thread = threadOf(event);
    if (event.args?.chrome_mojo_event_info?.mojo_interface_tag === DEVTOOLS_MESSAGE)
      driverMessages.set(thread, [...(driverMessages.get(thread) ?? []), event.ts]);
    if (event.name === taskName) tasksByThread.set(thread, [...(tasksByThread.get(thread) ?? []), event]);
  }
  const [thread, busiest] = [...tasksByThread.entries()].sort((a, b) => total(b[1]) - total(a[1]))[0] ?? ["", []];
  if (busiest.length > 0 && busiest.every((event) => event.tdur === undefined))
    throw new Error("the trace has no thread times (tdur)");
  const messages = (driverMessages.get(thread) ?? []).sort((a, b) => a - b);
  const tasks = [];
  let openUntil = -Infinity;
  let message = 0;
  for (const event of [...busiest].sort((a, b) => a.ts - b.ts)) {
    if (event.ts < openUntil) continue;
    openUntil = event.ts + (event.dur ?? 0);
    while (message < messages.length && messages[message] < event.ts) message += 1;
    const driver = message < messages.length && messages[message] <= openUntil;
    tasks.push({ startUs: event.ts, wallMs: (event.dur ?? 0) / 1000, cpuMs: (event.tdur ?? 0) / 1000, driver });
  }
  return tasks;
}
