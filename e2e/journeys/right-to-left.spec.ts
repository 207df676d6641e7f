import { test, expect } from "../support/fixtures";
import { COURSE, en } from "./support/site";

test("[journey] [RW-3] switching the language to ar_SA lays out the page and the widget right to left, and the address keeps it", async ({
  page,
  server,
}, testInfo) => {
  await page.goto(`${server.url}${en(`/courses/${COURSE}`)}`);
  // A visitor: the summary's button is the way in.
  await expect(page.getByRole("button", { name: "Sign in to rate" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");

  await page.getByRole("region", { name: "View settings" }).getByLabel("Language").selectOption("ar_SA");
  await expect(page).toHaveURL(/sxz-lang=ar_SA/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar-SA");

  // The widget speaks Arabic and flows right to left: its title sits to the right of its rate button.
  const rateButton = page.getByRole("button", { name: "سجّل الدخول للتقييم" });
  await expect(rateButton).toBeVisible();
  const summary = page.locator("sxz-score section").first();
  expect(await summary.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
  const title = summary.getByRole("heading").first();
  const [titleBox, buttonBox] = [await title.boundingBox(), await rateButton.boundingBox()];
  expect(titleBox && buttonBox && titleBox.x > buttonBox.x).toBe(true);
  // The page's own layout mirrors too: the brand is on the right of the header.
  const brand = await page.getByRole("banner").getByRole("link").first().boundingBox();
  expect(brand && brand.x > (page.viewportSize()?.width ?? 0) / 2).toBe(true);
  await testInfo.attach("ar_SA-course.png", {
    body: await page.screenshot({ fullPage: true }),
    contentType: "image/png",
  });

  // Shared as a link, the view opens the same way.
  const shared = await page.context().newPage();
  await shared.goto(page.url());
  await expect(shared.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(shared.getByRole("button", { name: "سجّل الدخول للتقييم" })).toBeVisible();
  await shared.close();

  // The React component follows the same switch.
  await page.goto(`${server.url}${en(`/courses/${COURSE}/react`, { "sxz-lang": "ar_SA" })}`);
  await expect(page.getByRole("button", { name: "سجّل الدخول للتقييم" })).toBeVisible();
  const reactSummary = page
    .getByRole("main")
    .locator("section")
    .filter({ has: page.getByRole("button", { name: "سجّل الدخول للتقييم" }) })
    .last();
  expect(await reactSummary.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
});

test("[journey] the toolbar's variant, layout and theme are kept in the address and reach the widget", async ({
  page,
  server,
}) => {
  await page.goto(`${server.url}${en(`/courses/${COURSE}`)}`);
  const toolbar = page.getByRole("region", { name: "View settings" });
  await toolbar.getByLabel("Variant").selectOption("internal");
  await toolbar.getByLabel("Layout").selectOption("mobile");
  await toolbar.getByLabel("Theme").selectOption("dark");
  await expect(page).toHaveURL(/variant=internal/);
  await expect(page).toHaveURL(/layout=mobile/);
  await expect(page).toHaveURL(/theme=dark/);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  const element = page.locator("sxz-score");
  await expect(element).toHaveAttribute("isintranet", "true");
  await expect(element).toHaveAttribute("ismobile", "true");
  await expect(element).toHaveAttribute("theme", "dark");

  // Navigating inside the site keeps the view.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Gallery" }).click();
  await expect(page).toHaveURL(/\/gallery\?.*variant=internal/);
  await expect(page).toHaveURL(/theme=dark/);
});
