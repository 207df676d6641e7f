import type { BadgeTier } from "../../model/badge";
import { useWidgetView } from "../WidgetView/WidgetView";
import { fill, formatPercent } from "../../i18n/format";

/**
 * The recommendation badge and its tip (RW-SUM-3, RW-K-1), once per summary: a tinted block under the score on
 * the external variant, a pill in the box's corner on the internal one (RW-SUM-4, the tip then read out only).
 */
export function SummaryBadge({ tier, positive }: { tier: BadgeTier; positive: string }) {
  const { messages: m, language, variant } = useWidgetView();
  const corner = variant === "internal";
  // Percentages arrive formatted whole ("73.5%", "٧٣٫٥٪", "73,5 %"): the texts hold no sign of their own.
  const label = fill(tier === 100 ? m.badgeTop : m.badgeTier, { tier: formatPercent(language, tier) });
  return (
    <div className={`sxz-summary__badge${corner ? " sxz-summary__badge--corner" : ""}`} part="badge" data-tier={tier}>
      <span className="sxz-summary__badge-label">{label}</span>
      <span className="sxz-summary__badge-tip">{fill(m.badgeTip, { percent: positive })}</span>
    </div>
  );
}
