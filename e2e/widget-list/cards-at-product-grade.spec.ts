import type { Page } from "@playwright/test";
import { test, expect } from "../support/fixtures";
import { contrastRatio } from "../journeys/support/measure";
import { accessToken, callApi, openHost } from "./host";

// The review cards and the list around them as a person meets them: text contrast in every variant combination,
// where mixed-direction text ends up, which digits figures use, and how large every control is on touch and desktop.

const SCORE = "/api/universal/v1/score";

/** One review by the learner on a resource of its own, with an administrator's reply; returns the review's id. */
async function reviewWithReply(page: Page, origin: string, resourceId: string, content: string): Promise<number> {
  const learner = await accessToken(page.request, origin, "learner");
  const admin = await accessToken(page.request, origin, "admin");
  const review = await callApi<{ id: number }>(page.request, origin, learner, "POST", `${SCORE}/giveScore`, {
    resourceId,
    moduleId: "course",
    score: 4,
    content,
  });
  await callApi(page.request, origin, admin, "POST", `${SCORE}/addReply`, {
    commentId: review.id,
    content: `${content} — reply`,
  });
  return review.id;
}

interface DrawnText {
  selector: string;
  text: string;
  color: string;
  background: string;
}

/** Every text-bearing part of the first card with the colours it is drawn in (own background, else the nearest one). */
function cardTexts(page: Page, reviewId: number): Promise<DrawnText[]> {
  return page.locator(`sxz-score #sxz-review-${reviewId}`).evaluate((card) => {
    const selectors = [
      ".sxz-card__name",
      ".sxz-card__text",
      ".sxz-card__date",
      ".sxz-card__label",
      ".sxz-card__tag",
      ".sxz-link",
      ".sxz-reply__text",
      ".sxz-like",
    ];
    return selectors.flatMap((selector) =>
      [...card.querySelectorAll<HTMLElement>(selector)].map((element) => {
        let background = "rgb(255, 255, 255)";
        for (let node: Element | null = element; node; node = node.parentElement) {
          const colour = getComputedStyle(node).backgroundColor;
          if (colour !== "rgba(0, 0, 0, 0)" && colour !== "transparent") {
            background = colour;
            break;
          }
        }
        return {
          selector,
          text: (element.textContent ?? "").trim().slice(0, 30),
          color: getComputedStyle(element).color,
          background,
        };
      }),
    );
  });
}

const COMBINATIONS = ["internal", "external"].flatMap((variant) =>
  ["desktop", "mobile"].flatMap((layout) =>
    ["light", "dark"].flatMap((theme) => ["en_US", "ar_SA"].map((language) => ({ variant, layout, theme, language }))),
  ),
);

