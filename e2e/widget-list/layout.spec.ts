import type { Locator } from "@playwright/test";
import { test, expect } from "../support/fixtures";
import { accessToken, callApi, COURSE, openHost, seriousAxeViolations } from "./host";

const height = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().height);

test.describe("review list layout in Chromium", () => {
  test("[RW-LST-6] long text is clamped to 4 lines (6em desktop, 84 px mobile) with expand and collapse", async ({
    page,
    server,
  }) => {
    const token = await accessToken(page.request, server.url, "learner");
    const lines = Array.from({ length: 8 }, (_, i) => `Line ${i + 1} of a long review.`).join("\n");
    const own = await callApi<{ id: number }>(
      page.request,
      server.url,
      token,
      "POST",
      "/api/universal/v1/score/giveScore",
      {
        resourceId: "course-writing",
        moduleId: "course",
        score: 4,
        content: lines,
      },
    );
    await openHost(page, server.url, { token, attributes: { ...COURSE, "resource-id": "course-writing" } });
    const card = page.locator(`sxz-score #sxz-review-${own.id}`);
    const text = card.locator(".sxz-card__text");
    await expect(text).toContainText("Line 1");
    const fontSize = await text.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(await height(text)).toBeLessThanOrEqual(6 * fontSize + 1);
    const expand = card.getByRole("button", { name: "Show more" });
    await expect(expand).toHaveAttribute("aria-expanded", "false");
    await expand.click();
    expect(await height(text)).toBeGreaterThan(6 * fontSize + 10);
    await card.getByRole("button", { name: "Show less" }).click();
    expect(await height(text)).toBeLessThanOrEqual(6 * fontSize + 1);

    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.locator("sxz-score .sxz-list--mobile")).toBeVisible();
    expect(await height(text)).toBeLessThanOrEqual(84);
    await expect(card.getByRole("button", { name: "Show more" })).toBeVisible();
    // Avatars: 60 px on desktop, 32 px on mobile (RW-LST-4).
    expect(await height(card.locator(".sxz-avatar").first())).toBe(32);
  });

  test("[RW-LST-2] the tag row collapses at 42 px on desktop and 33 px on mobile behind a chevron", async ({
    page,
    server,
  }) => {
    const token = await accessToken(page.request, server.url, "learner");
    await page.setViewportSize({ width: 700, height: 800 });
    await openHost(page, server.url, { token, attributes: COURSE });
    const row = page.getByRole("group", { name: "Filter reviews by tag" });
    const chevron = page.getByRole("button", { name: "Show all tags" });
    await expect(chevron).toBeVisible();
    expect(await height(row)).toBeLessThanOrEqual(42);
    await chevron.click();
    expect(await height(row)).toBeGreaterThan(42);
    await page.getByRole("button", { name: "Show fewer tags" }).click();
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.locator("sxz-score .sxz-list--mobile")).toBeVisible();
    expect(await height(row)).toBeLessThanOrEqual(33);
  });

  test("[RW-RPL-1] on mobile the reply editor is a bottom bar of 80 px that expands to 210 px, with Cancel and Post inside a 390 × 844 viewport", async ({
    page,
    server,
  }) => {
    const token = await accessToken(page.request, server.url, "admin");
    await page.setViewportSize({ width: 390, height: 844 });
    await openHost(page, server.url, { token, attributes: { ...COURSE, "is-admin": "true" } });
    await page.locator("sxz-score article").first().getByRole("button", { name: "Reply", exact: true }).click();
    const bar = page.locator("sxz-score .sxz-editor--mobile");
    await expect(bar).toBeVisible();
    const box = (await bar.boundingBox())!;
    expect(box.height).toBe(80);
    // The bar it sits in ends at the viewport's bottom edge; every control of the editor is wholly inside the viewport.
    const outer = (await page.locator("sxz-score .sxz-list__mobile-editor").boundingBox())!;
    expect(Math.round(outer.y + outer.height)).toBe(844);
    const inView = async () => {
      const editor = (await bar.boundingBox())!;
      for (const name of ["Cancel", "Post", /^(Expand|Collapse) the editor$/]) {
        const control = (await bar.getByRole("button", { name }).boundingBox())!;
        expect(control.height, String(name)).toBeGreaterThanOrEqual(44);
        expect(control.y + control.height, String(name)).toBeLessThanOrEqual(editor.y + editor.height + 0.5);
        expect(control.y + control.height, String(name)).toBeLessThanOrEqual(844);
      }
    };
    await inView();
    await expect(bar.getByRole("textbox", { name: "Your reply" })).toBeFocused();
    await bar.getByRole("button", { name: "Expand the editor" }).click();
    expect((await bar.boundingBox())!.height).toBe(210);
    await inView();
    await bar.getByRole("textbox").fill("Thanks");
    await expect(bar.getByText("6/250")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await bar.getByRole("button", { name: "Cancel" }).click();
    await expect(bar).toHaveCount(0);
    await expect(
      page.locator("sxz-score article").first().getByRole("button", { name: "Reply", exact: true }),
    ).toBeFocused();
  });

  test("[RW-ROLE-6] [RW-LST-9] the internal variant asks the staff directory for avatars and falls back to initials", async ({
    page,
    server,
  }) => {
    const token = await accessToken(page.request, server.url, "learner");
    const avatarRequest = page.waitForRequest((request) => request.url().includes("/api/staff-directory/v1/avatar/"));
    await openHost(page, server.url, { token, attributes: { ...COURSE, "is-intranet": "true" } });
    await avatarRequest;
    await expect(page.locator("sxz-score article").first().locator(".sxz-avatar--fallback").first()).toBeVisible();
  });

  test("[RW-3] in Arabic the list reads right to left with Arabic texts and dates, and stays axe-clean", async ({
    page,
    server,
  }) => {
    const token = await accessToken(page.request, server.url, "learner");
    await openHost(page, server.url, { token, attributes: { ...COURSE, "sxz-lang": "ar_SA" } });
    const heading = page.getByRole("heading", { name: /^التقييمات/ });
    await expect(heading).toBeVisible();
    expect(await heading.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
    await expect(page.getByRole("tab", { name: "الأحدث" })).toHaveAttribute("aria-selected", "true");
    await expect(page.locator("sxz-score article").first().locator("time").first()).toHaveText(/[\u0600-\u06FF]/);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("[RW-3] user text keeps its own direction but starts at the interface's start edge, under its author's name (both variants, desktop and phone, English and Arabic)", async ({
    page,
    server,
  }) => {
    // A French review and an Arabic one on a course of their own.
    const resourceId = `course-mixed-scripts-${test.info().project.name}`;
    const texts = { fr: "Très bon cours, merci pour les exemples !", ar: "دورة ممتازة، شكرا على الأمثلة!" };
    const ids: Record<string, number> = {};
    for (const [user, key] of [
      ["learner", "fr"],
      ["learner2", "ar"],
    ] as const) {
      const token = await accessToken(page.request, server.url, user);
      ids[key] = (
        await callApi<{ id: number }>(page.request, server.url, token, "POST", "/api/universal/v1/score/giveScore", {
          resourceId,
          moduleId: "course",
          score: 5,
          content: texts[key],
        })
      ).id;
    }
    const token = await accessToken(page.request, server.url, "learner");
    await openHost(page, server.url, { token, attributes: { ...COURSE, "resource-id": resourceId } });
    /** The first line of the review's text and its author's name, as drawn; the text's own direction. */
    const measure = (id: number) =>
      page.locator(`sxz-score #sxz-review-${id}`).evaluate((card) => {
        const text = card.querySelector(".sxz-card__text")!;
        const range = document.createRange();
        range.selectNodeContents(text);
        const line = range.getClientRects()[0]!;
        const name = card.querySelector(".sxz-card__name")!.getBoundingClientRect();
        return {
          line: { left: line.left, right: line.right },
          name: { left: name.left, right: name.right },
          direction: getComputedStyle(text).direction,
        };
      });
    for (const variant of ["external", "internal"] as const) {
      for (const viewport of [
        { width: 1366, height: 900 },
        { width: 390, height: 844 },
      ]) {
        for (const language of ["en_US", "ar_SA"] as const) {
          await page.setViewportSize(viewport);
          await page.locator("sxz-score").evaluate(
            (element, [lang, internal]) => {
              element.setAttribute("sxz-lang", lang!);
              if (internal) element.setAttribute("is-intranet", "true");
              else element.removeAttribute("is-intranet");
            },
            [language, variant === "internal" ? "1" : ""],
          );
          await expect(
            page.locator(
              `sxz-score .sxz-list--${viewport.width < 480 ? "mobile" : "desktop"}[data-variant="${variant}"]`,
            ),
          ).toBeVisible();
          await expect(page.locator(`sxz-score #sxz-review-${ids.ar} .sxz-card__text`)).toBeVisible();
          const rtl = language === "ar_SA";
          for (const key of ["fr", "ar"] as const) {
            const { line, name, direction } = await measure(ids[key]!);
            const where = `${variant} ${viewport.width}px ${language}: the ${key} review`;
            // Each paragraph keeps its own direction…
            expect(direction, where).toBe(key === "ar" ? "rtl" : "ltr");
            // …and starts where its author's name starts, at the interface's start edge.
            if (rtl) expect(Math.abs(line.right - name.right), where).toBeLessThanOrEqual(2);
            else expect(Math.abs(line.left - name.left), where).toBeLessThanOrEqual(2);
          }
        }
      }
    }
  });

  test("[RW-DEL-1] the dark theme keeps the list and its delete confirmation axe-clean", async ({ page, server }) => {
    const token = await accessToken(page.request, server.url, "admin");
    await openHost(page, server.url, { token, attributes: { ...COURSE, "is-admin": "true", theme: "dark" } });
    const first = page.locator("sxz-score article").first();
    await expect(first).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await first.getByRole("button", { name: "More actions" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(first.getByRole("button", { name: "More actions" })).toBeFocused();
  });
});
