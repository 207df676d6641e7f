import { expect } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";

/**
 * The review widget seen through its accessible names (en_US), which are its contract with hosts: the
 * summary's "Want to rate"/"You rated this" button, the dialog, the "Rating" radiogroup with "1 star".."5 stars",
 * the "Quick comments" tags, the "Your review" text and "Submit". Playwright's role queries reach into the
 * element's open shadow root, so the same helpers serve <sxz-score> and the React component.
 */
export function rateButton(page: Page): Locator {
  return page.getByRole("button", { name: /^(Want to rate|You rated this)$/ });
}

export function ratingDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: "Rate this course" });
}

export interface RatingInput {
  stars: 1 | 2 | 3 | 4 | 5;
  /** How many preset tags to pick (the first ones offered for the score). */
  tags: number;
  comment: string;
}

/** Opens the dialog, rates, and submits; returns the names of the chosen tags. */
export async function rate(page: Page, input: RatingInput): Promise<string[]> {
  await expect(rateButton(page)).toHaveText("Want to rate");
  await rateButton(page).click();
  const dialog = ratingDialog(page);
  await expect(dialog).toBeVisible();
  const stars = dialog.getByRole("radiogroup", { name: "Rating" });
  await stars.getByRole("radio", { name: input.stars === 1 ? "1 star" : `${input.stars} stars`, exact: true }).click();
  await expect(
    stars.getByRole("radio", { name: input.stars === 1 ? "1 star" : `${input.stars} stars`, exact: true }),
  ).toHaveAttribute("aria-checked", "true");
  const tagButtons = dialog.getByRole("group", { name: "Quick comments" }).getByRole("button");
  await expect(tagButtons.first()).toBeVisible();
  expect(await tagButtons.count()).toBeGreaterThanOrEqual(input.tags);
  const chosen: string[] = [];
  for (let index = 0; index < input.tags; index++) {
    const tag = tagButtons.nth(index);
    await tag.click();
    await expect(tag).toHaveAttribute("aria-pressed", "true");
    chosen.push((await tag.innerText()).trim());
  }
  await dialog.getByRole("textbox", { name: "Your review" }).fill(input.comment);
  await dialog.getByRole("button", { name: "Submit" }).click();
  return chosen;
}

/** The card of a review, by its id (every card carries `id="sxz-review-<id>"`). */
export function reviewCard(page: Page, reviewId: number): Locator {
  return page.locator(`[id="sxz-review-${reviewId}"]`);
}

/** The card whose text contains `text`. */
export function cardWithText(page: Page, text: string): Locator {
  return page.locator('[id^="sxz-review-"]').filter({ hasText: text });
}
