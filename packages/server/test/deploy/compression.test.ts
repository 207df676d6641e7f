// Compression: assets precompressed at build and sent as they are; JSON answers compressed when large.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import type { IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { COMPRESSION_THRESHOLD_BYTES } from "../../src/plugins/compression";
import { SERVER_DIR } from "./server-process";

const REPO_ROOT = join(SERVER_DIR, "../..");
const BUILT_WIDGET = join(REPO_ROOT, "packages/reviews/dist");

/** One GET with the bytes as they crossed the wire (fetch would decompress them). */
function wireGet(
  url: string,
  acceptEncoding: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { "accept-encoding": acceptEncoding, "sxz-lang": "en_US" } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;

describe("precompressed assets", () => {
  const widgetDir = mkdtempSync(join(tmpdir(), "sxz-widget-"));
  const script = Buffer.from(
    Array.from({ length: 400 }, (_, i) => `export const value${i} = "the same words again and again ${i % 7}";\n`).join(
      "",
    ),
  );
  let server: TestServer;
  beforeAll(async () => {
    writeFileSync(join(widgetDir, "fixture.js"), script);
    const build = spawnSync(process.execPath, [join(REPO_ROOT, "scripts/precompress.mjs"), widgetDir], {
      encoding: "utf8",
    });
    expect(build.status).toBe(0);
    server = await startTestServer({ WIDGET_DIR: widgetDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(widgetDir, { recursive: true, force: true });
  });

  it("the build writes a .br and a .gz twin next to each asset", () => {
    expect(brotliDecompressSync(readFileSync(join(widgetDir, "fixture.js.br")))).toEqual(script);
    expect(gunzipSync(readFileSync(join(widgetDir, "fixture.js.gz")))).toEqual(script);
  });

  for (const encoding of ["br", "gzip"] as const) {
    it(`Accept-Encoding: ${encoding} gets the ${encoding} twin, smaller, decoding to the file`, async () => {
      const answer = await wireGet(`${server.url}/widget/fixture.js`, `${encoding}`);
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBe(encoding);
      expect(answer.headers.vary?.toLowerCase()).toContain("accept-encoding");
      expect(answer.body.length).toBeLessThan(script.length / 3);
      expect(decode[encoding](answer.body)).toEqual(script);
    });
  }

  it("without Accept-Encoding the file travels as it is", async () => {
    const answer = await wireGet(`${server.url}/widget/fixture.js`, "identity");
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body).toEqual(script);
  });

  it.skipIf(!existsSync(join(BUILT_WIDGET, "sxz-score.js.br")))(
    "the built /widget/sxz-score.js travels as brotli (needs npm run build)",
    async () => {
      const built = await startTestServer({ WIDGET_DIR: BUILT_WIDGET });
      try {
        const original = readFileSync(join(BUILT_WIDGET, "sxz-score.js"));
        const answer = await wireGet(`${built.url}/widget/sxz-score.js`, "gzip, deflate, br, zstd");
        expect(answer.headers["content-encoding"]).toBe("br");
        expect(answer.body.length).toBeLessThan(original.length / 3);
        expect(brotliDecompressSync(answer.body)).toEqual(original);
      } finally {
        await built.close();
      }
    },
  );
});

describe("JSON answers", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it("a large list answer is compressed (brotli, else gzip) and decodes to the same JSON", async () => {
    const url = `${server.url}/api/universal/v1/score/queryMessages?resourceId=course-intro&pageSize=50`;
    const plain = await wireGet(url, "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const listed = JSON.parse(plain.body.toString()) as { data: { scoreInfoList: unknown[] } };
    expect(listed.data.scoreInfoList.length).toBeGreaterThan(5);
    for (const encoding of ["br", "gzip"] as const) {
      const answer = await wireGet(url, encoding);
      expect(answer.headers["content-encoding"]).toBe(encoding);
      expect(answer.body.length).toBeLessThan(plain.body.length);
      expect(JSON.parse(decode[encoding](answer.body).toString())).toEqual(listed);
    }
  });

  it("a small answer travels as it is", async () => {
    const answer = await wireGet(`${server.url}/api/health`, "br, gzip");
    expect(answer.body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toMatchObject({ code: 200 });
  });
});
