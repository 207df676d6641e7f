// The client layer's calls that read answers, over HTTP against a backend that is not the reference server: the
// foreign backend of the contract's test tree, in each of its dialects (text and 64-bit ids, numeric strings, epoch
// and ISO times, code 0 or "200", extra fields, nulls for optional texts). Every id is kept as the backend wrote it.
import { afterEach, describe, expect, it } from "vitest";
import { DIALECT_NAMES, startForeignBackend } from "../../contract/test/support/foreign-backend";
import type { ForeignBackend } from "../../contract/test/support/foreign-backend";
import { resetPage, testClient } from "./support/page";

let backend: ForeignBackend | undefined;
afterEach(async () => {
  await backend?.close();
  backend = undefined;
});

describe.each(DIALECT_NAMES)("against a foreign backend writing %s", (dialect) => {
  async function start() {
    backend = await startForeignBackend({ dialect });
    resetPage("/course/1?tenantId=partner&sxz-lang=en_US");
    return { backend, client: testClient({ baseURL: backend.url }) };
  }
  const asText = (id: string | number) => String(id);

  it("[CL-API-10] [CL-VAL-4] reads the configuration values, JSON text parsed", async () => {
    const { client } = await start();
    expect(await client.config.get("klt.allHost.allDomain")).toEqual(["learn.partner.example.com"]);
    expect(await client.config.get("sxz.school.hwLoginDomain")).toEqual([]);
    client.dispose();
  });

  it("[CL-API-8] reads the company-network and intranet flags in the backend's spelling", async () => {
    const { client } = await start();
    expect(await client.session.networkStatus()).toEqual({ internal: false, intranet: false });
    client.dispose();
  });

  it("[CL-API-9] [CL-ENT-9] reads the school lookup: the school's id kept as written, its login method routes", async () => {
    const { backend, client } = await start();
    expect(await client.auth.loginUrl()).toMatch(/^\/login\/index\?redirect=/);
    expect(JSON.parse(localStorage.getItem("SXZ_schoolId")!)).toBe(asText(backend.dialect.id("school", 1)));
    client.dispose();
  });

  it("[CL-ENT-2] signs in and reads the current user: ids as written, 64-bit ones whole", async () => {
    const { backend, client } = await start();
    await client.auth.login("learner", "learner");
    const user = await client.auth.currentUser();
    expect(user).toEqual({ id: asText(backend.dialect.id("user", 1)), authorName: "Lee Learner" });
    client.dispose();
  });

  it("[CL-API-6] reads the workplace authorization code and its lifetime", async () => {
    const { client } = await start();
    await client.auth.login("learner", "learner");
    expect(await client.session.workplaceAuthCode()).toEqual({ code: "wp-code-1", expiresIn: 120 });
    client.dispose();
  });

  it("[CL-UP-1] uploads a file through the backend's ticket: the file's id as written, the stored size read", async () => {
    const { backend, client } = await start();
    await client.auth.login("learner", "learner");
    const result = await client.upload.simple(new File([new Uint8Array(2_000).fill(65)], "notes.txt"), {
      bucketName: "sxz-image",
    });
    expect(result).toMatchObject({
      success: true,
      uuid: asText(backend.dialect.id("file", 1)),
      signature: "sig-1",
      size: 2_000,
    });
    const put = backend.requests.find((request) => request.method === "PUT" && request.path.startsWith("/upload/put/"));
    expect(put?.headers["x-upload-token"]).toBe("t-1");
    client.dispose();
  });

  it("[CL-UP-2] uploads a file in parts: the session's id sent back as written, part sizes and the combined file read", async () => {
    const { backend, client } = await start();
    await client.auth.login("learner", "learner");
    const file = new File([new Uint8Array(70_000).fill(66)], "lecture.bin");
    const result = await client.upload.chunked(file, {
      bucketName: "sxz-course",
      module: "video",
      partSize: 32 * 1024,
      resumable: false,
    });
    expect(result).toMatchObject({
      success: true,
      uuid: asText(backend.dialect.id("file", 902)),
      signature: "sig-2",
      size: 70_000,
    });
    const uploadId = asText(backend.dialect.id("file", 501));
    const parts = backend.requestsTo("uploadPart");
    expect(parts.map((part) => [part.query.get("uploadId"), part.query.get("partNumberList")]).sort()).toEqual([
      [uploadId, "1"],
      [uploadId, "2"],
      [uploadId, "3"],
    ]);
    expect(backend.requestsTo("combinePart")[0]?.query.get("uploadId")).toBe(uploadId);
    client.dispose();
  });

  it("[CL-UP-4] uploads a document: the stored file and its provider read", async () => {
    const { backend, client } = await start();
    await client.auth.login("learner", "learner");
    const result = await client.upload.document(new File([new Uint8Array(3_000).fill(67)], "syllabus.pdf"), {
      provider: "partner-docs",
    });
    expect(result).toMatchObject({
      success: true,
      uuid: asText(backend.dialect.id("file", 701)),
      fileName: "syllabus.pdf",
      provider: "partner-docs",
      size: 3_000,
    });
    client.dispose();
  });
});
