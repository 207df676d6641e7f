import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { STORAGE_KINDS, storageUnderTest } from "../support/s3";
import { bearer, bytes, json, sha256, tokenFor } from "./helpers";

describe.each(STORAGE_KINDS)("document uploads (%s storage)", (kind) => {
  const storage = storageUnderTest(kind);
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ ...(await storage.env()), UPLOAD_MAX_BYTES: String(1024 * 1024) });
    token = await tokenFor(server, "learner");
  });
  afterAll(async () => {
    await server.close();
    await storage.close();
  });

  const upload = (form: FormData, auth: string | null = token) =>
    fetch(`${server.url}/api/document/v1/documents/upload?sxz-lang=en_US`, {
      method: "POST",
      headers: auth ? bearer(auth) : {},
      body: form,
    });

  function form(content: Uint8Array | null, fields: Record<string, string>, fieldsFirst = true): FormData {
    const data = new FormData();
    const addFields = () => Object.entries(fields).forEach(([name, value]) => data.append(name, value));
    if (fieldsFirst) addFields();
    if (content) data.append("file", new Blob([content as Uint8Array<ArrayBuffer>]), "upload.pdf");
    if (!fieldsFirst) addFields();
    return data;
  }

  it("[CL-UP-4] takes the form file, fileName, provider and answers the stored document", async () => {
    const source = bytes(300_000);
    const answer = await json(await upload(form(source, { fileName: "Syllabus 2026.pdf", provider: "local" })));
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({
      fileName: "Syllabus 2026.pdf",
      provider: "local",
      size: source.length,
      sha256: sha256(source),
    });
    const readBack = await fetch(answer.data.staticUrl);
    expect(readBack.headers.get("content-type")).toBe("application/pdf");
    expect(sha256(new Uint8Array(await readBack.arrayBuffer()))).toBe(sha256(source));
  });

  it("accepts the fields after the file too", async () => {
    const answer = await json(await upload(form(bytes(10), { fileName: "late.txt", provider: "local" }, false)));
    expect(answer.data).toMatchObject({ fileName: "late.txt", provider: "local" });
  });

  it("refuses an anonymous upload, a missing file, a missing provider and an oversized file with clear errors", async () => {
    expect((await upload(form(bytes(10), { fileName: "a.pdf", provider: "local" }), null)).status).toBe(401);
    const noFile = await upload(form(null, { fileName: "a.pdf", provider: "local" }));
    expect(noFile.status).toBe(400);
    expect((await json(noFile)).message).toBe("The form has no file field.");
    const noProvider = await upload(form(bytes(10), { fileName: "a.pdf" }));
    expect(noProvider.status).toBe(400);
    expect((await json(noProvider)).message).toMatch(/^The form is not valid: \/provider/);
    const tooBig = await upload(form(bytes(1024 * 1024 + 1), { fileName: "big.pdf", provider: "local" }));
    expect(tooBig.status).toBe(413);
  });
});
