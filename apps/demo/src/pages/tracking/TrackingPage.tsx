import { useId, useState } from "react";
import { fill } from "../../i18n";
import { api } from "../../platform/api";
import { useAsync } from "../../platform/useAsync";
import { RequireUser } from "../../session/RequireUser";
import { usePageTitle } from "../../view/usePageTitle";
import { useView } from "../../view/useView";

const LIMIT = 100;

function EventTable() {
  const { texts, settings } = useView();
  const filterId = useId();
  const [filter, setFilter] = useState("");
  const [round, setRound] = useState(0);
  const events = useAsync(
    () => api.trackingEvents({ limit: LIMIT, eventCode: filter.trim() || undefined }),
    `${round}:${filter.trim()}`,
  );
  const time = new Intl.DateTimeFormat(settings.language.replace("_", "-"), {
    dateStyle: "short",
    timeStyle: "medium",
  });
  return (
    <>
      <div className="table-tools">
        <div className="field field--inline">
          <label htmlFor={filterId}>{texts.trackingFilter}</label>
          <input id={filterId} type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
        </div>
        <button type="button" className="button" onClick={() => setRound((value) => value + 1)}>
          {texts.trackingRefresh}
        </button>
      </div>
      {events.status === "loading" && <p className="notice">{texts.trackingLoading}</p>}
      {events.status === "failed" && (
        <p className="notice notice--error" role="alert">
          {texts.trackingFailed}
        </p>
      )}
      {events.status === "done" && (
        <>
          <p aria-live="polite">{fill(texts.trackingTotal, { count: events.value.total })}</p>
          {events.value.items.length === 0 ? (
            <p className="notice">{texts.trackingEmpty}</p>
          ) : (
            <div className="table-scroll" tabIndex={0} role="region" aria-label={texts.trackingTitle}>
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">{texts.trackingReceived}</th>
                    <th scope="col">{texts.trackingCode}</th>
                    <th scope="col">{texts.trackingType}</th>
                    <th scope="col">{texts.trackingChannel}</th>
                    <th scope="col">{texts.trackingUser}</th>
                    <th scope="col">{texts.trackingPage}</th>
                  </tr>
                </thead>
                <tbody>
                  {events.value.items.map((item) => (
                    <tr key={item.eventId}>
                      <td>
                        <time dateTime={item.receivedAt}>{time.format(new Date(item.receivedAt))}</time>
                      </td>
                      <td>
                        <code>{item.eventCode}</code>
                      </td>
                      <td>{item.eventType}</td>
                      <td>{item.msgType}</td>
                      <td>{item.userId ?? texts.trackingAnonymous}</td>
                      <td className="data-table__page">{item.page ?? ""}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </>
  );
}

/** The events the server received (admin listing endpoint), to see the tracking reporter at work. */
export default function TrackingPage() {
  const { texts } = useView();
  usePageTitle(texts.trackingTitle);
  return (
    <>
      <div className="page-intro">
        <h1>{texts.trackingTitle}</h1>
        <p>{texts.trackingIntro}</p>
      </div>
      <RequireUser admin>{() => <EventTable />}</RequireUser>
    </>
  );
}
