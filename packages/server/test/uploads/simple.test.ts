import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { putSignature } from "../../src/domain/uploads/signing";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { STORAGE_KINDS, storageUnderTest } from "../support/s3";
import { bearer, bytes, json, sha256, tokenFor } from "./helpers";

describe.each(STORAGE_KINDS)("simple uploads (%s storage)", (kind) => {
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

  const ticket = async (query = "bucketName=sxz-image&fileName=photo.png&module=avatar") =>
    fetch(`${server.url}/api/km/v1/file/upload?${query}&sxz-lang=en_US`, { headers: bearer(token) });

  it("[CL-UP-1] gives a signed url, uuid, signature, headers and static_url; the PUT stores the bytes read back at static_url", async () => {
    const answer = await json(await ticket());
    expect(answer.code).toBe(200);
    const data = answer.data;
    expect(data).toMatchObject({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      signature: expect.any(String),
      headers: { "Content-Type": "application/octet-stream" },
    });
    expect(data.url).toMatch(new RegExp(`^${server.url}/api/km/v1/file/put/${data.uuid}\\?expires=\\d+&signature=`));
    expect(data.static_url).toContain(data.uuid);

    const source = bytes(200_000);
    const put = await fetch(data.url, { method: "PUT", headers: data.headers, body: source });
    expect(put.status).toBe(200);
    expect((await json(put)).data).toMatchObject({
      uuid: data.uuid,
      size: source.length,
      sha256: sha256(source),
      fileName: "photo.png",
    });

    const readBack = await fetch(data.static_url);
    expect(readBack.status).toBe(200);
    expect(readBack.headers.get("content-type")).toBe("image/png");
    expect(sha256(new Uint8Array(await readBack.arrayBuffer()))).toBe(sha256(source));
  });

  it("needs an access token for the ticket", async () => {
    expect((await fetch(`${server.url}/api/km/v1/file/upload?bucketName=sxz-image&fileName=a.png`)).status).toBe(401);
  });

  it("refuses a bucket or module that is not allowed with 901100007", async () => {
    const body = await json(await ticket("bucketName=secret&fileName=a.png"));
    expect(body.code).toBe(901100007);
    expect((await json(await ticket("bucketName=sxz-image&fileName=a.png&module=video"))).code).toBe(901100007);
  });

  it("stores each signed url once; a forged or expired signature is refused", async () => {
    const { data } = await json(await ticket());
    expect((await fetch(data.url, { method: "PUT", headers: data.headers, body: bytes(10) })).status).toBe(200);
    const second = await fetch(data.url, {
      method: "PUT",
      headers: { ...data.headers, "sxz-lang": "en_US" },
      body: bytes(10),
    });
    expect(second.status).toBe(409);
    expect((await json(second)).message).toBe("This upload link was already used.");

    const fresh = (await json(await ticket())).data;
    const forged = fresh.url.replace(/signature=[^&]+/, "signature=AAAA");
    expect((await fetch(forged, { method: "PUT", body: bytes(10) })).status).toBe(403);
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = `${server.url}/api/km/v1/file/put/${fresh.uuid}?expires=${past}&signature=${putSignature(server.config.tokenSecret, fresh.uuid, past)}`;
    const expiredAnswer = await fetch(expired, { method: "PUT", headers: { "sxz-lang": "en_US" }, body: bytes(10) });
    expect(expiredAnswer.status).toBe(403);
    expect((await json(expiredAnswer)).message).toBe("The upload link has expired; ask for a new one.");
  });

  it("refuses a body over UPLOAD_MAX_BYTES with 413, and the same url can then be used for a proper file", async () => {
    const { data } = await json(await ticket());
    const tooBig = await fetch(data.url, { method: "PUT", headers: data.headers, body: bytes(1024 * 1024 + 1) });
    expect(tooBig.status).toBe(413);
    const fine = await fetch(data.url, { method: "PUT", headers: data.headers, body: bytes(1000) });
    expect(fine.status).toBe(200);
  });

  it("accepts any content type on the PUT without parsing it", async () => {
    const { data } = await json(await ticket("bucketName=sxz-image&fileName=data.json"));
    const body = JSON.stringify({ not: "parsed" });
    const put = await fetch(data.url, { method: "PUT", headers: { "content-type": "application/json" }, body });
    expect(put.status).toBe(200);
    expect(await (await fetch(data.static_url)).text()).toBe(body);
  });

  it("reads byte ranges back (video seeking), and answers 416 outside the file", async () => {
    const { data } = await json(await ticket("bucketName=sxz-course&fileName=clip.mp4&module=video"));
    const source = bytes(1000);
    await fetch(data.url, { method: "PUT", headers: data.headers, body: source });
    const middle = await fetch(data.static_url, { headers: { range: "bytes=100-199" } });
    expect(middle.status).toBe(206);
    expect(middle.headers.get("content-range")).toBe("bytes 100-199/1000");
    expect(new Uint8Array(await middle.arrayBuffer())).toEqual(source.subarray(100, 200));
    const tail = await fetch(data.static_url, { headers: { range: "bytes=-10" } });
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(source.subarray(990));
    const outside = await fetch(data.static_url, { headers: { range: "bytes=5000-" } });
    expect(outside.status).toBe(416);
    await outside.arrayBuffer();
    const whole = await fetch(data.static_url);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.headers.get("content-security-policy")).toContain("sandbox");
    expect((await whole.arrayBuffer()).byteLength).toBe(1000);
  });

  it("reads a file back only with its signature", async () => {
    const { data } = await json(await ticket());
    await fetch(data.url, { method: "PUT", headers: data.headers, body: bytes(10) });
    const unsigned = `${server.url}/api/km/v1/file/static/${data.uuid}?signature=wrong`;
    expect((await fetch(unsigned)).status).toBe(403);
    const pending = (await json(await ticket())).data;
    expect((await fetch(pending.static_url)).status).toBe(404);
  });
});
