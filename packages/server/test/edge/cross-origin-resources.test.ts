import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";

/**
 * Widget assets and stored files are made to be embedded by other sites (`<script type="module">`, `<img>`), so they
 * answer `Cross-Origin-Resource-Policy: cross-origin` (and the widget's module files CORS for any origin); the API's
 * JSON keeps helmet's `same-origin` and CORS only for CORS_ORIGINS.
 */

const HOST_PAGE = "https://host.example.org";
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe("cross-origin embedding", () => {
  let server: TestServer;
  let widgetDir: string;
  let token: string;
  beforeAll(async () => {
    widgetDir = mkdtempSync(join(tmpdir(), "sxz-widget-"));
    mkdirSync(join(widgetDir, "chunks"));
    writeFileSync(join(widgetDir, "sxz-score.js"), 'import "./chunks/part.js";\n');
    writeFileSync(join(widgetDir, "chunks", "part.js"), "export {};\n");
    server = await startTestServer({ WIDGET_DIR: widgetDir, CORS_ORIGINS: "https://learn.example.com" });
    const login = await fetch(`${server.url}/api/auth/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "grant_type=password&username=learner&password=learner",
    });
    token = ((await login.json()) as { access_token: string }).access_token;
  });
  afterAll(async () => {
    await server.close();
    rmSync(widgetDir, { recursive: true, force: true });
  });

  it("the widget bundle and its chunks load from any origin: CORP cross-origin, CORS for everyone without credentials", async () => {
    for (const path of ["/widget/sxz-score.js", "/widget/chunks/part.js"]) {
      for (const origin of [HOST_PAGE, "https://learn.example.com"]) {
        const answer = await fetch(`${server.url}${path}`, { headers: { origin } });
        expect(answer.status, path).toBe(200);
        expect(answer.headers.get("cross-origin-resource-policy"), path).toBe("cross-origin");
        expect(answer.headers.get("access-control-allow-origin"), path).toBe("*");
        expect(answer.headers.get("access-control-allow-credentials"), path).toBeNull();
        expect(answer.headers.get("content-type"), path).toContain("javascript");
      }
    }
  });

  it("[CL-UP-1] a stored file's static URL is embeddable by other sites, whole and by range", async () => {
    const ticket = await (
      await fetch(`${server.url}/api/km/v1/file/upload?bucketName=sxz-image&module=review&fileName=face.png`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    const put = await fetch(ticket.data.url, { method: "PUT", headers: ticket.data.headers, body: PNG });
    expect(put.status).toBe(200);
    const whole = await fetch(ticket.data.static_url, { headers: { origin: HOST_PAGE } });
    expect(whole.status).toBe(200);
    expect(whole.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(whole.headers.get("content-type")).toBe("image/png");
    // The file still gets no scripts and no origin of its own.
    expect(whole.headers.get("content-security-policy")).toContain("sandbox");
    const part = await fetch(ticket.data.static_url, { headers: { origin: HOST_PAGE, range: "bytes=0-3" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
  });

  it("API answers stay same-origin resources with CORS only for configured origins", async () => {
    const answer = await fetch(`${server.url}/api/accounts/open/client/ip`, { headers: { origin: HOST_PAGE } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(answer.headers.get("access-control-allow-origin")).toBeNull();
    const allowed = await fetch(`${server.url}/api/accounts/open/client/ip`, {
      headers: { origin: "https://learn.example.com" },
    });
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://learn.example.com");
    expect(allowed.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });
});
