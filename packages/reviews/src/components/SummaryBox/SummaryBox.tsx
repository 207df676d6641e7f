import { useId } from "react";
import type { Language } from "@sxz/contract";
import type { BadgeTier, SummaryFigures } from "../../model/badge";
import { useWidgetView } from "../WidgetView/WidgetView";
import { fill, formatNumber, plural } from "../../i18n/format";

export interface SummaryBoxProps {
  figures: SummaryFigures;
  /** Mean score; null when unknown. */
  avgScore: number | null;
  tier: BadgeTier | null;
  /** Recommended value 0..1, shown only when allowed (RW-VAL-11). */
  recommendedValue: number | null;
  rated: boolean;
  /** Some figures could not be loaded or read: an error with Try again shows above them. */
  failed?: boolean;
  onRetry?: () => void;
  /** Opens the rating dialog (or the read-only view when rated). */
  onOpen: () => void;
  onOpenRef?: (node: HTMLButtonElement | null) => void;
}

function percentText(language: Language, value: number): string {
  return new Intl.NumberFormat(language.replace("_", "-"), { maximumFractionDigits: 1 }).format(value);
}

/** A figure nobody told the widget: a dash to see, "not known" to hear — never 0 or 100%. */
function Unknown({ text }: { text: string }) {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="sxz-visually-hidden">{text}</span>
    </>
  );
}

/**
 * The summary box (RW-SUM-1..4): positive share and review count, positive/neutral/negative bars, a per-star
 * breakdown, the average, the rated / want-to-rate corner label, the recommendation badge with its tip.
 * Unknown figures show as such. The internal variant is compact with the badge in the corner.
 */
export function SummaryBox(props: SummaryBoxProps) {
  const { figures, tier } = props;
  const { messages: m, language, variant } = useWidgetView();
  const unknown = <Unknown text={m.unknownFigure} />;
  const percent = (value: number | null) => (value === null ? unknown : `${percentText(language, figures.total === 0 ? 0 : value)}%`);
  const bars = [
    { key: "positive", label: m.barPositive, value: figures.positivePercent },
    { key: "neutral", label: m.barNeutral, value: figures.neutralPercent },
    { key: "negative", label: m.barNegative, value: figures.negativePercent },
  ];
  const positive = figures.positivePercent === null ? null : percentText(language, figures.positivePercent);
  const badge = tier === null ? null : tier === 100 ? m.badgeTop : fill(m.badgeTier, { tier });
  // No reviews: no average to show; an unknown one shows as a dash.
  const average = figures.total === 0 ? 0 : props.avgScore;
  const compact = variant === "internal";
  const titleId = useId();
  return (
    <section className={`sxz-summary${compact ? " sxz-summary--compact" : ""}`} part="summary" aria-labelledby={titleId}>
      <div className="sxz-summary__head">
        <h2 className="sxz-summary__title" id={titleId}>{m.summaryTitle}</h2>
        <button
          ref={props.onOpenRef}
          type="button"
          className={`sxz-corner${props.rated ? " sxz-corner--rated" : ""}`}
          part="rate-button"
          onClick={props.onOpen}
        >
          {props.rated ? m.hadRated : m.wantToRate}
        </button>
      </div>
      {props.failed ? (
        <p className="sxz-load-failed" role="status">
          {m.loadFailed}{" "}
          <button type="button" className="sxz-link" onClick={props.onRetry}>
            {m.list.retry}
          </button>
        </p>
      ) : null}
      <div className="sxz-summary__body">
        <div className="sxz-summary__score">
          <span className="sxz-summary__percent" data-testid="positive-percent">{positive === null ? unknown : `${positive}%`}</span>
          <span className="sxz-summary__caption">{m.positiveRate}</span>
          <span className="sxz-summary__count" data-testid="review-count">
            {figures.total === null ? unknown : figures.total === 0 ? m.noReviewsYet : plural(language, m.reviewCount, figures.total)}
          </span>
          {average !== 0 ? (
            <span className="sxz-summary__avg" aria-hidden="true">★ {average === null ? "–" : formatNumber(language, Math.round(average * 10) / 10)}</span>
          ) : null}
        </div>
        <ul className="sxz-bars" aria-label={m.summaryTitle}>
          {bars.map((bar) => (
            <li key={bar.key} className={`sxz-bar sxz-bar--${bar.key}`}>
              <span className="sxz-bar__label">{bar.label}</span>
              <span className="sxz-bar__track" aria-hidden="true">
                <span className="sxz-bar__fill" style={{ inlineSize: `${figures.total === 0 || bar.value === null ? 0 : bar.value}%` }} />
              </span>
              <span className="sxz-bar__value">{percent(bar.value)}</span>
            </li>
          ))}
        </ul>
        <ul className="sxz-breakdown" aria-label={m.starBreakdown}>
          {[5, 4, 3, 2, 1].map((star) => (
            <li key={star} className="sxz-breakdown__row">
              <span>{plural(language, m.breakdownRow, star)}</span>
              <span className="sxz-breakdown__count">{figures.perStar === null ? unknown : formatNumber(language, figures.perStar[star - 1] ?? 0)}</span>
            </li>
          ))}
        </ul>
      </div>
      {badge && positive !== null ? (
        <div className={`sxz-badge${compact ? " sxz-badge--corner" : ""}`} part="badge" data-tier={tier}>
          <span className="sxz-badge__label">{badge}</span>
          <span className="sxz-badge__tip">{fill(m.badgeTip, { percent: positive })}</span>
        </div>
      ) : null}
      {props.recommendedValue !== null ? (
        <p className="sxz-summary__recommended" data-testid="recommended-value">
          {fill(m.recommendedValue, { percent: percentText(language, Math.floor(props.recommendedValue * 1000) / 10) })}
        </p>
      ) : null}
    </section>
  );
}
