import { useCallback, useState } from "react";
import { useView } from "../../view/useView";
import { CourseFrame } from "./CourseFrame";
import { ScoreElement } from "./ScoreElement";
import type { HostEvent } from "./ScoreElement";

const KEPT_EVENTS = 20;

/** A course page embedding the plain <sxz-score> element (no React needed by the host). */
export default function ElementCoursePage() {
  const { texts } = useView();
  const [events, setEvents] = useState<HostEvent[]>([]);
  const onEvent = useCallback((event: HostEvent) => setEvents((list) => [event, ...list].slice(0, KEPT_EVENTS)), []);
  return (
    <CourseFrame
      embedding={texts.courseElementTitle}
      note={texts.courseElementNote}
      otherPath={(id) => `/courses/${encodeURIComponent(id)}/react`}
    >
      {(settings) => (
        <>
          <ScoreElement
            settings={settings}
            loadingText={texts.widgetLoading}
            failedText={texts.widgetLoadFailed}
            onEvent={onEvent}
          />
          <details className="host-events">
            <summary>{texts.hostEventsTitle}</summary>
            {events.length === 0 ? (
              <p>{texts.hostEventsEmpty}</p>
            ) : (
              <ol>
                {events.map((event, index) => (
                  <li key={`${event.at}-${index}`}>
                    <time>{event.at}</time> <code>{event.name}</code>{" "}
                    <code className="host-events__detail">{event.detail}</code>
                  </li>
                ))}
              </ol>
            )}
          </details>
        </>
      )}
    </CourseFrame>
  );
}
