import type { ReactNode } from "react";
import type { SummaryBoxProps } from "./SummaryBox";
import { useWidgetView } from "../WidgetView/WidgetView";
import { formatPercent } from "../../i18n/format";

/** The summary's positive / neutral / negative split (truncated shares), each with its bar; `unknown` for a share nobody told. */
export function SummarySplit({ figures, unknown }: { figures: SummaryBoxProps["figures"]; unknown: ReactNode }) {
  const { messages: m, language } = useWidgetView();
  const split = [
    { key: "positive", label: m.barPositive, value: figures.positivePercent },
    { key: "neutral", label: m.barNeutral, value: figures.neutralPercent },
    { key: "negative", label: m.barNegative, value: figures.negativePercent },
  ];
  return (
    <ul className="sxz-summary__split" aria-label={m.summaryTitle}>
      {split.map((part) => (
        <li key={part.key} className={`sxz-summary__part sxz-summary__part--${part.key}`}>
          <span className="sxz-summary__part-label">{part.label}</span>
          <span
            className="sxz-summary__part-value"
            data-testid={part.key === "positive" ? "positive-percent" : undefined}
          >
            {part.value === null ? unknown : formatPercent(language, part.value)}
          </span>
          <span className="sxz-summary__track" aria-hidden="true">
            <span className="sxz-summary__fill" style={{ inlineSize: `${part.value ?? 0}%` }} />
          </span>
        </li>
      ))}
    </ul>
  );
}
