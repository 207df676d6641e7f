// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToString } from "react-dom/server";

// Server-side rendering hosts (Next.js, Remix) import the package where there is no DOM at all.
describe("the package without a DOM", () => {
  it("[RW-2] imports @sxz/reviews and the element entry without HTMLElement or customElements, and registers nothing", async () => {
    expect(typeof HTMLElement).toBe("undefined");
    expect(typeof customElements).toBe("undefined");
    const entry = await import("@sxz/reviews");
    const element = await import("@sxz/reviews/element");
    expect(typeof entry.ReviewWidget).toBe("function");
    expect(element.ELEMENT_NAME).toBe("sxz-score");
    expect(typeof element.SxzScoreElement).toBe("function");
  });

  it("[RW-2] renders <ReviewWidget> to HTML on the server", async () => {
    const { ReviewWidget } = await import("@sxz/reviews");
    const html = renderToString(
      createElement(ReviewWidget, { resourceId: "course-intro", moduleId: "course", sxzLang: "en_US", isModal: true }),
    );
    expect(html).toContain("sxz-root");
  });
});
