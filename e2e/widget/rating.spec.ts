import { test, expect } from "../support/fixtures";
import { ensureWidgetBuilt, MAY_RATE, openHost } from "./widget-page";

test.beforeAll(() => ensureWidgetBuilt());

test("a learner rates a course with the built widget, sees the summary update and the rated view", async ({
  page,
  server,
}) => {
  await openHost(page, server.url, {
    user: "learner",
    attributes: {
      "resource-id": "course-intro",
      "module-id": "course",
      "sxz-lang": "en_US",
      "is-modal": "",
      ...MAY_RATE,
    },
  });
  const widget = page.locator("sxz-score");
  const count = widget.getByTestId("review-count");
  await expect(count).toHaveText(/\d+ reviews/);
  const before = Number((await count.textContent())!.replace(/\D/g, ""));

  await widget.getByRole("button", { name: "Want to rate" }).click();
  const dialog = widget.getByRole("dialog", { name: "Rate this course" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute("aria-modal", "true");
  await dialog.getByRole("radio", { name: "4 stars" }).click();
  await dialog.getByRole("button", { name: "Good pace" }).click();
  await expect(dialog.getByRole("button", { name: "Good pace" })).toHaveAttribute("aria-pressed", "true");
  await dialog.getByRole("textbox", { name: "Your review" }).fill("Clear structure, good pace.");
  await dialog.getByRole("button", { name: "Submit" }).click();

  await expect(dialog).toBeHidden();
  await expect(widget.getByRole("status")).toContainText("Thanks for the good rating. Keep learning!");
  await expect(widget.getByRole("button", { name: "You rated this" })).toBeVisible();
  await expect(count).toHaveText(`${before + 1} reviews`);

  await widget.getByRole("button", { name: "You rated this" }).click();
  const view = widget.getByRole("dialog", { name: "Your rating" });
  await expect(view.getByRole("img", { name: "4 stars" })).toBeVisible();
  await expect(view.getByText("Good pace", { exact: true })).toBeVisible();
  await expect(view.getByText("Clear structure, good pace.")).toBeVisible();
  await expect(view.getByRole("button", { name: "Submit" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(view).toBeHidden();
  await expect(widget.getByRole("button", { name: "You rated this" })).toBeFocused();

  const events = await page.evaluate(
    () => (window as unknown as { widgetEvents: { name: string; composed: boolean; bubbles: boolean }[] }).widgetEvents,
  );
  expect(events.map((e) => e.name)).toEqual(
    expect.arrayContaining([
      "getScoreInfo",
      "listenScore",
      "showScoreMark",
      "scoreChange",
      "publishScore",
      "deleteOrAdd",
    ]),
  );
  expect(events.every((e) => e.composed && e.bubbles)).toBe(true);

  // A reload shows the rated state from the server.
  await page.reload();
  await expect(page.locator("sxz-score").getByRole("button", { name: "You rated this" })).toBeVisible();
});

test("the host page's CSS does not reach the widget and the widget's does not leak", async ({ page, server }) => {
  await openHost(page, server.url, {
    attributes: { "resource-id": "course-intro", "module-id": "course", "sxz-lang": "en_US", "is-modal": "" },
  });
  const widget = page.locator("sxz-score");
  const corner = widget.getByRole("button", { name: "Want to rate" });
  await expect(corner).toBeVisible();
  await expect(widget.locator(".sxz-summary")).toBeVisible();
  expect(await corner.evaluate((node) => getComputedStyle(node).fontSize)).not.toBe("40px");
  expect(await corner.evaluate((node) => getComputedStyle(node).backgroundColor)).not.toBe("rgb(0, 255, 0)");
  expect(await page.locator("p.host-text").evaluate((node) => getComputedStyle(node).color)).toBe("rgb(1, 2, 3)");
});

test("a draft survives an offline publish and a page reload", async ({ page, server, context }) => {
  await openHost(page, server.url, {
    user: "learner",
    attributes: {
      "resource-id": "lesson-e2e-draft",
      "module-id": "course",
      "sxz-lang": "en_US",
      "is-modal": "",
      ...MAY_RATE,
    },
  });
  const widget = page.locator("sxz-score");
  await widget.getByRole("button", { name: "Want to rate" }).click();
  const dialog = widget.getByRole("dialog");
  await dialog.getByRole("radio", { name: "2 stars" }).click();
  await dialog.getByRole("button", { name: "Too fast" }).click();
  await dialog.getByRole("textbox", { name: "Your review" }).fill("Please slow down");
  await context.setOffline(true);
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(widget.getByRole("alert").filter({ hasText: "no network detected" })).toBeVisible();
  await context.setOffline(false);
  await page.reload();
  const again = page.locator("sxz-score");
  await again.getByRole("button", { name: "Want to rate" }).click();
  const restored = again.getByRole("dialog");
  await expect(restored.getByRole("radio", { name: "2 stars" })).toHaveAttribute("aria-checked", "true");
  await expect(restored.getByRole("button", { name: "Too fast" })).toHaveAttribute("aria-pressed", "true");
  await expect(restored.getByRole("textbox", { name: "Your review" })).toHaveValue("Please slow down");
});

test("[RW-K-3] the layout follows the widget's own width, not the window's", async ({ page, server }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openHost(page, server.url, {
    width: 400,
    attributes: { "resource-id": "course-intro", "module-id": "course", "sxz-lang": "en_US", "is-modal": "" },
  });
  const root = page.locator("sxz-score .sxz-root");
  await expect(root).toHaveAttribute("data-layout", "mobile");
  await page.evaluate(() => {
    document.getElementById("host")!.style.width = "800px";
  });
  await expect(root).toHaveAttribute("data-layout", "desktop");
  await page.evaluate(() => {
    document.getElementById("host")!.style.width = "479px";
  });
  await expect(root).toHaveAttribute("data-layout", "mobile");
});

test("[RW-K-4] a busy publish on mobile: the traffic message scrolls as a marquee in its 265 px box and the host hears requestOnBusyError", async ({
  page,
  server,
}) => {
  // A real server cannot be made to answer 503 on demand: this one call is answered by the test.
  await page.route("**/api/universal/v1/score/giveScore", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: '{"code":503,"data":null,"message":""}' }),
  );
  await openHost(page, server.url, {
    user: "learner",
    width: 380,
    attributes: {
      "resource-id": "lesson-e2e-busy",
      "module-id": "course",
      "sxz-lang": "en_US",
      "is-modal": "",
      ...MAY_RATE,
    },
  });
  const widget = page.locator("sxz-score");
  await widget.getByRole("button", { name: "Want to rate" }).click();
  const dialog = widget.getByRole("dialog");
  await dialog.getByRole("radio", { name: "5 stars" }).click();
  await dialog.getByRole("button", { name: "Submit" }).click();
  const toast = widget
    .getByRole("alert")
    .filter({ hasText: "Numerous visitors are visiting the page. Please try again later." });
  await expect(toast).toBeVisible();
  const text = toast.locator(".sxz-toast__text");
  await expect(text).toHaveClass(/sxz-toast__text--marquee/);
  expect(await text.evaluate((node) => node.getBoundingClientRect().width)).toBeLessThanOrEqual(265);
  const busy = await page.evaluate(() =>
    (window as unknown as { widgetEvents: { name: string; detail: unknown }[] }).widgetEvents.filter(
      (e) => e.name === "requestOnBusyError",
    ),
  );
  expect(busy).toEqual([
    {
      name: "requestOnBusyError",
      detail: { status: 503, url: "/api/universal/v1/score/giveScore", method: "POST" },
      composed: true,
      bubbles: true,
    },
  ]);
  await expect(dialog.getByRole("radio", { name: "5 stars" })).toHaveAttribute("aria-checked", "true");
});
