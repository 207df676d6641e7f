import type { Page } from "@playwright/test";
import { test, expect } from "../support/fixtures";
import { cumulativeLayoutShift, drawnColours, horizontalOverflow, seriousViolations } from "./support/measure";
import { en, signIn } from "./support/site";

// The demo's shell (header, navigation, view settings) and its upload page, measured in the browser the way the
// "widget and demo polish" review looked at them: 320–1920 px, English and Arabic, light and dark.
test.setTimeout(240_000);

const WIDTHS = [320, 390, 768, 1366, 1920];
const LANGUAGES = ["en_US", "ar_SA"] as const;
const THEMES = ["light", "dark"] as const;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

const UPLOAD_TEXTS = {
  en_US: {
    choose: "Choose a file",
    dropNow: "Drop the file to choose it",
    upload: "Upload",
    pause: "Pause",
    resume: "Resume",
    cancel: "Cancel",
  },
  ar_SA: {
    choose: "اختيار ملف",
    dropNow: "أفلت الملف لاختياره",
    upload: "رفع",
    pause: "إيقاف مؤقت",
    resume: "استئناف",
    cancel: "إلغاء",
  },
};

const heading = (page: Page) => page.getByRole("main").getByRole("heading", { level: 1 }).first();
const actions = (page: Page) => page.locator(".upload-page__actions");

/** Upload bandwidth of the page, so an upload lasts long enough to be paused on loopback. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

/** A DataTransfer carrying one file, made in the page (what a person dragging a file from the desktop gives). */
async function fileTransfer(page: Page, name: string, bytes: number) {
  return page.evaluateHandle(
    ({ name, bytes }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type: "application/octet-stream" }));
      return transfer;
    },
    { name, bytes },
  );
}

/** The labelled buttons of the upload actions, in order. */
async function actionNames(page: Page): Promise<string[]> {
  return actions(page).getByRole("button").allInnerTexts();
}

test("[journey] no demo shell page is wider than the window from 320 to 1920 px, in English and Arabic", async ({
  page,
  server,
}) => {
  await signIn(page, server.url, "learner");
  const found: string[] = [];
  for (const language of LANGUAGES) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // The shell's own pages and /my-reviews, which embeds the review widget (the course pages are measured with it).
      for (const path of ["/", "/upload", "/tracking", "/feedback/demo", "/my-reviews", "/no-such-page"]) {
        await page.goto(`${server.url}${en(path, { "sxz-lang": language })}`);
        await expect(heading(page)).toBeVisible();
        if (path === "/upload") {
          // A long file name must wrap, not widen the page.
          await page.locator(".upload-drop").dispatchEvent("drop", {
            dataTransfer: await fileTransfer(page, `${"quarterly-learning-report-".repeat(6)}final.pdf`, 10),
          });
          await expect(page.getByTestId("chosen-file")).toContainText("final.pdf");
        }
        const overflow = await horizontalOverflow(page);
        if (overflow > 0) found.push(`${language} ${width}px ${path}: ${overflow}px too wide`);
      }
    }
  }
  expect(found).toEqual([]);
});

