import { createHash, randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect } from "../support/fixtures";
import { en, signIn } from "../journeys/support/site";

/** Upload bandwidth of the page, so a person's pace (and a pause mid-way) can be reproduced on loopback. */
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

const status = (page: Page) => page.locator(".upload-page").getByRole("status");
const progressValue = (page: Page) =>
  page.getByRole("progressbar", { name: "Upload progress" }).evaluate((bar) => (bar as HTMLProgressElement).value);

test("[CL-UP-5] the demo upload page shows bytes, speed and time left, pauses, resumes and stores the file", async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const bytes = randomBytes(6 * 1000 * 1000);
  await signIn(page, server.url, "learner", "/upload");
  await expect(page.getByRole("heading", { level: 1, name: "Upload" })).toBeVisible();
  await throttleUploads(page, 1_000_000);

  await page.getByLabel("File to upload").setInputFiles({ name: "lecture.mp4", mimeType: "video/mp4", buffer: bytes });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(status(page)).toHaveText("Uploading…");
  await expect(page.getByText(/of 6 MB/)).toBeVisible();
  await expect(page.getByText(/B\/s|byte\/s/)).toBeVisible();
  await expect(page.getByText(/left$/)).toBeVisible();
  await expect.poll(() => progressValue(page)).toBeGreaterThan(0);

  const partsSent: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/partfile/v1/open/uploadPart")) partsSent.push(request.url());
  });
  await page.getByRole("button", { name: "Pause" }).click();
  await expect(status(page)).toHaveText("Paused.");
  const sentBeforePause = partsSent.length;
  const whilePaused = await progressValue(page);
  // The pause aborted the part in flight; taking the next part needs no file read and no network, so one task of
  // the page's event loop later (a message, not a timer) a part the pause did not hold back would be on its way.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
  await expect(status(page)).toHaveText("Paused.");
  expect(partsSent.length).toBe(sentBeforePause);
  expect(await progressValue(page)).toBe(whilePaused);

  await page.getByRole("button", { name: "Resume" }).click();
  await throttleUploads(page, -1);
  await expect(status(page)).toHaveText("Uploaded.", { timeout: 60_000 });
  await expect(page.getByText("100%")).toBeVisible();
  await expect(page.locator(".upload-page__checksum")).toHaveText(createHash("sha256").update(bytes).digest("hex"));
  const href = await page.getByRole("link", { name: "Open the uploaded file" }).getAttribute("href");
  const stored = await page.request.get(href!);
  expect(
    createHash("sha256")
      .update(await stored.body())
      .digest("hex"),
  ).toBe(createHash("sha256").update(bytes).digest("hex"));

  const serious = (await new AxeBuilder({ page }).include(".upload-page").analyze()).violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(serious.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }))).toEqual([]);
});

test("[CL-UP-5] cancelling on the demo upload page stops the upload and says so", async ({ page, server }) => {
  await signIn(page, server.url, "learner", "/upload");
  await throttleUploads(page, 500_000);
  await page
    .getByLabel("File to upload")
    .setInputFiles({ name: "notes.bin", mimeType: "application/octet-stream", buffer: randomBytes(3_000_000) });
  // Cancelled once parts are on their way, so the abort is seen here (a cancel while the task is still being
  // created aborts it when its answer arrives: test/upload/chunked.test.ts in @sxz/client).
  const firstPart = page.waitForRequest((request) => request.url().includes("/uploadPart"));
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(status(page)).toHaveText("Uploading…");
  await firstPart;
  const aborted = page.waitForRequest((request) => request.url().includes("/abortPartUpload"));
  await page.getByRole("button", { name: "Cancel" }).click();
  await aborted;
  await expect(status(page)).toHaveText("Upload cancelled.");
  await expect(page.getByRole("button", { name: "Upload", exact: true })).toBeEnabled();
});

test("the demo upload page asks a visitor to sign in", async ({ page }) => {
  await page.goto(en("/upload"));
  await expect(page.getByText("Sign in to upload files.")).toBeVisible();
});
