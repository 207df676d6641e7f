import { describe, expect, it } from "vitest";
import { courseStructuredData, jsonLdScript, jsonLdText } from "./structured-data";

const review = (over: Partial<Parameters<typeof courseStructuredData>[0]["reviews"][number]> = {}) => ({
  score: 4,
  content: "Clear and practical",
  from_user_name: "Ana",
  role: "learner",
  isHidden: 0 as const,
  created_time: "2026-03-04T05:06:07.000Z",
  ...over,
});

describe("course structured data", () => {
  it("writes the summary's figures as aggregateRating and learners' visible reviews as review", () => {
    const data = courseStructuredData({
      course: { name: "Data", url: "https://example.test/courses/data" },
      summary: { avgScore: 4.3, totalCount: 12 },
      reviews: [
        review(),
        review({ role: "admin", content: "We are great" }),
        review({ isHidden: 1 }),
        review({ content: "  " }),
        review({ score: 2, from_user_name: "Li" }),
      ],
    });
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "Course",
      name: "Data",
      url: "https://example.test/courses/data",
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.3, bestRating: 5, worstRating: 1, ratingCount: 12 },
      review: [
        {
          "@type": "Review",
          author: { "@type": "Person", name: "Ana" },
          datePublished: "2026-03-04",
          reviewBody: "Clear and practical",
          reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 5, worstRating: 1 },
        },
        {
          "@type": "Review",
          author: { "@type": "Person", name: "Li" },
          datePublished: "2026-03-04",
          reviewBody: "Clear and practical",
          reviewRating: { "@type": "Rating", ratingValue: 2, bestRating: 5, worstRating: 1 },
        },
      ],
    });
  });

  it("has no rating and no reviews when nobody rated", () => {
    const data = courseStructuredData({
      course: { name: "Empty" },
      summary: { avgScore: 0, totalCount: 0 },
      reviews: [],
    });
    expect(data).not.toHaveProperty("aggregateRating");
    expect(data).not.toHaveProperty("review");
  });

  it("escapes the text so a review cannot close the script, and parses back to the same object", () => {
    const data = courseStructuredData({
      course: { name: "X" },
      summary: { avgScore: 5, totalCount: 1 },
      reviews: [review({ content: "</script><script>alert(1)</script> <!-- & \u2028" })],
    });
    const script = jsonLdScript(data);
    expect(script.match(/<\/script>/gi)).toHaveLength(1);
    expect(script).not.toContain("<!--");
    expect(JSON.parse(jsonLdText(data))).toEqual(data);
  });
});
