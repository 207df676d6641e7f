// Structured data for search engines: a course's schema.org `Course` with its rating, built from the answers of
// `general` and a list page. Pure and dependency-free, so servers (SSR) and browsers build the same object.

/** The parts of a review the structured data reads (a ScoreInfo satisfies it). */
export interface StructuredReviewSource {
  score: number;
  content: string;
  from_user_name: string;
  role: string;
  isHidden: 0 | 1;
  created_time: string;
}

export interface CourseStructuredDataInput {
  course: {
    name: string;
    description?: string;
    /** The course page's absolute URL. */
    url?: string;
    /** The organisation offering the course (schema.org `provider`). */
    provider?: { name: string; url?: string };
  };
  /** The figures the widget's summary shows (`general`): avgScore and totalCount. */
  summary: { avgScore: number; totalCount: number };
  /** Reviews to show as `review` (a list page's scoreInfoList); see courseStructuredData for which are used. */
  reviews: readonly StructuredReviewSource[];
  /** Most reviews written into the object. Default 5. */
  maxReviews?: number;
}

/** Most characters of a review's text written as reviewBody (review texts are capped at 200 by the server). */
const REVIEW_BODY_MAX = 500;

/**
 * A schema.org `Course` with `aggregateRating` and a few `review`s, following Google's review-snippet guidelines:
 * the rating is the figure the page shows (same average, same count, on a 1–5 scale); only reviews a reader sees on
 * the page, written by learners (no reviews by the platform's own staff, which would be self-serving), with their
 * text; no `aggregateRating` when nobody rated (a zero count is not allowed).
 */
export function courseStructuredData(input: CourseStructuredDataInput): Record<string, unknown> {
  const { course, summary } = input;
  const data: Record<string, unknown> = { "@context": "https://schema.org", "@type": "Course", name: course.name };
  if (course.description) data.description = course.description;
  if (course.url) data.url = course.url;
  if (course.provider)
    data.provider = {
      "@type": "Organization",
      name: course.provider.name,
      ...(course.provider.url ? { sameAs: course.provider.url } : {}),
    };
  if (summary.totalCount > 0 && summary.avgScore > 0) {
    data.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: summary.avgScore,
      bestRating: 5,
      worstRating: 1,
      ratingCount: summary.totalCount,
    };
    const reviews = input.reviews
      .filter(
        (review) =>
          review.isHidden !== 1 &&
          review.role !== "admin" &&
          review.content.trim() !== "" &&
          review.score >= 1 &&
          review.score <= 5,
      )
      .slice(0, input.maxReviews ?? 5)
      .map((review) => ({
        "@type": "Review",
        author: { "@type": "Person", name: review.from_user_name },
        datePublished: review.created_time.slice(0, 10),
        reviewBody: [...review.content.trim()].slice(0, REVIEW_BODY_MAX).join(""),
        reviewRating: { "@type": "Rating", ratingValue: review.score, bestRating: 5, worstRating: 1 },
      }));
    if (reviews.length) data.review = reviews;
  }
  return data;
}

/**
 * The object as the text of a `<script type="application/ld+json">`: `<`, `>`, `&` and the line separators are
 * written as \u escapes (still the same JSON), so no review text can close the script (`</script>`), open a
 * comment (`<!--`) or end a line in older parsers.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** The whole element, ready to place in a page's head. */
export function jsonLdScript(data: unknown): string {
  return `<script type="application/ld+json">${jsonLdText(data)}</script>`;
}
