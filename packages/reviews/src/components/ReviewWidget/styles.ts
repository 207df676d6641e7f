import { themeCss } from "../../theme/tokens";
import { layoutCss } from "../../theme/layout";
import { summaryCss } from "../SummaryBox/SummaryBox.styles";
import { readOnlyStarsCss } from "../ReadOnlyStars/ReadOnlyStars.styles";
import { toastCss } from "../Toast/Toast.styles";
import { buttonCss } from "../../theme/button";

// The rate button while the dialog's chunk is still on its way after a click.
const openingCss = `.sxz-summary__rate[aria-busy="true"] { cursor: progress; opacity: .8; }`;

/**
 * The styles of the rating half's first paint, in one <style> of the widget's root (inside the shadow root for the
 * element). The rating dialog's (with its stars, tags and picture) come with its chunk (`PartStyles`), the rest of
 * a toast's look, the sparkle and the blocked-rating alert with the chunk of what shows after an action (`ActionParts`).
 */
export const widgetCss = [themeCss, layoutCss, readOnlyStarsCss, summaryCss, toastCss, buttonCss, openingCss].join(
  "\n",
);