for (const language of LANGUAGES) {
  test(`[journey] the upload page shows only the actions that apply: Upload before, Pause and Cancel while running, Resume and Cancel while paused (${language})`, async ({
    page,
    server,
  }) => {
    const words = UPLOAD_TEXTS[language];
    await page.setViewportSize(PHONE);
    await signIn(page, server.url, "learner");
    await page.goto(`${server.url}${en("/upload", { "sxz-lang": language })}`);
    await expect(heading(page)).toBeVisible();

    // Before a start: Upload only (disabled until a file is chosen).
    expect(await actionNames(page)).toEqual([words.upload]);
    await expect(actions(page).getByRole("button", { name: words.upload })).toBeDisabled();
    await page
      .locator(".upload-drop")
      .dispatchEvent("drop", { dataTransfer: await fileTransfer(page, "lecture.mp4", 3_000_000) });
    await expect(actions(page).getByRole("button", { name: words.upload })).toBeEnabled();

    await throttleUploads(page, 500_000);
    await actions(page).getByRole("button", { name: words.upload }).click();
    await expect(actions(page).getByRole("button", { name: words.pause })).toBeVisible();
    expect(await actionNames(page)).toEqual([words.pause, words.cancel]);
    // The file cannot be changed under a running upload, and a file dropped anywhere on the page is refused
    // rather than opened by the browser in place of the page (which would end the upload).
    await expect(page.getByRole("button", { name: words.choose })).toBeDisabled();
    const strayDropRefused = await page.evaluate(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(["stray"], "stray.txt"));
      const drop = new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true });
      document.querySelector(".upload-drop")!.dispatchEvent(drop);
      return drop.defaultPrevented;
    });
    expect(strayDropRefused).toBe(true);
    await expect(page.getByTestId("chosen-file")).toContainText("lecture.mp4");

    // Progress is readable: a labelled bar and its figures at body size, in the page's text colour.
    const percent = page.locator(".upload-page__percent");
    await expect(percent).toHaveText(/\d+\s?%|٪/);
    const figures = await page
      .locator(".upload-page__figures")
      .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(figures).toBeGreaterThanOrEqual(14);
    const { color, background } = await drawnColours(page.locator(".upload-page__figures"));
    expect(color).not.toBe(background);

    await actions(page).getByRole("button", { name: words.pause }).click();
    await expect(actions(page).getByRole("button", { name: words.resume })).toBeVisible();
    expect(await actionNames(page)).toEqual([words.resume, words.cancel]);
    // The pressed button turned into Resume: keyboard focus stays on the actions.
    await expect(actions(page).getByRole("button", { name: words.resume })).toBeFocused();

    // Every action is a primary control on a phone: at least 44 × 44 px.
    for (const box of await actions(page)
      .getByRole("button")
      .evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }

    await actions(page).getByRole("button", { name: words.resume }).click();
    await throttleUploads(page, -1);
    await expect(page.locator(".upload-page__result")).toBeVisible({ timeout: 60_000 });
    // After completion: Upload only again, no Pause or Cancel.
    expect(await actionNames(page)).toEqual([words.upload]);
    await expect(page.getByRole("button", { name: words.choose })).toBeEnabled();
  });

  test(`[journey] the upload drop zone takes a dropped file, shows the drag-over state, and its choose button is reachable, named and visibly focused (${language})`, async ({
    page,
    server,
  }) => {
    const words = UPLOAD_TEXTS[language];
    await page.setViewportSize(PHONE);
    await signIn(page, server.url, "learner");
    await page.goto(`${server.url}${en("/upload", { "sxz-lang": language })}`);
    const zone = page.locator(".upload-drop");
    await expect(zone).toBeVisible();

    const before = await zone.evaluate((element) => getComputedStyle(element).borderStyle);
    const transfer = await fileTransfer(page, "slides.pdf", 2048);
    await zone.dispatchEvent("dragenter", { dataTransfer: transfer });
    await zone.dispatchEvent("dragover", { dataTransfer: transfer });
    await expect(zone).toHaveAttribute("data-over", "true");
    await expect(zone.getByText(words.dropNow)).toBeVisible();
    expect(await zone.evaluate((element) => getComputedStyle(element).borderStyle)).not.toBe(before);
    await zone.dispatchEvent("dragleave", { dataTransfer: transfer });
    await expect(zone).not.toHaveAttribute("data-over");
    await zone.dispatchEvent("drop", { dataTransfer: transfer });
    await expect(page.getByTestId("chosen-file")).toContainText("slides.pdf");

    // Keyboard: Tab reaches the choose button (named in the page language), its focus ring shows, and it opens the
    // file chooser.
    const choose = page.getByRole("button", { name: words.choose });
    await page.locator("main").focus();
    for (let step = 0; step < 40 && !(await choose.evaluate((button) => button === document.activeElement)); step++)
      await page.keyboard.press("Tab");
    await expect(choose).toBeFocused();
    const ring = await choose.evaluate((button) => ({
      style: getComputedStyle(button).outlineStyle,
      width: parseFloat(getComputedStyle(button).outlineWidth),
    }));
    expect(ring.style).not.toBe("none");
    expect(ring.width).toBeGreaterThanOrEqual(2);
    const box = (await choose.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    const chooser = page.waitForEvent("filechooser");
    await page.keyboard.press("Enter");
    await (await chooser).setFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("notes") });
    await expect(page.getByTestId("chosen-file")).toContainText("notes.txt");
  });

  test(`[journey] on a phone the navigation scrolls with a visible edge mark and keeps the current page's link in view (${language})`, async ({
    page,
    server,
  }) => {
    await signIn(page, server.url, "learner");
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      for (const path of ["/", "/gallery", "/tracking"]) {
        await page.goto(`${server.url}${en(path, { "sxz-lang": language })}`);
        await expect(heading(page)).toBeVisible();
        const nav = page.locator(".site-nav");
        const list = nav.locator("ul");
        const geometry = await list.evaluate((element) => {
          const current = element.querySelector('[aria-current="page"]')!.getBoundingClientRect();
          const view = element.getBoundingClientRect();
          return {
            scrolls: element.scrollWidth > element.clientWidth,
            current: current.toJSON() as DOMRect,
            view: view.toJSON() as DOMRect,
          };
        });
        const where = `${width}px ${path}`;
        expect(geometry.scrolls, where).toBe(true);
        // The current page's link is wholly inside the visible part of the navigation.
        expect(geometry.current.left, where).toBeGreaterThanOrEqual(geometry.view.left - 1);
        expect(geometry.current.right, where).toBeLessThanOrEqual(geometry.view.right + 1);
        // At least one edge mark shows, on the side where links hide.
        const marks = await nav
          .locator(".site-nav__more")
          .evaluateAll((spans) =>
            spans
              .filter((span) => getComputedStyle(span).display !== "none")
              .map((span) => span.getBoundingClientRect().toJSON() as DOMRect),
          );
        expect(marks.length, where).toBeGreaterThan(0);
        const links = await list
          .locator("a")
          .evaluateAll((anchors) => anchors.map((a) => a.getBoundingClientRect().toJSON() as DOMRect));
        for (const link of links) expect(link.height, where).toBeGreaterThanOrEqual(44);
      }
      // On the first page the hidden links are at the reading end: right in English, left in Arabic.
      await page.goto(`${server.url}${en("/", { "sxz-lang": language })}`);
      const end = page.locator(".site-nav__more--end");
      await expect(end).toBeVisible();
      const mark = (await end.boundingBox())!;
      if (language === "ar_SA") expect(mark.x).toBeLessThan(width / 2);
      else expect(mark.x).toBeGreaterThan(width / 2);
    }
  });

  test(`[journey] at 390 × 844 the view settings fold behind a header button, so the page's content starts high on the screen (${language})`, async ({
    page,
    server,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${server.url}${en("/", { "sxz-lang": language })}`);
    await expect(page.locator(".course-card").first()).toBeVisible();
    const header = (await page.locator(".site-header").boundingBox())!;
    expect(header.height).toBeLessThanOrEqual(140);
    const title = (await heading(page).boundingBox())!;
    expect(title.y + title.height).toBeLessThan(220);
    const settings = page.locator(".toolbar");
    await expect(settings).toBeHidden();

    const toggle = page.locator(".settings-toggle");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const box = (await toggle.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(settings).toBeVisible();
    await settings.locator("select").last().selectOption("en_US");
    await expect(page.locator("html")).toHaveAttribute("lang", /en/);
    expect(await horizontalOverflow(page)).toBe(0);
    await toggle.click();
    await expect(settings).toBeHidden();

    // On a desktop window the settings always show in one compact row, and the button is not there.
    await page.setViewportSize(DESKTOP);
    await expect(settings).toBeVisible();
    await expect(toggle).toBeHidden();
    expect((await settings.boundingBox())!.height).toBeLessThanOrEqual(72);
  });
}

test("[journey] the shell's text is at least 12 px (body text 14 px) and nothing shifts while the pages load", async ({
  page,
  server,
}) => {
  await signIn(page, server.url, "learner");
  await page.setViewportSize(PHONE);
  for (const path of ["/", "/upload"]) {
    await page.goto(`${server.url}${en(path)}`);
    await expect(heading(page)).toBeVisible();
    const sizes = await page.evaluate(() => {
      const small: string[] = [];
      for (const element of Array.from(
        document.querySelectorAll<HTMLElement>(".site-header *, .site-main *, .site-footer *"),
      )) {
        const ownText = Array.from(element.childNodes).some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "",
        );
        if (!ownText || !element.checkVisibility()) continue;
        const size = parseFloat(getComputedStyle(element).fontSize);
        const body = element.tagName === "P" || element.closest("p") !== null;
        if (size < 12 || (body && size < 14)) small.push(`${element.tagName}.${element.className} ${size}px`);
      }
      return small;
    });
    expect(sizes, path).toEqual([]);
    expect(await cumulativeLayoutShift(page), path).toBeLessThan(0.1);
  }
});

test("[journey] in dark mode the review widget sits on the page's own background (no charcoal box on the navy page)", async ({
  page,
  server,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(`${server.url}${en("/courses/course-intro", { theme: "dark" })}`);
  await expect(page.locator('[id^="sxz-review-"]').first()).toBeVisible();
  const colours = await page.evaluate(() => {
    const root = document.querySelector("sxz-score")!.shadowRoot!.querySelector(".sxz-root")!;
    return { widget: getComputedStyle(root).backgroundColor, page: getComputedStyle(document.body).backgroundColor };
  });
  expect(colours.widget).toBe(colours.page);
});

for (const theme of THEMES) {
  for (const language of LANGUAGES) {
    test(`[journey] the home and upload pages have no serious or critical axe violation, phone and desktop (${theme}, ${language})`, async ({
      page,
      server,
    }) => {
      await signIn(page, server.url, "learner");
      const found: Record<string, unknown> = {};
      for (const [name, viewport] of [
        ["phone", PHONE],
        ["desktop", DESKTOP],
      ] as const) {
        await page.setViewportSize(viewport);
        for (const path of ["/", "/upload"]) {
          await page.goto(`${server.url}${en(path, { "sxz-lang": language, theme })}`);
          await expect(heading(page)).toBeVisible();
          if (path === "/upload")
            await page
              .locator(".upload-drop")
              .dispatchEvent("drop", { dataTransfer: await fileTransfer(page, "slides.pdf", 2048) });
          if (name === "phone") await page.locator(".settings-toggle").click();
          const violations = await seriousViolations(page);
          if (violations.length) found[`${name} ${path}`] = violations;
        }
      }
      expect(found).toEqual({});
    });
  }
}
