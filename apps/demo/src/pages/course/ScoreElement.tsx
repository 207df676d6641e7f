import { useEffect, useRef, useState } from "react";
import type { WidgetSettings } from "./widget-settings";
import { elementAttributes } from "./element-attributes";
import { loadWidgetScript, WIDGET_TAG } from "./load-widget-script";

/** Events the element dispatches to its host page (RW-ENT-8); the page lists them as they arrive. */
export const ELEMENT_EVENTS = [
  "getScoreInfo",
  "showScoreMark",
  "scoreChange",
  "publishScore",
  "listenScore",
  "deleteOrAdd",
  "reportCallback",
  "requestOnBusyError",
] as const;

export interface HostEvent {
  name: string;
  detail: string;
  at: string;
}

interface ScoreElementProps {
  settings: WidgetSettings;
  loadingText: string;
  failedText: string;
  onEvent?: (event: HostEvent) => void;
}

/**
 * Creates a plain <sxz-score> with document.createElement and configures it by attributes only, exactly as a
 * page without React would; React merely owns the empty container it lives in.
 */
export function ScoreElement({ settings, loadingText, failedText, onEvent }: ScoreElementProps) {
  const container = useRef<HTMLDivElement>(null);
  const element = useRef<HTMLElement | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  });

  useEffect(() => {
    let alive = true;
    loadWidgetScript().then(
      () => alive && setState("ready"),
      () => alive && setState("failed"),
    );
    return () => {
      alive = false;
    };
  }, []);

  // The element is made once per resource; later setting changes only update its attributes.
  useEffect(() => {
    if (state !== "ready" || !container.current) return;
    const created = document.createElement(WIDGET_TAG);
    const listeners = ELEMENT_EVENTS.map((name) => {
      const listener = (event: Event) => {
        const detail = (event as CustomEvent<unknown>).detail;
        onEventRef.current?.({ name, detail: JSON.stringify(detail ?? null), at: new Date().toLocaleTimeString() });
      };
      created.addEventListener(name, listener);
      return () => created.removeEventListener(name, listener);
    });
    element.current = created;
    container.current.append(created);
    return () => {
      listeners.forEach((remove) => remove());
      created.remove();
      element.current = null;
    };
  }, [state, settings.resourceId]);

  useEffect(() => {
    const target = element.current;
    if (!target) return;
    for (const [name, value] of Object.entries(elementAttributes(settings))) {
      if (value === undefined) target.removeAttribute(name);
      else if (target.getAttribute(name) !== value) target.setAttribute(name, value);
    }
  });

  return (
    <div className="score-host">
      {state === "loading" && <p className="notice">{loadingText}</p>}
      {state === "failed" && (
        <p className="notice notice--error" role="alert">
          {failedText}
        </p>
      )}
      <div ref={container} />
    </div>
  );
}
