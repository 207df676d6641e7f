import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { call, SCORE, setProgress, signIn, USER } from "../support/api";

/** The JSON-LD scripts of a page, parsed. */
function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );
}

describe("course structured data", () => {
  let server: TestServer;
  let siteDir: string;
  beforeAll(async () => {
    siteDir = mkdtempSync(join(tmpdir(), "sxz-site-"));
    writeFileSync(
      join(siteDir, "index.html"),
      "<!doctype html><html><head><title>site</title></head><body><div id=root></div></body></html>",
    );
    server = await startTestServer({ SITE_DIR: siteDir, PUBLIC_ORIGIN: "https://learn.example" });
  });
  afterAll(async () => {
    await server.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it("answers a Course whose aggregateRating equals the general answer, with learners' reviews", async () => {
    const general = (await call(server, "GET", `${SCORE}/general?resourceId=course-intro&moduleId=course`)).body.data;
    const answer = await call(server, "GET", "/api/learning/v1/courses/course-intro/structured-data");
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Course",
      name: "Introduction to Online Learning",
      url: "https://learn.example/courses/course-intro",
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: general.avgScore,
        ratingCount: general.totalCount,
        bestRating: 5,
        worstRating: 1,
      },
    });
    expect(data.review.length).toBeGreaterThan(0);
    expect(data.review.length).toBeLessThanOrEqual(5);
    for (const review of data.review) {
      expect(review).toMatchObject({
        "@type": "Review",
        author: { "@type": "Person", name: expect.any(String) },
        reviewRating: { "@type": "Rating", bestRating: 5 },
      });
      expect(review.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(review.reviewBody.length).toBeGreaterThan(0);
    }
    expect((await call(server, "GET", "/api/learning/v1/courses/no-such-course/structured-data")).status).toBe(404);
  });

  it("puts the same JSON-LD in the HTML of the course pages, a review's </script> escaped", async () => {
    const admin = await signIn(server, "admin");
    const learner = await signIn(server, "learner");
    await setProgress(server, admin, "course-writing", USER.learner, 80);
    const nasty = "Great</script><script>alert(1)</script>";
    expect(
      (
        await call(server, "POST", `${SCORE}/giveScore`, {
          token: learner,
          body: { resourceId: "course-writing", moduleId: "course", score: 5, content: nasty },
        })
      ).body.code,
    ).toBe(200);
    const api = (await call(server, "GET", "/api/learning/v1/courses/course-writing/structured-data")).body.data;
    for (const path of ["/courses/course-writing", "/courses/course-writing/react"]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain("<div id=root></div>");
      expect(html.match(/<\/script>/g)).toHaveLength(1);
      const [data] = jsonLdOf(html);
      expect(data).toEqual(api);
      expect(JSON.stringify(data)).toContain(nasty);
    }
    // Other routes of the site are sent as they are.
    expect(jsonLdOf(await (await fetch(`${server.url}/my-reviews`)).text())).toEqual([]);
    expect(jsonLdOf(await (await fetch(`${server.url}/courses/unknown-course`)).text())).toEqual([]);
  });
});
