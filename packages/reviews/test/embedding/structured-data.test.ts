// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../../../server/src/testing";
import type { TestServer } from "../../../server/src/testing";
import { insertReviews, nextReviewId, rebuildCounters } from "../../../server/src/db/seed/bulk-reviews";
import { courseJsonLd, courseJsonLdScript } from "../../src/structured-data";

/**
 * The server-side JSON-LD of `@sxz/reviews/structured-data` in plain Node (no DOM) against the real server over
 * HTTP: the same object as the server's own route, schema.org's shape as Google's review-snippet guidelines ask,
 * the widget's figures, and safe inside a script element.
 */
const ORIGIN = "https://learn.example";
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_ORIGIN: ORIGIN });
}, 60_000);
afterAll(() => server?.close());

async function data<T = unknown>(path: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** What a host's server has: the course, and the two answers the widget reads, fetched as an anonymous reader. */
async function hostInput(courseId: string) {
  const courses = await data<{ id: string; title: string; module: string }[]>("/api/learning/v1/courses");
  const course = courses.find((item) => item.id === courseId)!;
  const query = `resourceId=${courseId}&moduleId=${course.module}`;
  return {
    course: { name: course.title, url: `${ORIGIN}/courses/${courseId}` },
    general: await data(`/api/universal/v1/score/general?${query}`),
    reviews: await data(`/api/universal/v1/score/queryMessages?${query}&page=1&pageSize=20&sort=latest`),
  };
}

describe("@sxz/reviews/structured-data", () => {
  it("loads and builds without a DOM", () => {
    expect(typeof globalThis.document).toBe("undefined");
    expect(courseJsonLd({ course: { name: "Empty" }, general: { avgScore: 0, totalCount: 0 }, reviews: {} })).toEqual({
      "@context": "https://schema.org",
      "@type": "Course",
      name: "Empty",
    });
  });

  it("builds from the widget's answers the same Course as the server's route, in schema.org's shape, with the widget's figures", async () => {
    const input = await hostInput("course-intro");
    const built = courseJsonLd(input);
    expect(built).toEqual(await data("/api/learning/v1/courses/course-intro/structured-data"));

    // The figures the widget shows: the average and the count of `general`, equal to the distribution's total.
    const distribution = await data<{ total: number }>(
      "/api/universal/v1/score/queryMsgCountProportions?resourceId=course-intro",
    );
    const general = input.general as { avgScore: number; totalCount: number };
    const rating = built.aggregateRating as Record<string, unknown>;
    expect(rating).toEqual({
      "@type": "AggregateRating",
      ratingValue: general.avgScore,
      ratingCount: general.totalCount,
      bestRating: 5,
      worstRating: 1,
    });
    expect(rating.ratingCount).toBe(distribution.total);
    expect(rating.ratingValue).toBeGreaterThanOrEqual(1);
    expect(rating.ratingValue).toBeLessThanOrEqual(5);

    // Review snippets: a few reviews by people (no staff review, no hidden or empty text), each with its own rating.
    const reviews = built.review as Record<string, unknown>[];
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.length).toBeLessThanOrEqual(5);
    const staff = new Set(
      (input.reviews as { scoreInfoList: { from_user_name: string; role: string }[] }).scoreInfoList
        .filter((r) => r.role === "admin")
        .map((r) => r.from_user_name),
    );
    for (const review of reviews) {
      expect(review).toEqual({
        "@type": "Review",
        author: { "@type": "Person", name: expect.stringMatching(/\S/) },
        datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        reviewBody: expect.stringMatching(/\S/),
        reviewRating: { "@type": "Rating", ratingValue: expect.any(Number), bestRating: 5, worstRating: 1 },
      });
      expect(staff.has((review.author as { name: string }).name)).toBe(false);
      expect([1, 2, 3, 4, 5]).toContain((review.reviewRating as { ratingValue: number }).ratingValue);
    }
  });

  it("is safe in a script element: a review's </script> and <!-- are escaped and the JSON reads back the same", async () => {
    const db = server.app.database.db;
    const nasty = "Great</script><script>alert(1)</script><!-- & more";
    await insertReviews(db, [
      {
        id: await nextReviewId(db),
        tenantId: "demo",
        resourceId: "course-writing",
        moduleId: "course",
        resourceType: "course",
        userId: "u-script",
        authorRole: "learner" as const,
        score: 5,
        content: nasty,
        tags: [],
        isTop: 0,
        isHidden: 0,
        likeCount: 0,
        createdAt: Date.now() + 60_000,
        updatedAt: Date.now() + 60_000,
      },
    ]);
    await rebuildCounters(db, "course-writing");
    const input = await hostInput("course-writing");
    const script = courseJsonLdScript(input);
    expect(script.startsWith('<script type="application/ld+json">')).toBe(true);
    const inner = script.slice('<script type="application/ld+json">'.length, -"</script>".length);
    expect(inner).not.toMatch(/[<>&]/);
    const parsed = JSON.parse(inner) as { review: { reviewBody: string }[] };
    expect(parsed).toEqual(courseJsonLd(input));
    expect(parsed.review.map((review) => review.reviewBody)).toContain(nasty);
    expect(parsed).toEqual(await data("/api/learning/v1/courses/course-writing/structured-data"));
  });
});
