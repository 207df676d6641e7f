// @sxz/reviews/structured-data: a course's schema.org JSON-LD (stars in search results) for hosts that render their
// pages on their own server. Server-safe: no DOM, no React, no side effect at import or call; not part of the embed.
import { courseStructuredData, jsonLdText, readReviewPage, readScoreGeneral } from "@sxz/contract";
import type { CourseStructuredDataInput } from "@sxz/contract";

export { jsonLdText };

export interface CourseJsonLdInput {
  /** The course as the page presents it: its name, and its page's absolute URL, description and provider if known. */
  course: CourseStructuredDataInput["course"];
  /** The `data` of the `general` answer (`GET /api/universal/v1/score/general`): the figures the widget's summary shows. */
  general: unknown;
  /** The `data` of a list page (`GET /api/universal/v1/score/queryMessages`, newest first), as an anonymous reader gets it. */
  reviews: unknown;
  /** Most reviews written into the object (default 5). */
  maxReviews?: number;
}

/**
 * The course's `Course` with `aggregateRating` and a few `review`s, from the answers the widget reads — the same
 * object the reference server serves at `GET /api/learning/v1/courses/:id/structured-data` and puts in its course
 * pages, by the same builder of `@sxz/contract`. The answers are read by the widget's own readers (a record that
 * cannot be read is left out); an answer whose shape is wrong throws the contract's `MalformedAnswerError`.
 */
export function courseJsonLd(input: CourseJsonLdInput): Record<string, unknown> {
  const general = readScoreGeneral(input.general);
  const page = readReviewPage(input.reviews);
  return courseStructuredData({
    course: input.course,
    summary: { avgScore: general.avgScore ?? 0, totalCount: general.totalCount ?? 0 },
    reviews: page.scoreInfoList,
    ...(input.maxReviews === undefined ? {} : { maxReviews: input.maxReviews }),
  });
}

/**
 * The whole `<script type="application/ld+json">` element for the page's head: `<`, `>` and `&` are written as
 * `\u` escapes, so no review text can close the script or open a comment.
 */
export function courseJsonLdScript(input: CourseJsonLdInput): string {
  return `<script type="application/ld+json">${jsonLdText(courseJsonLd(input))}</script>`;
}
