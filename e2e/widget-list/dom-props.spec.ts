import { test, expect } from "../support/fixtures";
import { accessToken, COURSE, openHost } from "./host";

// The default embed renders with Preact's core, which passes props to the DOM as they are written; the React build
// translates React's spellings. These check the props whose React spelling Preact's core would not understand.
test.describe("props both builds read the same way", () => {
  test.beforeEach(async ({ page, server }) => {
    const token = await accessToken(page.request, server.url, "learner");
    await page.setViewportSize({ width: 700, height: 800 });
    await openHost(page, server.url, { token, attributes: COURSE });
    await expect(page.getByRole("button", { name: "Show all tags" })).toBeVisible();
  });

  // The row listens for its tags' focus in the capture phase (`onFocusCapture`): the DOM's focus event does not
  // bubble, so a plain focus listener on the row would hear nothing under Preact's core (React's onFocus bubbles).
  test("[RW-LST-2] a tag reached with Tab while the collapsed row hides it expands the row", async ({ page }) => {
    const chips = page.getByRole("group", { name: "Filter reviews by tag" }).getByRole("button");
    const last = chips.last();
    const belowTheRow = () =>
      last.evaluate(
        (chip: HTMLElement) => chip.offsetTop >= chip.parentElement!.offsetTop + chip.parentElement!.clientHeight,
      );
    expect(await belowTheRow(), "the last tag starts hidden below the collapsed row").toBe(true);

    await chips.first().focus();
    const count = await chips.count();
    for (let index = 1; index < count; index++) await page.keyboard.press("Tab");
    await expect(last).toBeFocused();
    await expect(page.getByRole("button", { name: "Show fewer tags" })).toBeVisible();
    expect(await belowTheRow(), "the expanded row shows the focused tag").toBe(false);
  });

  // Stroke widths are style properties: the attribute spelled `strokeWidth` (React's name) is ignored by the SVG renderer.
  test("the icons are drawn with their stroke widths", async ({ page }) => {
    const chevron = page.getByRole("button", { name: "Show all tags" }).locator("path");
    expect(await chevron.evaluate((path) => getComputedStyle(path).strokeWidth)).toBe("2px");
  });
});
