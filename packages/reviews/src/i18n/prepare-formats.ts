import type { Language } from "@sxz/contract";
import { formatLikeCount } from "../model/like-count";
import { formatReviewDate } from "../model/relative-time";
import { formatNumber, formatPercent } from "./format";

/**
 * Formats one figure, percentage, like count and date (recent and older) in `language`, so the Intl formatters the
 * first render needs are built and kept (`intl-formats.ts`). The first formatter of a kind in a page loads the
 * locale's data, by far the costliest step (tens of milliseconds on a busy machine); the widget does it while
 * its first calls and texts are on their way instead of in the render that shows their answers.
 */
export function prepareFormats(language: Language, now: number = Date.now()): void {
  formatNumber(language, 0);
  formatPercent(language, 0);
  formatLikeCount(0, language);
  formatReviewDate(now - 60_000, language, now);
  formatReviewDate(0, language, now);
}
