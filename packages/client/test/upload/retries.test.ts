import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UploadError } from "../../src/upload";
import { startReferenceServer } from "../support/reference-server";
import type { TestServer } from "../support/reference-server";
import { startFaultProxy } from "../support/fault-proxy";
import type { Fault } from "../support/fault-proxy";
import { apiClient, login, randomFile, sha256Of, uploaderFor } from "./helpers";

/** Fails the first `times` requests whose path contains `path` with `fault`, then lets them through. */
function failFirst(path: string, times: number, fault: Fault) {
  let left = times;
  return (url: string): Fault | undefined => {
    if (!url.includes(path) || left === 0) return undefined;
    left -= 1;
    return fault;
  };
}

describe("every upload step is retried on network errors, 429 and 5xx", () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startReferenceServer();
    token = (await login(server.url)).accessToken;
  });
  afterAll(async () => {
    server.app.server.closeAllConnections();
    await server.close();
  });

  it("a chunked upload survives a 429 on init, a 503 and a dropped connection on parts, and a 502 on combine", async () => {
    const rules = [
      failFirst("initPartUploadTaskByEntity", 1, { status: 429, headers: { "retry-after": "0" } }),
      failFirst("partNumberList=2", 1, { status: 503 }),
      failFirst("partNumberList=3", 2, "drop"),
      failFirst("combinePart", 1, { status: 502 }),
    ];
    const proxy = await startFaultProxy(
      server.url,
      (request) => rules.map((rule) => rule(request.url ?? "")).find(Boolean) ?? "pass",
    );
    try {
      const { file, sha256 } = randomFile(64 * 1024 * 3, "flaky.bin");
      const result = await uploaderFor(
        apiClient(proxy.url, () => token),
        () => token,
      ).chunked(file, { bucketName: "sxz-course", module: "video" });
      expect(result.sha256).toBe(sha256);
      const faults = proxy.log.filter((entry) => entry.fault !== "pass").map((entry) => entry.fault);
      expect(faults.sort()).toEqual(["429", "502", "503", "drop", "drop"]);
      expect(await sha256Of(result.urlValue.replace(proxy.url, server.url))).toBe(sha256);
    } finally {
      await proxy.close();
    }
  });

  it("[CL-ERR-9] retries run out into 上传异常 instead of hanging", async () => {
    const proxy = await startFaultProxy(server.url, (request) =>
      (request.url ?? "").includes("uploadPart") ? { status: 503 } : "pass",
    );
    try {
      const failure = await uploaderFor(
        apiClient(proxy.url, () => token),
        () => token,
      )
        .chunked(randomFile(64 * 1024, "down.bin").file, { bucketName: "sxz-course", module: "video" })
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(UploadError);
      expect((failure as UploadError).message).toBe("上传异常");
      expect((failure as UploadError).details.status).toBe(503);
      // One attempt and three retries (the test uploader's setting).
      expect(proxy.log.filter((entry) => entry.method === "POST" && entry.url.includes("uploadPart")).length).toBe(4);
    } finally {
      await proxy.close();
    }
  });

  it("a simple upload survives a 503 on the ticket and a dropped PUT", async () => {
    const rules = [
      failFirst("/api/km/v1/file/upload", 1, { status: 503 }),
      failFirst("/api/km/v1/file/put/", 1, "drop"),
    ];
    const proxy = await startFaultProxy(
      server.url,
      (request) => rules.map((rule) => rule(request.url ?? "")).find(Boolean) ?? "pass",
    );
    try {
      const { file, sha256 } = randomFile(50_000, "photo.png");
      const result = await uploaderFor(
        apiClient(proxy.url, () => token),
        () => token,
      ).simple(file, { bucketName: "sxz-image", module: "avatar" });
      expect(await sha256Of(result.urlValue.replace(proxy.url, server.url))).toBe(sha256);
      expect(proxy.log.filter((entry) => entry.fault !== "pass").length).toBe(2);
    } finally {
      await proxy.close();
    }
  });

  it("a document upload survives a 500", async () => {
    const rules = [failFirst("/documents/upload", 1, { status: 500 })];
    const proxy = await startFaultProxy(
      server.url,
      (request) => rules.map((rule) => rule(request.url ?? "")).find(Boolean) ?? "pass",
    );
    try {
      const { file, sha256 } = randomFile(20_000, "notes.pdf");
      const result = await uploaderFor(
        apiClient(proxy.url, () => token),
        () => token,
      ).document(file, { provider: "local" });
      expect(result.sha256).toBe(sha256);
    } finally {
      await proxy.close();
    }
  });
});
