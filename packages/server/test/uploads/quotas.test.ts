import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES } from "@sxz/contract";
import { ConfigError, loadConfig } from "../../src/config";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { PARTFILE, bearer, bytes, json, partForm, tokenFor } from "./helpers";

/**
 * One user may hold only so much open at once: UPLOAD_MAX_OPEN_SESSIONS unfinished chunked uploads and
 * UPLOAD_MAX_PENDING_TICKETS simple-upload links waiting for their files. Past that, 901100007 (HTTP 409) with a
 * message naming the limit; finishing or cancelling frees room. Concurrent requests never overshoot.
 */

const PART = 2048;

describe("upload quotas", () => {
  let server: TestServer;
  let learner: string;
  let other: string;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer({
      UPLOAD_MAX_OPEN_SESSIONS: "3",
      UPLOAD_MAX_PENDING_TICKETS: "3",
      UPLOAD_MAX_BYTES: String(PART * 4),
    });
    learner = await tokenFor(server, "learner");
    other = await tokenFor(server, "learner2");
    admin = await tokenFor(server, "admin");
  });
  afterAll(async () => server.close());

  const init = (token: string, lang = "en_US", fileSize?: number) =>
    fetch(
      `${server.url}${PARTFILE}/initPartUploadTaskByEntity?bucketName=sxz-course&module=video&partSize=${PART}&sxz-lang=${lang}`,
      {
        method: "POST",
        headers: { ...bearer(token), "content-type": "application/json" },
        body: JSON.stringify(fileSize === undefined ? { fileName: "clip.mp4" } : { fileName: "clip.mp4", fileSize }),
      },
    );
  const ticket = (token: string, lang = "en_US") =>
    fetch(`${server.url}/api/km/v1/file/upload?bucketName=sxz-image&module=review&fileName=a.png&sxz-lang=${lang}`, {
      headers: bearer(token),
    });
  const sendPart = (token: string, uploadId: string, partNumber: number, content: Uint8Array) =>
    fetch(
      `${server.url}${PARTFILE}/open/uploadPart?combine=0&uploadId=${uploadId}&partNumberList=${partNumber}&sxz-lang=en_US`,
      { method: "POST", headers: bearer(token), body: partForm(content) },
    );

  it("[CL-ERR-5] a user's unfinished chunked uploads stop at UPLOAD_MAX_OPEN_SESSIONS with 901100007 and a message; cancelling or combining frees room", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const answer = await json(await init(learner));
      expect(answer.code).toBe(200);
      ids.push(answer.data.uploadId);
    }
    const refused = await init(learner);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toEqual({
      code: 901100007,
      data: null,
      message: "You already have 3 unfinished uploads, the most allowed at once. Finish or cancel one, then try again.",
    });
    // Another user is not affected.
    expect((await json(await init(other))).code).toBe(200);

    const aborted = await fetch(`${server.url}${PARTFILE}/abortPartUpload?uploadId=${ids[0]}`, {
      method: "POST",
      headers: bearer(learner),
    });
    expect(aborted.status).toBe(200);
    expect((await json(await init(learner))).code).toBe(200);
    expect((await init(learner)).status).toBe(409);

    expect((await sendPart(learner, ids[1]!, 1, bytes(100))).status).toBe(200);
    const combined = await fetch(`${server.url}${PARTFILE}/combinePart?uploadId=${ids[1]}`, {
      headers: bearer(learner),
    });
    expect(combined.status).toBe(200);
    expect((await json(await init(learner))).code).toBe(200);
  });

  it("[CL-ERR-5] simple-upload links waiting for their files stop at UPLOAD_MAX_PENDING_TICKETS; a stored file frees its place", async () => {
    const urls: Array<{ url: string; headers: Record<string, string> }> = [];
    for (let i = 0; i < 3; i += 1) {
      const answer = await json(await ticket(learner));
      expect(answer.code).toBe(200);
      urls.push(answer.data);
    }
    const refused = await ticket(learner);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toEqual({
      code: 901100007,
      data: null,
      message:
        "You already have 3 upload links waiting for their files, the most allowed at once. Use them, or try again in 15 minutes.",
    });
    expect((await json(await ticket(other))).code).toBe(200);
    const put = await fetch(urls[0]!.url, { method: "PUT", headers: urls[0]!.headers, body: bytes(64) });
    expect(put.status).toBe(200);
    expect((await json(await ticket(learner))).code).toBe(200);
    expect((await ticket(learner)).status).toBe(409);
  });

  it("twenty concurrent requests of one user never overshoot either quota", async () => {
    const sessions = await Promise.all(Array.from({ length: 20 }, () => init(admin)));
    expect(sessions.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(sessions.filter((answer) => answer.status === 409)).toHaveLength(17);
    const tickets = await Promise.all(Array.from({ length: 20 }, () => ticket(admin)));
    expect(tickets.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(tickets.filter((answer) => answer.status === 409)).toHaveLength(17);
    const db = server.app.database.db;
    const open = await db
      .selectFrom("upload_sessions")
      .select("id")
      .where("user_id", "=", "user-admin")
      .where("status", "in", ["open", "combining"])
      .execute();
    const pending = await db
      .selectFrom("stored_files")
      .select("uuid")
      .where("user_id", "=", "user-admin")
      .where("status", "=", "pending")
      .execute();
    expect(open).toHaveLength(3);
    expect(pending).toHaveLength(3);
  });

  it("the quota messages exist in all 12 languages", async () => {
    const english = (await json(await init(learner, "en_US"))).message;
    const seen = new Set<string>();
    for (const language of LANGUAGES) {
      const answer = await json(await init(learner, language));
      expect(answer.code, language).toBe(901100007);
      expect(answer.message, language).toContain("3");
      if (language !== "en_US") expect(answer.message, language).not.toBe(english);
      seen.add(answer.message);
      const tickets = await json(await ticket(learner, language));
      expect(tickets.code, language).toBe(901100007);
      if (language !== "en_US") expect(tickets.message, language).not.toContain("upload links waiting");
    }
    expect(seen.size).toBe(LANGUAGES.length);
  });

  it("a session without a declared size cannot grow past UPLOAD_MAX_BYTES", async () => {
    const token = await tokenFor(server, "learner2");
    const uploadId = (await json(await init(token))).data.uploadId as string;
    // UPLOAD_MAX_BYTES is four parts: part 4 is the last that fits, part 5 would start past the limit.
    expect((await sendPart(token, uploadId, 4, bytes(PART))).status).toBe(200);
    const beyond = await sendPart(token, uploadId, 5, bytes(10));
    expect(beyond.status).toBe(400);
    expect(await json(beyond)).toEqual({
      code: 901100007,
      data: null,
      message: `Part 5 would take the file past the ${PART * 4}-byte limit.`,
    });
    const parts = await server.app.database.db
      .selectFrom("upload_parts")
      .select("part_number")
      .where("upload_id", "=", uploadId)
      .execute();
    expect(parts.map((part) => Number(part.part_number))).toEqual([4]);
  });
});

it("UPLOAD_MAX_OPEN_SESSIONS and UPLOAD_MAX_PENDING_TICKETS are validated at start", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "sxz-config-"));
  try {
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({ uploadMaxOpenSessions: 20, uploadMaxPendingTickets: 50 });
    for (const [name, value] of [
      ["UPLOAD_MAX_OPEN_SESSIONS", "0"],
      ["UPLOAD_MAX_OPEN_SESSIONS", "many"],
      ["UPLOAD_MAX_PENDING_TICKETS", "-5"],
      ["UPLOAD_MAX_PENDING_TICKETS", "10001"],
    ] as const) {
      expect(() => loadConfig({ DATA_DIR: dataDir, [name]: value }), `${name}=${value}`).toThrow(ConfigError);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
