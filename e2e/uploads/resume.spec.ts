import { createHash } from "node:crypto";
import { join } from "node:path";
import { test, expect } from "../support/fixtures";
import { bundleModule, fixturePage, serveFixtures } from "../support/bundle";
import { fillGenerated, GENERATED } from "./generated-file";

type PageApi = {
  uploadPage: {
    confirmed: number[];
    result?: { urlValue: string; sha256?: string; size?: number };
    error?: string;
    start(): Promise<void>;
  };
};

const PART_SIZE = 19_922_944;
const PARTS = Math.ceil(GENERATED.size / PART_SIZE);
const partOf = (url: string) => Number(new URL(url).searchParams.get("partNumberList"));

test("[CL-UP-2] [CL-UP-3] a 100 MB chunked upload survives a reload: only the missing parts are sent again and the stored bytes are the source's", async ({
  page,
  server,
  request,
}) => {
  test.setTimeout(180_000);
  const code = await bundleModule(join(import.meta.dirname, "resume-page.fixture.ts"));
  await serveFixtures(page.context(), server.url, {
    "/__e2e/upload.js": { body: code, contentType: "text/javascript" },
    "/__e2e/upload.html": { body: fixturePage("upload", "/__e2e/upload.js"), contentType: "text/html" },
  });

  // Loopback is faster than any person's link: at 40 MB/s the reload reliably lands mid-upload.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 40_000_000,
  });
  await page.goto("/__e2e/upload.html");
  await page.waitForFunction(() => Boolean((window as unknown as PageApi).uploadPage));
  void page.evaluate(() => (window as unknown as PageApi).uploadPage.start()).catch(() => undefined);
  // Reload once the server has confirmed at least two parts: the rest are in flight or not started.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as PageApi).uploadPage.confirmed.length), {
      timeout: 60_000,
      intervals: [20],
    })
    .toBeGreaterThanOrEqual(2);
  const confirmedBefore = await page.evaluate(() => (window as unknown as PageApi).uploadPage.confirmed);
  expect(confirmedBefore.length).toBeLessThan(PARTS);

  await page.reload();
  await page.waitForFunction(() => Boolean((window as unknown as PageApi).uploadPage));

  // Counted from here, once the reloaded page has loaded and before it starts: until the reload commits, the old
  // page keeps sending parts, and on a busy machine the request events of its last parts can reach the test late.
  // Those requests die with the old page (net::ERR_ABORTED), but counted as the resumed upload's they look like
  // parts sent twice. The new page sends nothing before start(), so nothing of the resume is missed.
  const sentAfterReload: number[] = [];
  let initsAfterReload = 0;
  let heldAtResume: number[] | undefined;
  let statusAtResume: string | undefined;
  page.on("request", (req) => {
    if (req.url().includes("/open/uploadPart")) sentAfterReload.push(partOf(req.url()));
    if (req.url().includes("initPartUploadTaskByEntity")) initsAfterReload += 1;
  });
  page.on("response", async (res) => {
    if (!res.url().includes("/listParts")) return;
    const body = (await res.json()) as { data: { status: string; parts: Array<{ partNumber: number }> } };
    statusAtResume = body.data.status;
    heldAtResume = body.data.parts.map((part) => part.partNumber);
  });
  await page.evaluate(() => (window as unknown as PageApi).uploadPage.start());
  const outcome = await page.evaluate(() => ({
    result: (window as unknown as PageApi).uploadPage.result,
    error: (window as unknown as PageApi).uploadPage.error,
  }));
  expect(outcome.error).toBeUndefined();

  // The server was asked which parts it holds, and exactly the others were sent.
  expect(statusAtResume).toBe("open");
  for (const part of confirmedBefore) expect(heldAtResume).toContain(part);
  const missing = Array.from({ length: PARTS }, (_, i) => i + 1).filter((n) => !heldAtResume!.includes(n));
  expect([...sentAfterReload].sort((a, b) => a - b)).toEqual(missing);
  expect(initsAfterReload).toBe(0);

  // The stored file, read back through its static URL, is byte for byte the generated source.
  const source = new Uint8Array(GENERATED.size);
  fillGenerated(source, GENERATED.seed);
  const expected = createHash("sha256").update(source).digest("hex");
  const stored = await request.get(outcome.result!.urlValue);
  expect(stored.status()).toBe(200);
  expect(
    createHash("sha256")
      .update(await stored.body())
      .digest("hex"),
  ).toBe(expected);
  expect(outcome.result!.sha256).toBe(expected);
  expect(outcome.result!.size).toBe(GENERATED.size);
});
