import { test, expect } from "../support/fixtures";
import { accessToken, openHost } from "./host";

// Patterns that look like paths but that a browser opens on another host (TAB, LF and CR are dropped, `\` is `/`).
const OFF_SITE = [
  "/\t/evil.example/{resourceId}",
  "/\\evil.example/{resourceId}",
  "/\n\\evil.example/{resourceId}",
  "\t//evil.example/{resourceId}",
];

test("[RW-2] the own-messages view links a course only where Chromium stays on the page's origin", async ({
  page,
  server,
}) => {
  const token = await accessToken(page.request, server.url, "learner");
  await openHost(page, server.url, {
    token,
    attributes: { mode: "mine", "resource-id": "", "sxz-lang": "en_US", "course-link": "/courses/{resourceId}?n=0" },
  });
  const widget = page.locator("sxz-score");
  const links = widget.locator("article a[href]");
  const setPattern = (pattern: string) =>
    widget.evaluate((element, value) => element.setAttribute("course-link", value), pattern);
  // The learner's newest review names the course (other tests on this server may have added one).
  await expect(links.first()).toHaveAttribute("href", /^\/courses\/[^/?]+\?n=0$/);
  const courseId = /^\/courses\/([^/?]+)\?n=0$/.exec((await links.first().getAttribute("href"))!)![1]!;
  const courseTitle = (await links.first().textContent())!;

  for (const [index, pattern] of OFF_SITE.entries()) {
    // A linked pattern first, so that the next check waits for the widget to render the hostile one.
    await setPattern(`/courses/{resourceId}?n=${index + 1}`);
    await expect(links.first()).toHaveAttribute("href", `/courses/${courseId}?n=${index + 1}`);
    await setPattern(pattern);
    await expect(links, JSON.stringify(pattern)).toHaveCount(0);
    await expect(widget.locator("article").first()).toContainText(courseTitle);
  }

  // Every link the widget rendered, as Chromium resolves it, is on the page's origin.
  for (const pattern of ["/courses/{resourceId}", "courses/{resourceId}", "/.//evil.example/{resourceId}"]) {
    await setPattern(pattern);
    await expect(links.first()).toHaveAttribute("href", pattern.replace("{resourceId}", courseId));
    const resolved = await links.evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
    for (const href of resolved) expect(new URL(href).origin, href).toBe(new URL(server.url).origin);
  }
});
