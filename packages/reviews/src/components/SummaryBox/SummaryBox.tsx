import { useId } from "react";
import type { BadgeTier, SummaryFigures as Figures } from "../../model/badge";
import type { SummaryState } from "../../controller/rating-data";
import { useWidgetView } from "../WidgetView/WidgetView";
import { SummaryFigures } from "./SummaryFigures";
import { SummarySkeleton } from "./SummarySkeleton";
import { EmptyPicturePart } from "../ReviewList/EmptyPicturePart";

export interface SummaryBoxProps {
  /** Decided by the rating store: loading (skeleton), failed (error, no figures), empty (no ratings) or ready. */
  state: SummaryState;
  figures: Figures;
  /** Mean score; null when unknown. */
  avgScore: number | null;
  tier: BadgeTier | null;
  /** Recommended value 0..1, shown only when allowed (RW-VAL-11). */
  recommendedValue: number | null;
  rated: boolean;
  /** The own rating or the config list could not be read: an error with Try again shows above the figures. */
  failed?: boolean;
  /** Whether the learner may open the dialog (rate, or view an own rating): the empty state invites them. */
  mayRate: boolean;
  onRetry?: () => void;
  /** Opens the rating dialog (or the read-only view when rated). */
  onOpen: () => void;
  onOpenRef?: (node: HTMLButtonElement | null) => void;
  /** The dialog's chunk is on its way after a click: the button says it is busy. */
  opening?: boolean;
  /** A visitor who may not rate: the corner button reads "Sign in to rate" and calls this instead of `onOpen`. */
  onSignIn?: () => void;
  /** What rating needs, said up front in place of the corner button ("Rate after 30 % · you're at 10 %"). */
  gate?: string | null;
  /** The stars the list is filtered by (their rows are pressed). */
  starFilter?: readonly number[];
  /** Makes each per-star row a toggle of the list's star filter. */
  onToggleStar?: (star: number) => void;
}

/**
 * The summary box (RW-SUM-1..4): the title and the rated / want-to-rate corner button above the state the store
 * decided. While loading, a skeleton of the final layout's size; after a failed load, an error with Try again and
 * no figures; with no ratings, the course's one empty state: the variant's picture and an invitation with the rate
 * button in its middle (not in the corner); else the figures and the badge. The corner button shows
 * while loading (rating does not wait for the figures) and on failure only for a learner who may rate: publishing
 * does not depend on the figures, and a visitor who may not rate would only get the blocked tip.
 */
export function SummaryBox(props: SummaryBoxProps) {
  const { state } = props;
  const { messages: m, variant } = useWidgetView();
  const titleId = useId();
  // At 0 ratings the call to rate is in the middle of the invitation instead of the corner: one button, not two.
  // Once the learner has rated it is the corner's "You rated this" from the start (the figures read again after a
  // publish may still say 0 for a moment), so the button does not jump under the pointer when they arrive.
  const invites = state === "empty" && !props.rated;
  // One element wherever it shows (the corner, or the invitation's middle, placed there by the stylesheet), so the
  // button the reader aims at is never replaced under the pointer when the figures arrive.
  const showsButton = invites || state !== "failed" || props.mayRate;
  // The call to rate: the corner button, or the middle of the empty course's invitation. The one place where a
  // visitor's sign-in offer takes over from it.
  const rateAction = (
    <button
      ref={props.onOpenRef}
      type="button"
      className={`sxz-summary__rate${props.rated ? " sxz-summary__rate--rated" : ""}`}
      part="rate-button"
      aria-busy={props.opening || undefined}
      onClick={props.onSignIn ?? props.onOpen}
    >
      {props.rated ? m.hadRated : props.onSignIn ? m.signInToRate : m.wantToRate}
    </button>
  );
  const retry = (
    <button type="button" className="sxz-summary__retry" onClick={props.onRetry}>
      {m.list.retry}
    </button>
  );
  return (
    <section
      className={`sxz-summary${variant === "internal" ? " sxz-summary--compact" : ""}${invites ? " sxz-summary--inviting" : ""}`}
      part="summary"
      aria-labelledby={titleId}
      aria-busy={state === "loading" || undefined}
      data-state={state}
    >
      <div className="sxz-summary__head">
        <h2 className="sxz-summary__title" id={titleId}>
          {m.summaryTitle}
        </h2>
        {props.gate && !props.rated ? (
          <p className="sxz-summary__gate" part="progress-gate">
            {props.gate}
          </p>
        ) : showsButton ? (
          rateAction
        ) : (
          <span className="sxz-summary__rate-space" aria-hidden="true" />
        )}
      </div>
      {state === "loading" ? <SummarySkeleton label={m.loading} /> : null}
      {state === "failed" ? (
        <div className="sxz-summary__body sxz-summary__body--message">
          <p className="sxz-summary__failed" role="status">
            {m.loadFailed} {retry}
          </p>
        </div>
      ) : null}
      {props.failed && (state === "ready" || state === "empty") ? (
        <p className="sxz-summary__notice" role="status">
          {m.loadFailed} {retry}
        </p>
      ) : null}
      {state === "empty" ? (
        // The course's one empty state (the widget shows no list below it): the variant's picture, what is true,
        // and the call to rate in its middle.
        <div
          className="sxz-summary__body sxz-summary__body--message sxz-summary__body--empty"
          data-testid="summary-empty"
          data-variant={variant}
        >
          <span className="sxz-summary__picture">
            <EmptyPicturePart variant={variant} />
          </span>
          <p className="sxz-summary__empty-title" data-testid="review-count">
            {m.noReviewsYet}
          </p>
          {props.mayRate && !props.rated ? <p className="sxz-summary__invite">{m.firstToRate}</p> : null}
        </div>
      ) : null}
      {state === "ready" ? <SummaryFigures {...props} /> : null}
    </section>
  );
}
