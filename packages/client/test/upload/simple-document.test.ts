import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UploadError } from "../../src/upload";
import type { UploadProgress } from "../../src/upload";
import { startReferenceServer } from "../support/reference-server";
import type { TestServer } from "../support/reference-server";
import { PART, apiClient, login, randomFile, recordCalls, sha256Of, uploaderFor } from "./helpers";
import { testHttp } from "../support/test-http";

describe("simple, document and automatic uploads against the reference server", () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startReferenceServer({ UPLOAD_MAX_BYTES: String(1024 * 1024) });
    token = (await login(server.url)).accessToken;
  });
  afterAll(async () => {
    server.app.server.closeAllConnections();
    await server.close();
  });

  it("[CL-UP-1] [CL-ENT-5] gets a signed url, PUTs the file to it with the ticket's headers and no token, and answers the result", async () => {
    const http = apiClient(server.url, () => token);
    const calls = recordCalls(http);
    const storageHttp = testHttp();
    const putHeaders: Array<Record<string, unknown>> = [];
    storageHttp.onSend((call) => putHeaders.push({ ...call.headers, method: call.method?.toLowerCase() }));
    const reports: UploadProgress[] = [];
    const { file, sha256 } = randomFile(120_000, "avatar.png");
    const result = await uploaderFor(http, () => token, { storageHttp }).simple(file, {
      bucketName: "sxz-image",
      module: "avatar",
      onProgress: (p) => reports.push(p),
    });
    expect(calls).toEqual(["GET /api/km/v1/file/upload?bucketName=sxz-image&fileName=avatar.png&module=avatar"]);
    expect(putHeaders).toHaveLength(1);
    expect(putHeaders[0]).toMatchObject({ method: "put", "Content-Type": "application/octet-stream" });
    expect(putHeaders[0]!.Authorization).toBeUndefined();
    expect(result).toMatchObject({ fileName: "avatar.png", success: true, message: "", sha256, size: file.size });
    expect(result.urlValue).toContain(result.uuid);
    expect(await sha256Of(result.urlValue)).toBe(sha256);
    expect(reports.at(-1)).toMatchObject({ loaded: file.size, total: file.size });
  });

  it("[CL-ERR-5] a refused bucket rejects with the server's message; [CL-ERR-9] a refused PUT with 上传异常", async () => {
    const http = apiClient(server.url, () => token);
    const refused = await uploaderFor(http, () => token)
      .simple(randomFile(10).file, { bucketName: "nope" })
      .catch((error: unknown) => error);
    expect((refused as UploadError).kind).toBe("refused");
    expect((refused as UploadError).message).toBe("不允许上传到存储桶“nope”的模块“”。");
    const tooBig = await uploaderFor(http, () => token)
      .simple(randomFile(1024 * 1024 + 1, "big.png").file, { bucketName: "sxz-image" })
      .catch((error: unknown) => error);
    expect((tooBig as UploadError).message).toBe("上传异常");
    expect((tooBig as UploadError).details.status).toBe(413);
  });

  it("[CL-UP-4] sends the form file, fileName and provider and answers the stored document", async () => {
    const http = apiClient(server.url, () => token);
    const calls = recordCalls(http);
    const { file, sha256 } = randomFile(200_000, "syllabus.pdf");
    const result = await uploaderFor(http, () => token).document(file, {
      provider: "local",
      fileName: "Syllabus 2026.pdf",
    });
    expect(calls).toEqual(["POST /api/document/v1/documents/upload"]);
    expect(result).toMatchObject({ fileName: "Syllabus 2026.pdf", provider: "local", success: true, sha256 });
    expect(await sha256Of(result.urlValue)).toBe(sha256);
  });

  it("[CL-VAL-7] simple and document uploads without an access token fail with 上传异常 before sending", async () => {
    const http = apiClient(server.url, () => undefined);
    const calls = recordCalls(http);
    const uploader = uploaderFor(http, () => undefined);
    for (const failure of [
      await uploader.simple(randomFile(10).file, { bucketName: "sxz-image" }).catch((error: unknown) => error),
      await uploader.document(randomFile(10).file, { provider: "local" }).catch((error: unknown) => error),
    ]) {
      expect((failure as UploadError).message).toBe("上传异常");
    }
    expect(calls).toEqual([]);
  });

  it("[CL-UP-5] a simple upload is cancelled by its AbortSignal", async () => {
    const http = apiClient(server.url, () => token);
    const controller = new AbortController();
    controller.abort();
    const failure = await uploaderFor(http, () => token)
      .simple(randomFile(10).file, { bucketName: "sxz-image", signal: controller.signal })
      .catch((error: unknown) => error);
    expect((failure as UploadError).kind).toBe("cancelled");
  });

  it("auto goes chunked above the threshold and simple below it", async () => {
    const http = apiClient(server.url, () => token);
    const calls = recordCalls(http);
    const uploader = uploaderFor(http, () => token);
    await uploader.auto(randomFile(PART, "small.bin").file, { bucketName: "sxz-course", module: "video" });
    expect(calls.at(-1)).toMatch(/^GET \/api\/km\/v1\/file\/upload/);
    await uploader.auto(randomFile(PART + 1, "large.bin").file, { bucketName: "sxz-course", module: "video" });
    expect(calls.at(-1)).toMatch(/combinePart/);
  });
});
