// The widget in front of a backend that is not the reference server: the foreign backend of the test tree serves
// the host page, the widget's built files and the API, in each dialect of the legal wire choices (text and 64-bit
// ids, numeric strings, epoch and ISO times, code 0 or "200", extra fields, one malformed review per page).
// Runs under both widget projects (the default embed and the React standalone).
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";
import { PAGE_SIZE, REVIEW_COUNT, startForeignBackend } from "../../packages/contract/test/support/foreign-backend";
import type { DialectName } from "../../packages/contract/test/support/foreign-backend";
import { ensureWidgetBuilt, widgetScript } from "./widget-page";

test.beforeAll(() => ensureWidgetBuilt());

const WIDGET_DIR = join(import.meta.dirname, "../../packages/reviews/dist");

/** A partner's course page: the element created in script with the partner's request function (RW-API-8). */
function partnerPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Partner course</title></head>
<body><main id="host" style="width: 900px"></main>
<script type="module">
  import ${JSON.stringify(widgetScript())};
  async function request({ method, url, params, data, headers }) {
    const query = params ? "?" + new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined)).toString() : "";
    const response = await fetch(url + query, { method, headers: { ...headers, ...(data === undefined ? {} : { "content-type": "application/json" }) }, body: data === undefined ? undefined : JSON.stringify(data) });
    const body = await response.json().catch(() => null);
    if (response.status >= 400) throw Object.assign(new Error("HTTP " + response.status), { response: { status: response.status, data: body } });
    return { status: response.status, data: body };
  }
  const element = document.createElement("sxz-score");
  for (const [name, value] of Object.entries({ "resource-id": "course-1", "module-id": "course", "sxz-lang": "en_US", "is-permission": "true", "is-progress": "true" })) element.setAttribute(name, value);
  element.defaultAxios = request;
  document.getElementById("host").append(element);
</script></body></html>`;
}

interface Case {
  dialect: DialectName;
  badRecords: boolean;
}

/** Every dialect with its malformed review, and one without it (all ten cards). */
const CASES: Case[] = [
  { dialect: "text-ids", badRecords: true },
  { dialect: "int64-ids", badRecords: true },
  { dialect: "epoch-seconds", badRecords: true },
  { dialect: "int64-ids", badRecords: false },
];

async function checkCase(page: Page, { dialect, badRecords }: Case): Promise<void> {
  const backend = await startForeignBackend({
    dialect,
    badRecords,
    widgetDir: WIDGET_DIR,
    pages: { "/course.html": partnerPage() },
  });
  try {
    await page.goto(`${backend.url}/course.html`);
    const widget = page.locator("sxz-score");
    await expect(widget.getByTestId("review-count"), dialect).toHaveText(`${REVIEW_COUNT} reviews`);
    await expect(widget.getByTestId("average-score"), dialect).toBeVisible();
    const list = widget.getByRole("region", { name: /^Reviews/ });
    const cards = list.getByRole("article");
    await expect(cards, `${dialect}: cards of page 1`).toHaveCount(badRecords ? PAGE_SIZE - 1 : PAGE_SIZE);
    await expect(list.getByText("Reviews could not be loaded.")).toHaveCount(0);
    // Times in any spelling are shown as dates, never as the epoch or an invalid date.
    await expect(list).not.toContainText(/Invalid Date|NaN|1970/);

    // A like sends the review's id back exactly as the backend wrote it (text stays text, 64-bit stays whole).
    const first = cards.first();
    await expect(first).toContainText("Review number 1:");
    await first.getByRole("button", { name: "Like" }).click();
    await expect(first.getByRole("button", { name: "Like" })).toHaveAttribute("aria-pressed", "true");
    // The button turns pressed at once (optimistic); the request is waited for on the backend's side.
    await expect.poll(() => backend.requestsTo("liked").length, { message: dialect }).toBe(1);
    expect(backend.requestsTo("liked")[0]!.body, dialect).toContain(
      `"resource_id":${JSON.stringify(backend.dialect.id("review", 1))}`,
    );
  } finally {
    await backend.close();
  }
}

test("in front of a foreign backend, every dialect shows the summary, the total and the page's readable reviews; a like names the review as written", async ({
  page,
}) => {
  const errors: Error[] = [];
  page.on("pageerror", (error) => errors.push(error));
  for (const dialectCase of CASES) await checkCase(page, dialectCase);
  expect(errors).toEqual([]);
});
