import { test, expect } from "@playwright/test";
import { COURSE, TENANT, en, ownServer, reviewTotal, signIn } from "./support/site";
import { rate, ratingDialog } from "./support/widget";

const site = ownServer();
test.beforeAll(async () => void (await site.start()));
test.afterAll(() => site.stop());

// One of the demo data's sensitive words (the list is configurable on the server).
const SENSITIVE = "forbiddenword";

test("[journey] [RW-SCR-1] [RW-ERR-2] [RW-VAL-8] a review with a sensitive word shows the feedback toast linking to /feedback/{tenantId}, and the draft is kept", async ({
  page,
  request,
}) => {
  const before = await reviewTotal(request, site.url);
  await signIn(page, site.url, "learner", en(`/courses/${COURSE}`));
  const comment = `This has a ${SENSITIVE} in it`;
  await rate(page, { stars: 4, tags: 0, comment });

  const link = page.getByRole("link", { name: "Send feedback" });
  await expect(link).toBeVisible();
  await expect(page.getByText("Your input may contain sensitive information, please modify.").first()).toBeVisible();
  const href = new URL((await link.getAttribute("href")) ?? "", page.url());
  expect(href.origin).toBe(site.url);
  expect(href.pathname).toBe(`/feedback/${TENANT}`);
  expect(href.searchParams.get("sxz-lang")).toBe("en_US");

  // Nothing was published and the text is still there to be modified.
  await expect(ratingDialog(page)).toBeVisible();
  await expect(ratingDialog(page).getByRole("textbox", { name: "Your review" })).toHaveValue(comment);
  expect(await reviewTotal(request, site.url)).toBe(before);

  // The link leads to the site's appeal page for the school.
  await page.goto(href.href);
  await expect(page.getByRole("heading", { name: "Appeal", level: 1 })).toBeVisible();
  await expect(page.getByText(`School: ${TENANT}`)).toBeVisible();
  await page.getByRole("button", { name: "Send the appeal" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your appeal was recorded." })).toBeVisible();
});
