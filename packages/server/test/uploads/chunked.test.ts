import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { STORAGE_KINDS, storageUnderTest } from "../support/s3";
import { fileKey, partKey } from "../../src/domain/uploads/storage/storage";
import { PARTFILE, bearer, bytes, holdsParts, json, partForm, sha256, storedObject, tokenFor } from "./helpers";

const PART = 64 * 1024;

describe.each(STORAGE_KINDS)("chunked uploads (%s storage)", (kind) => {
  const storage = storageUnderTest(kind);
  let server: TestServer;
  let token: string;
  let otherToken: string;
  beforeAll(async () => {
    server = await startTestServer({ ...(await storage.env()), UPLOAD_MAX_BYTES: String(10 * 1024 * 1024) });
    token = await tokenFor(server, "learner");
    otherToken = await tokenFor(server, "learner2");
  });
  afterAll(async () => {
    await server.close();
    await storage.close();
  });

  async function init(
    fileName: string,
    fileSize?: number,
    query = `bucketName=sxz-course&module=video&partSize=${PART}`,
    auth = token,
  ) {
    return fetch(`${server.url}${PARTFILE}/initPartUploadTaskByEntity?${query}&sxz-lang=en_US`, {
      method: "POST",
      headers: { ...bearer(auth), "content-type": "application/json" },
      body: JSON.stringify(fileSize === undefined ? { fileName } : { fileName, fileSize }),
    });
  }
  async function start(fileName: string, fileSize?: number): Promise<string> {
    const body = await json(await init(fileName, fileSize));
    expect(body.code).toBe(200);
    return body.data.uploadId as string;
  }
  const sendPart = (
    uploadId: string,
    partNumber: number,
    content: Uint8Array,
    auth: string | null = token,
    lang = "en_US",
  ) =>
    fetch(
      `${server.url}${PARTFILE}/open/uploadPart?combine=0&uploadId=${uploadId}&partNumberList=${partNumber}&sxz-lang=${lang}`,
      {
        method: "POST",
        headers: auth ? bearer(auth) : {},
        body: partForm(content),
      },
    );
  const combine = (uploadId: string, auth = token) =>
    fetch(`${server.url}${PARTFILE}/combinePart?uploadId=${uploadId}&sxz-lang=en_US`, { headers: bearer(auth) });
  const list = (uploadId: string, auth = token) =>
    fetch(`${server.url}${PARTFILE}/listParts?uploadId=${uploadId}`, { headers: bearer(auth) });
  const abort = (uploadId: string, auth = token) =>
    fetch(`${server.url}${PARTFILE}/abortPartUpload?uploadId=${uploadId}`, { method: "POST", headers: bearer(auth) });

  it("[CL-UP-2] init, parts, combine: uuid, staticUrl and signature, and the stored bytes are the sent bytes", async () => {
    const source = bytes(PART * 2 + 1000);
    const uploadId = await start("lecture.mp4", source.length);
    // Parts may arrive in any order and at the same time; the file is joined in part order.
    const answers = await Promise.all(
      [3, 1, 2].map((n) => sendPart(uploadId, n, source.subarray((n - 1) * PART, n * PART))),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    const result = await json(await combine(uploadId));
    expect(result.code).toBe(200);
    expect(result.data).toMatchObject({ fileName: "lecture.mp4", size: source.length, sha256: sha256(source) });
    expect(result.data.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.data.signature).toEqual(expect.any(String));
    const readBack = await fetch(result.data.staticUrl);
    expect(readBack.status).toBe(200);
    expect(sha256(new Uint8Array(await readBack.arrayBuffer()))).toBe(sha256(source));
    // The parts are gone once combined.
    expect(await holdsParts(server, uploadId)).toBe(false);
  });

  it("[CL-ERR-5] init answers 901100007 with a clear message for a bucket or module that is not allowed", async () => {
    const badBucket = await json(await init("a.mp4", 10, `bucketName=nope&module=video&partSize=${PART}`));
    expect(badBucket.code).toBe(901100007);
    expect(badBucket.message).toBe('Uploads to bucket "nope" and module "video" are not allowed.');
    const badModule = await json(await init("a.mp4", 10, `bucketName=sxz-course&module=avatar&partSize=${PART}`));
    expect(badModule.code).toBe(901100007);
  });

  it("[CL-ERR-5] init answers 901100007 when the declared size is over UPLOAD_MAX_BYTES", async () => {
    const body = await json(await init("huge.mp4", 10 * 1024 * 1024 + 1));
    expect(body.code).toBe(901100007);
    expect(body.message).toBe(
      `The file is too large: ${10 * 1024 * 1024 + 1} bytes, the limit is ${10 * 1024 * 1024} bytes.`,
    );
  });

  it("init takes the body as a form too (fileName, fileSize)", async () => {
    const response = await fetch(
      `${server.url}${PARTFILE}/initPartUploadTaskByEntity?bucketName=sxz-course&module=video&partSize=${PART}`,
      {
        method: "POST",
        headers: { ...bearer(token), "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ fileName: "form.mp4", fileSize: String(PART + 1) }).toString(),
      },
    );
    const body = await json(response);
    expect(body.code).toBe(200);
    expect(body.data.partCount).toBe(2);
  });

  it("init answers the message in the request's language (zh_CN by default)", async () => {
    const response = await fetch(
      `${server.url}${PARTFILE}/initPartUploadTaskByEntity?bucketName=nope&module=video&partSize=${PART}`,
      {
        method: "POST",
        headers: { ...bearer(token), "content-type": "application/json" },
        body: JSON.stringify({ fileName: "a" }),
      },
    );
    expect((await json(response)).message).toBe("不允许上传到存储桶“nope”的模块“video”。");
  });

  it("refuses malformed init requests with 400, never 500", async () => {
    for (const query of [
      "bucketName=sxz-course&module=video&partSize=10",
      "bucketName=sxz-course&module=video",
      "bucketName=../x&module=video&partSize=2048",
    ]) {
      const response = await init("a", 10, query);
      expect(response.status).toBe(400);
    }
    const noName = await fetch(
      `${server.url}${PARTFILE}/initPartUploadTaskByEntity?bucketName=sxz-course&module=video&partSize=${PART}`,
      {
        method: "POST",
        headers: { ...bearer(token), "content-type": "application/json" },
        body: "{}",
      },
    );
    expect(noName.status).toBe(400);
  });

  it("asks for an access token on every step", async () => {
    const uploadId = await start("a.bin", 100);
    expect((await init("a", 10, undefined, "not-a-token")).status).toBe(401);
    expect((await sendPart(uploadId, 1, bytes(100), null)).status).toBe(401);
    expect((await fetch(`${server.url}${PARTFILE}/combinePart?uploadId=${uploadId}`)).status).toBe(401);
    expect((await fetch(`${server.url}${PARTFILE}/listParts?uploadId=${uploadId}`)).status).toBe(401);
    expect(
      (await fetch(`${server.url}${PARTFILE}/abortPartUpload?uploadId=${uploadId}`, { method: "POST" })).status,
    ).toBe(401);
  });

  it("lets only the session's owner add parts, list, combine or cancel", async () => {
    const uploadId = await start("mine.bin", 100);
    expect((await sendPart(uploadId, 1, bytes(100), otherToken)).status).toBe(403);
    expect((await list(uploadId, otherToken)).status).toBe(403);
    expect((await combine(uploadId, otherToken)).status).toBe(403);
    expect((await abort(uploadId, otherToken)).status).toBe(403);
    expect(((await json(await list(uploadId))).data.parts as unknown[]).length).toBe(0);
  });

  it("takes a part sent twice once (idempotent per part number)", async () => {
    const source = bytes(PART + 10);
    const uploadId = await start("twice.bin", source.length);
    const first = source.subarray(0, PART);
    expect((await sendPart(uploadId, 1, first)).status).toBe(200);
    expect((await sendPart(uploadId, 1, first)).status).toBe(200);
    expect((await sendPart(uploadId, 2, source.subarray(PART))).status).toBe(200);
    const state = await json(await list(uploadId));
    expect(state.data.parts).toEqual([
      { partNumber: 1, size: PART },
      { partNumber: 2, size: 10 },
    ]);
    expect((await json(await combine(uploadId))).data.sha256).toBe(sha256(source));
  });

  it("checks part sizes: exact when the file size was declared, at most the part size otherwise", async () => {
    const declared = await start("declared.bin", PART + 10);
    const short = await json(await sendPart(declared, 1, bytes(PART - 1)));
    expect(short.code).toBe(400);
    expect(short.message).toBe(`Part 1 must be ${PART} bytes, but ${PART - 1} bytes arrived.`);
    const tooBig = await sendPart(declared, 2, bytes(11));
    expect(tooBig.status).toBe(413);
    const beyond = await json(await sendPart(declared, 3, bytes(10)));
    expect(beyond.message).toBe("Part 3 is beyond the end of the file, which has 2 parts.");

    const undeclared = await start("undeclared.bin");
    const over = await sendPart(undeclared, 1, bytes(PART + 1));
    expect(over.status).toBe(413);
    expect((await json(over)).message).toBe(`Part 1 is larger than its allowed ${PART} bytes.`);
    expect(((await json(await list(undeclared))).data.parts as unknown[]).length).toBe(0);
  });

  it("[CL-VAL-7] a part without data is refused with 上传异常", async () => {
    const uploadId = await start("empty.bin");
    const empty = await json(await sendPart(uploadId, 1, new Uint8Array(0), token, "zh_CN"));
    expect(empty.code).toBe(400);
    expect(empty.message).toBe("上传异常");
  });

  it("refuses a part request that is not a multipart form with 400", async () => {
    const uploadId = await start("form.bin", 10);
    const response = await fetch(
      `${server.url}${PARTFILE}/open/uploadPart?combine=0&uploadId=${uploadId}&partNumberList=1`,
      {
        method: "POST",
        headers: { ...bearer(token), "content-type": "application/json" },
        body: JSON.stringify({ file: "x" }),
      },
    );
    expect(response.status).toBe(400);
    const noFile = new FormData();
    noFile.append("other", "value");
    const missing = await fetch(
      `${server.url}${PARTFILE}/open/uploadPart?combine=0&uploadId=${uploadId}&partNumberList=1&sxz-lang=en_US`,
      {
        method: "POST",
        headers: bearer(token),
        body: noFile,
      },
    );
    expect(missing.status).toBe(400);
    expect((await json(missing)).message).toBe("The form has no file field.");
  });

  it("combining with parts missing names them, and works once they arrive; combining again answers the same file", async () => {
    const source = bytes(PART * 3);
    const uploadId = await start("gaps.bin", source.length);
    await sendPart(uploadId, 2, source.subarray(PART, PART * 2));
    const incomplete = await json(await combine(uploadId));
    expect(incomplete.code).toBe(400);
    expect(incomplete.message).toBe("The upload is incomplete: parts 1, 3 are missing.");
    await sendPart(uploadId, 1, source.subarray(0, PART));
    await sendPart(uploadId, 3, source.subarray(PART * 2));
    const done = await json(await combine(uploadId));
    expect(done.data.sha256).toBe(sha256(source));
    const again = await json(await combine(uploadId));
    expect(again.data.uuid).toBe(done.data.uuid);
    const state = await json(await list(uploadId));
    expect(state.data).toMatchObject({ status: "done", parts: [], file: { uuid: done.data.uuid } });
    expect((await sendPart(uploadId, 1, source.subarray(0, PART))).status).toBe(409);
  });

  it("without a declared size, every part but the last must be the full part size", async () => {
    const uploadId = await start("uneven.bin");
    await sendPart(uploadId, 1, bytes(100));
    await sendPart(uploadId, 2, bytes(100));
    const uneven = await json(await combine(uploadId));
    expect(uneven.code).toBe(400);
    expect(uneven.message).toBe(`Part 1 has 100 bytes; every part but the last must have ${PART} bytes.`);
  });

  it("lists the parts the server holds, for resuming", async () => {
    const uploadId = await start("resume.bin", PART * 3);
    await sendPart(uploadId, 3, bytes(PART));
    await sendPart(uploadId, 1, bytes(PART));
    const state = await json(await list(uploadId));
    expect(state.data).toMatchObject({
      uploadId,
      fileName: "resume.bin",
      fileSize: PART * 3,
      partSize: PART,
      status: "open",
      parts: [
        { partNumber: 1, size: PART },
        { partNumber: 3, size: PART },
      ],
      file: null,
    });
  });

  it("cancelling deletes the parts from storage and database; the session is gone after", async () => {
    const uploadId = await start("cancel.bin", PART * 2);
    await sendPart(uploadId, 1, bytes(PART));
    expect(await storedObject(server, partKey(uploadId, 1))).toBeDefined();
    const cancelled = await json(await abort(uploadId));
    expect(cancelled.data).toEqual({ uploadId, deletedParts: 1 });
    expect(await holdsParts(server, uploadId)).toBe(false);
    expect((await list(uploadId)).status).toBe(404);
    expect((await sendPart(uploadId, 2, bytes(PART))).status).toBe(404);
  });

  it("never uses a client's names as paths: traversal in ids is refused, file names are labels only", async () => {
    const traversal = await fetch(`${server.url}${PARTFILE}/listParts?uploadId=../../token-secret`, {
      headers: bearer(token),
    });
    expect(traversal.status).toBe(400);
    const uploadId = await start("../../../../etc/evil.sh", 5);
    await sendPart(uploadId, 1, bytes(5));
    const done = await json(await combine(uploadId));
    expect(done.data.fileName).toBe("../../../../etc/evil.sh");
    expect(await storedObject(server, fileKey(done.data.uuid as string))).toMatchObject({ size: 5 });
    expect(existsSync(join(server.config.dataDir, "etc"))).toBe(false);
    // Read back as a download, never as a page of this origin.
    const readBack = await fetch(done.data.staticUrl);
    expect(readBack.headers.get("content-type")).toBe("application/octet-stream");
    expect(readBack.headers.get("content-disposition")).toMatch(/^attachment/);
    expect((await readBack.arrayBuffer()).byteLength).toBe(5);
  });
});
