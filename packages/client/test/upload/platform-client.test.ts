import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetPage, testClient } from "../support/page";
import { startReferenceServer } from "../support/reference-server";
import type { TestServer } from "../support/reference-server";
import { randomFile, sha256Of } from "./helpers";

describe("client.upload of createPlatformClient", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startReferenceServer();
    resetPage();
  });
  afterAll(async () => {
    server.app.server.closeAllConnections();
    await server.close();
  });

  it("[CL-UP-2] uploads through the platform http with the signed-in user's token", async () => {
    const client = testClient({ baseURL: server.url, bootstrap: false });
    try {
      await client.auth.login("learner", "learner");
      const { file, sha256 } = randomFile(70_000, "from-client.bin");
      const result = await client.upload.chunked(file, {
        bucketName: "sxz-course",
        module: "video",
        partSize: 32 * 1024,
      });
      expect(result.sha256).toBe(sha256);
      expect(await sha256Of(result.urlValue)).toBe(sha256);
    } finally {
      client.dispose();
    }
  });

  it("[CL-VAL-7] with nobody signed in the upload fails with 上传异常", async () => {
    resetPage();
    const client = testClient({ baseURL: server.url, bootstrap: false });
    try {
      const failure = await client.upload
        .chunked(randomFile(10).file, { bucketName: "sxz-course", module: "video" })
        .catch((error: unknown) => error);
      expect((failure as Error).message).toBe("上传异常");
    } finally {
      client.dispose();
    }
  });

  it("[CL-ERR-9] the failure message follows the page's language", async () => {
    resetPage();
    const client = testClient({ baseURL: server.url, bootstrap: false, language: () => "en_US" });
    try {
      const failure = await client.upload
        .simple(randomFile(10).file, { bucketName: "sxz-image" })
        .catch((error: unknown) => error);
      expect((failure as Error).message).toBe("Upload failed");
    } finally {
      client.dispose();
    }
  });
});
