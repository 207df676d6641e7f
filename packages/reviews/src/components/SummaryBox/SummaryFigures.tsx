import type { Language } from "@sxz/contract";
import type { SummaryBoxProps } from "./SummaryBox";
import { useWidgetView } from "../WidgetView/WidgetView";
import { fill, formatNumber, formatPercent, plural } from "../../i18n/format";
import { ReadOnlyStars } from "../ReadOnlyStars/ReadOnlyStars";
import { SummaryBadge } from "./SummaryBadge";
import { SummarySplit } from "./SummarySplit";

/** A figure nobody told the widget: a dash to see, "not known" to hear — never 0 or 100%. */
function Unknown({ text }: { text: string }) {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="sxz-visually-hidden">{text}</span>
    </>
  );
}

/** The average with exactly one decimal in the UI language's digits (4.25 → "4.3", 4.01 → "4.0"), as rating averages read. */
const averageText = (language: Language, average: number) =>
  formatNumber(language, Math.round(average * 10) / 10, 1, 1);

/**
 * The ready summary (RW-SUM-1, RW-K-1): a large average with its stars and the total; per-star bars 5→1, each with
 * its count; the positive / neutral / negative split (truncated shares); the badge (RW-SUM-3). Two columns on the
 * desktop layout, stacked on mobile with counts beside their bars. Unknown figures show as such. Given
 * `onToggleStar`, each per-star row is a toggle button of the list's star filter (pressed: shown).
 */
export function SummaryFigures(props: SummaryBoxProps) {
  const { figures, tier, onToggleStar, starFilter = [] } = props;
  const { messages: m, language } = useWidgetView();
  const unknown = <Unknown text={m.unknownFigure} />;
  const total = figures.total;
  const perStar = figures.perStar;
  const average = props.avgScore;
  return (
    <div className="sxz-summary__body">
      <div className="sxz-summary__lead">
        <div className="sxz-summary__score">
          <span
            className="sxz-summary__average"
            data-testid="average-score"
            aria-hidden={average === null ? undefined : "true"}
          >
            {average === null ? unknown : averageText(language, average)}
          </span>
          {average === null ? (
            <span className="sxz-summary__stars-space" />
          ) : (
            <ReadOnlyStars
              score={Math.round(average)}
              label={fill(m.averageStars, { average: averageText(language, average) })}
            />
          )}
          <span className="sxz-summary__count" data-testid="review-count">
            {total === null ? unknown : plural(language, m.reviewCount, total)}
          </span>
          {props.recommendedValue !== null ? (
            <span className="sxz-summary__meta" data-testid="recommended-value">
              {fill(m.recommendedValue, {
                percent: formatPercent(language, Math.floor(props.recommendedValue * 1000) / 10),
              })}
            </span>
          ) : null}
        </div>
        {tier !== null && figures.positivePercent !== null ? (
          <SummaryBadge tier={tier} positive={formatPercent(language, figures.positivePercent)} />
        ) : null}
      </div>
      <div className="sxz-summary__figures">
        <ul className="sxz-summary__stars" aria-label={m.starBreakdown}>
          {[5, 4, 3, 2, 1].map((star) => {
            const count = perStar === null ? null : (perStar[star - 1] ?? 0);
            const share = count === null || !total ? 0 : (count * 100) / total;
            const row = (
              <>
                <span className="sxz-summary__star-label">{plural(language, m.breakdownRow, star)}</span>
                <span className="sxz-summary__track" aria-hidden="true">
                  <span className="sxz-summary__fill" style={{ inlineSize: `${share}%` }} />
                </span>
                <span className="sxz-summary__star-count">
                  {count === null ? unknown : formatNumber(language, count)}
                </span>
              </>
            );
            // With a list to filter, each row is a toggle: the list shows only the pressed stars.
            return (
              <li key={star} className="sxz-summary__star-row">
                {onToggleStar ? (
                  <button
                    type="button"
                    className="sxz-summary__star-toggle"
                    aria-pressed={starFilter.includes(star)}
                    aria-label={
                      count === null
                        ? fill(m.starFilterNameUnknown, { star: formatNumber(language, star) })
                        : fill(m.starFilterName, {
                            star: formatNumber(language, star),
                            count: formatNumber(language, count),
                          })
                    }
                    onClick={() => onToggleStar(star)}
                  >
                    {row}
                  </button>
                ) : (
                  row
                )}
              </li>
            );
          })}
        </ul>
        <SummarySplit figures={figures} unknown={unknown} />
      </div>
    </div>
  );
}
