import { createServer } from "node:http";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { test, expect } from "../support/fixtures";
import { ensureWidgetBuilt } from "./widget-page";

test.beforeAll(() => ensureWidgetBuilt());

// A real 2×2 PNG, so the browser really decodes it.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==",
  "base64",
);
/**
 * Another site: the platform team's portal that embeds the widget, a real HTTP server of its own on another port —
 * another origin on the same machine, so the browser's private-network rules stay out of it and only the sxz
 * server's own headers decide what the portal may load.
 */
async function startPortal(page: string): Promise<{ origin: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function storedPicture(serverUrl: string): Promise<string> {
  const login = await fetch(`${serverUrl}/api/auth/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "grant_type=password&username=learner&password=learner",
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const ticket = (await (
    await fetch(`${serverUrl}/api/km/v1/file/upload?bucketName=sxz-image&module=review&fileName=portal.png`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as {
    data: { url: string; headers: Record<string, string>; static_url: string };
  };
  const put = await fetch(ticket.data.url, { method: "PUT", headers: ticket.data.headers, body: PNG });
  expect(put.status).toBe(200);
  return ticket.data.static_url;
}

test("a page of another site loads the widget bundle with its chunks and shows a stored picture; the API stays closed to it", async ({
  page,
  server,
}) => {
  const picture = await storedPicture(server.url);
  const portal =
    await startPortal(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portal</title></head><body>
<img id="picture" alt="Stored picture" src="${picture}">
<script type="module">
  import "${server.url}/widget/sxz-score.js";
  window.widgetDefined = Boolean(customElements.get("sxz-score"));
</script></body></html>`);
  const refusals: string[] = [];
  page.on("requestfailed", (request) => refusals.push(`${request.url()} ${request.failure()?.errorText ?? ""}`));
  page.on("console", (message) => {
    if (message.type() === "error") refusals.push(message.text());
  });
  try {
    await page.goto(`${portal.origin}/course`);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { widgetDefined?: boolean }).widgetDefined))
      .toBe(true);
    await expect
      .poll(() => page.locator("#picture").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(2);
    expect(refusals).toEqual([]);

    // The API's JSON is not readable by a site outside CORS_ORIGINS.
    const apiRead = await page.evaluate(async (url) => {
      try {
        await fetch(`${url}/api/accounts/open/client/ip`);
        return "read";
      } catch {
        return "refused";
      }
    }, server.url);
    expect(apiRead).toBe("refused");
  } finally {
    await new Promise((resolve) => portal.server.close(resolve));
  }
});
