/**
 * Whether the page's own scripts may still run before DOMContentLoaded: while the document is parsed
 * (`readyState` "loading"), and after it, while its deferred and module scripts run ("interactive" before the
 * event; `readyState` stays "interactive" after it too, so the navigation's timing tells which). A document without
 * a navigation entry (one written by script) is waited for only while it is parsed.
 */
export function pageScriptsPending(doc: Document = document): boolean {
  if (doc.readyState === "loading") return true;
  if (doc.readyState !== "interactive" || doc !== document || typeof performance === "undefined") return false;
  const navigation = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
  return navigation !== undefined && navigation.domContentLoadedEventStart === 0;
}

/**
 * Calls `run` once the page's scripts have run: in the task after DOMContentLoaded has been dispatched, so the
 * page's own DOMContentLoaded listeners (registered before or after this call) have run too. At once (in this
 * task) when they already have.
 */
export function afterPageScripts(run: () => void, doc: Document = document): void {
  if (!pageScriptsPending(doc)) {
    run();
    return;
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    doc.removeEventListener("DOMContentLoaded", later);
    doc.removeEventListener("readystatechange", onState);
    run();
  };
  // A listener added after this one still runs in the same dispatch: the task after it has ended them all.
  const later = () => setTimeout(finish, 0);
  // "complete" comes after DOMContentLoaded in any case: a backstop should the event have been missed.
  const onState = () => {
    if (doc.readyState === "complete") finish();
  };
  doc.addEventListener("DOMContentLoaded", later);
  doc.addEventListener("readystatechange", onState);
}
