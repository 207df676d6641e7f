/**
 * The summary's loading placeholder: the ready layout's boxes at the ready layout's line heights (average, stars,
 * count, meta line; five star rows; the three-part split), so nothing moves when the figures arrive. Needs no
 * texts, so the widget shows it before its locale has loaded as well.
 */
export function SummarySkeleton({ label }: { label?: string }) {
  return (
    <div className="sxz-summary__body sxz-summary__skeleton" data-testid="summary-skeleton">
      {label ? (
        <span className="sxz-visually-hidden" role="status">
          {label}
        </span>
      ) : null}
      <div className="sxz-summary__lead" aria-hidden="true">
        <div className="sxz-summary__score">
          <span className="sxz-summary__bone sxz-summary__bone--average" />
          <span className="sxz-summary__bone sxz-summary__bone--stars" />
          <span className="sxz-summary__bone sxz-summary__bone--line" />
          <span className="sxz-summary__bone sxz-summary__bone--meta" />
        </div>
      </div>
      <div className="sxz-summary__figures" aria-hidden="true">
        <div className="sxz-summary__stars">
          {[5, 4, 3, 2, 1].map((star) => (
            <div key={star} className="sxz-summary__star-row">
              <span className="sxz-summary__bone sxz-summary__bone--label" />
              <span className="sxz-summary__track" />
              <span className="sxz-summary__bone sxz-summary__bone--count" />
            </div>
          ))}
        </div>
        <div className="sxz-summary__split">
          {[0, 1, 2].map((part) => (
            <div key={part} className="sxz-summary__part">
              <span className="sxz-summary__bone sxz-summary__bone--meta" />
              <span className="sxz-summary__bone sxz-summary__bone--line" />
              <span className="sxz-summary__track" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
