import { PAGE_SIZE } from "../../model/list-state";

/**
 * A page of review cards still on its way: grey card shapes of a page's height, shown below the loading status so
 * the page being read does not move; the arriving cards take their place.
 */
export function ListSkeleton() {
  return (
    <div className="sxz-list-skeleton" aria-hidden="true" data-testid="list-skeleton">
      {Array.from({ length: PAGE_SIZE }, (_, index) => (
        <div key={index} className="sxz-list-skeleton__card">
          <span className="sxz-list-skeleton__avatar" />
          <span className="sxz-list-skeleton__lines">
            <span className="sxz-list-skeleton__line sxz-list-skeleton__line--short" />
            <span className="sxz-list-skeleton__line" />
            <span className="sxz-list-skeleton__line sxz-list-skeleton__line--text" />
          </span>
        </div>
      ))}
    </div>
  );
}