test.describe("review cards at product grade in Chromium", () => {
  test("[RW-LST-4] [RW-3] every text of a card has contrast of at least 4.5:1 in all 16 variant combinations", async ({
    page,
    server,
  }) => {
    test.setTimeout(180_000);
    const reviewId = await reviewWithReply(page, server.url, "e2e-contrast", "Clear and well paced.");
    const token = await accessToken(page.request, server.url, "admin");
    const failures: string[] = [];
    for (const { variant, layout, theme, language } of COMBINATIONS) {
      await page.setViewportSize(layout === "mobile" ? { width: 390, height: 844 } : { width: 1366, height: 900 });
      await openHost(page, server.url, {
        token,
        attributes: {
          "resource-id": "e2e-contrast",
          "module-id": "course",
          "sxz-lang": language,
          "is-admin": "true",
          theme,
          ...(variant === "internal" ? { "is-intranet": "true" } : {}),
        },
      });
      await expect(
        page.locator(`sxz-score .sxz-list--${layout} #sxz-review-${reviewId} .sxz-card__text`),
      ).toBeVisible();
      const texts = await cardTexts(page, reviewId);
      // Name, text, date, the administrator label, reply text, like, and the reply/action links at least.
      expect(texts.length, `${variant}/${layout}/${theme}/${language}`).toBeGreaterThanOrEqual(7);
      for (const drawn of texts) {
        const ratio = contrastRatio(drawn.color, drawn.background);
        if (ratio < 4.5)
          failures.push(
            `${variant}/${layout}/${theme}/${language} ${drawn.selector} "${drawn.text}": ${ratio.toFixed(2)} (${drawn.color} on ${drawn.background})`,
          );
      }
    }
    expect(failures).toEqual([]);
  });

  test("[RW-3] [RW-K-2] mixed-direction text keeps its punctuation at its own end, and each view uses one digit system", async ({
    page,
    server,
  }) => {
    const english = await reviewWithReply(page, server.url, "e2e-dir-en", "Great course, well paced!");
    const arabic = await reviewWithReply(page, server.url, "e2e-dir-ar", "دورة رائعة ومفيدة!");
    const token = await accessToken(page.request, server.url, "learner");

    /** Where the first and the last character of an element's text are drawn, left to right. */
    const ends = (selector: string) =>
      page.locator(selector).evaluate((element) => {
        const text = element.firstChild as Text;
        const at = (start: number) => {
          const range = document.createRange();
          range.setStart(text, start);
          range.setEnd(text, start + 1);
          return range.getBoundingClientRect().left;
        };
        return { first: at(0), last: at(text.length - 1) };
      });

    // An English review in the Arabic interface reads left to right: its "!" is drawn right of its first letter.
    await openHost(page, server.url, {
      token,
      attributes: { "resource-id": "e2e-dir-en", "module-id": "course", "sxz-lang": "ar_SA" },
    });
    const englishText = `sxz-score #sxz-review-${english} .sxz-card__text`;
    await expect(page.locator(englishText)).toBeVisible();
    expect(await page.locator("sxz-score .sxz-list").evaluate((list) => getComputedStyle(list).direction)).toBe("rtl");
    let drawn = await ends(englishText);
    expect(drawn.last).toBeGreaterThan(drawn.first);
    drawn = await ends(`sxz-score #sxz-review-${english} .sxz-reply__text`);
    expect(drawn.last).toBeGreaterThan(drawn.first);
    const arabicView = await page.locator("sxz-score .sxz-list").innerText();
    expect(arabicView).toMatch(/[٠-٩]/);
    expect(arabicView, "no Latin digit next to Arabic-Indic ones").not.toMatch(/[0-9]/);

    // An Arabic review in the English interface reads right to left: its "!" is drawn left of its first letter.
    await openHost(page, server.url, {
      token,
      attributes: { "resource-id": "e2e-dir-ar", "module-id": "course", "sxz-lang": "en_US" },
    });
    const arabicText = `sxz-score #sxz-review-${arabic} .sxz-card__text`;
    await expect(page.locator(arabicText)).toBeVisible();
    drawn = await ends(arabicText);
    expect(drawn.last).toBeLessThan(drawn.first);
    const englishView = await page.locator("sxz-score .sxz-list").innerText();
    expect(englishView).not.toMatch(/[٠-٩]/);
  });

  for (const { width, height, layout } of [
    { width: 390, height: 844, layout: "mobile" },
    { width: 1366, height: 900, layout: "desktop" },
  ] as const) {
    test(`[RW-LST-5] [RW-OPT-1] at ${width} px every control of the list is large enough to hit and text is large enough to read`, async ({
      page,
      server,
    }) => {
      await reviewWithReply(page, server.url, "course-intro", "My own words about this course.");
      const token = await accessToken(page.request, server.url, "admin");
      await page.setViewportSize({ width, height });
      await openHost(page, server.url, {
        token,
        attributes: { "resource-id": "course-intro", "module-id": "course", "sxz-lang": "en_US", "is-admin": "true" },
      });
      await expect(page.locator(`sxz-score .sxz-list--${layout} .sxz-reply__text`).first()).toBeVisible();
      const measured = await page.locator("sxz-score .sxz-list").evaluate((list) => {
        // Drawn at all: not skipped by content-visibility, not invisible, and not clipped away by an ancestor (the
        // collapsed tag row hides its further rows).
        const clippedAway = (element: Element) => {
          const box = element.getBoundingClientRect();
          for (let node = element.parentElement; node && node !== list; node = node.parentElement) {
            if (getComputedStyle(node).overflow === "visible") continue;
            const clip = node.getBoundingClientRect();
            if (box.top >= clip.bottom || box.bottom <= clip.top || box.left >= clip.right || box.right <= clip.left)
              return true;
          }
          return false;
        };
        const rendered = (element: Element) =>
          element.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }) && !clippedAway(element);
        const controls = [
          ...list.querySelectorAll<HTMLElement>("button, a[href], [role=tab], textarea, input:not([type=hidden])"),
        ].filter(rendered);
        const boxes = controls.map((element) => {
          const box = element.getBoundingClientRect();
          return {
            name: element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 24) ?? "",
            cls: element.className,
            x: box.x,
            y: box.y,
            width: box.width,
            height: box.height,
          };
        });
        const font = (selector: string) =>
          [...list.querySelectorAll(selector)]
            .filter(rendered)
            .map((element) => parseFloat(getComputedStyle(element).fontSize));
        return {
          boxes,
          body: font(".sxz-card__text, .sxz-reply__text"),
          meta: font(".sxz-card__date, .sxz-card__label, .sxz-card__tag, .sxz-chip"),
          overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        };
      });
      expect(measured.boxes.length).toBeGreaterThanOrEqual(20);
      const primary = /sxz-(like|iconbtn|tab|btn|link)\b/;
      const small = measured.boxes.filter((box) =>
        layout === "mobile" && primary.test(box.cls)
          ? box.width < 44 || box.height < 44
          : box.width < 24 || box.height < 24,
      );
      expect(
        small.map((box) => `${box.name} (${box.cls}): ${Math.round(box.width)}×${Math.round(box.height)}`),
      ).toEqual([]);
      // WCAG 2.5.8: targets of at least 24 × 24 px that do not overlap.
      const overlapping: string[] = [];
      measured.boxes.forEach((a, i) =>
        measured.boxes.slice(i + 1).forEach((b) => {
          const overlap =
            Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.5 &&
            Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0.5;
          if (overlap) overlapping.push(`${a.name} / ${b.name}`);
        }),
      );
      expect(overlapping).toEqual([]);
      expect(measured.body.length).toBeGreaterThan(0);
      expect(Math.min(...measured.body)).toBeGreaterThanOrEqual(14);
      expect(measured.meta.length).toBeGreaterThan(0);
      expect(Math.min(...measured.meta)).toBeGreaterThanOrEqual(12);
      expect(measured.overflow).toBe(0);
    });
  }
});
