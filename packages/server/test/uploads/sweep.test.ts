import { existsSync, mkdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../../src/testing";
import type { TestServer } from "../../src/testing";
import { createStorage } from "../../src/domain/uploads/storage/create-storage";
import { LocalDiskStorage } from "../../src/domain/uploads/storage/local-disk";
import { partKey } from "../../src/domain/uploads/storage/storage";
import type { UploadStorage } from "../../src/domain/uploads/storage/storage";
import { STORAGE_KINDS, storageUnderTest } from "../support/s3";
import { sweepAbandonedUploads } from "../../src/domain/uploads/sweep";
import { PARTFILE, bearer, bytes, holdsParts, json, partForm, tokenFor } from "./helpers";

const PART = 64 * 1024;
const HOUR = 3600 * 1000;

describe.each(STORAGE_KINDS)("abandoned chunked uploads are swept (%s storage)", (kind) => {
  const storage = storageUnderTest(kind);
  let server: TestServer;
  let token: string;
  let sweepingEverySecond: TestServer;
  beforeAll(async () => {
    // The sweeps these tests run themselves must not meet a scheduled one: that server sweeps hourly.
    server = await startTestServer({ ...(await storage.env()), UPLOAD_SESSION_TTL: "3600" });
    sweepingEverySecond = await startTestServer({
      ...(await storage.env()),
      UPLOAD_SESSION_TTL: "3600",
      UPLOAD_SWEEP_INTERVAL: "1",
    });
    token = await tokenFor(server, "learner");
  });
  afterAll(async () => {
    await server.close();
    await sweepingEverySecond.close();
    await storage.close();
  });
  const opened: UploadStorage[] = [];
  const storeOf = (target: TestServer) => {
    const store = createStorage(target.config.storage, target.config.dataDir);
    opened.push(store);
    return store;
  };
  afterAll(async () => {
    for (const store of opened) await store.close();
  });

  async function startWithOnePart(fileName: string): Promise<string> {
    const init = await fetch(
      `${server.url}${PARTFILE}/initPartUploadTaskByEntity?bucketName=sxz-course&module=video&partSize=${PART}`,
      {
        method: "POST",
        headers: { ...bearer(token), "content-type": "application/json" },
        body: JSON.stringify({ fileName, fileSize: PART * 2 }),
      },
    );
    const uploadId = (await json(init)).data.uploadId as string;
    const part = await fetch(
      `${server.url}${PARTFILE}/open/uploadPart?combine=0&uploadId=${uploadId}&partNumberList=1`,
      { method: "POST", headers: bearer(token), body: partForm(bytes(PART)) },
    );
    expect(part.status).toBe(200);
    return uploadId;
  }
  const listStatus = async (uploadId: string) =>
    (await fetch(`${server.url}${PARTFILE}/listParts?uploadId=${uploadId}`, { headers: bearer(token) })).status;
  const partsFolder = (uploadId: string) => join(server.config.dataDir, "uploads/parts", uploadId);
  const hasParts = (uploadId: string) => holdsParts(server, uploadId);

  /** Makes a session, and its parts, look `ms` older than they are. */
  async function age(uploadId: string, ms: number) {
    const db = server.app.database.db;
    const session = await db
      .selectFrom("upload_sessions")
      .select("updated_at")
      .where("id", "=", uploadId)
      .executeTakeFirstOrThrow();
    await db
      .updateTable("upload_sessions")
      .set({ created_at: Number(session.updated_at) - ms, updated_at: Number(session.updated_at) - ms })
      .where("id", "=", uploadId)
      .execute();
    const parts = await db
      .selectFrom("upload_parts")
      .select(["part_number", "created_at"])
      .where("upload_id", "=", uploadId)
      .execute();
    for (const part of parts) {
      await db
        .updateTable("upload_parts")
        .set({ created_at: Number(part.created_at) - ms })
        .where("upload_id", "=", uploadId)
        .where("part_number", "=", part.part_number)
        .execute();
    }
  }

  it("a session idle past UPLOAD_SESSION_TTL loses its parts and answers 404; a recent one is kept and still combines", async () => {
    const abandoned = await startWithOnePart("abandoned.mp4");
    const recent = await startWithOnePart("recent.mp4");
    await age(abandoned, 2 * HOUR);
    // A part received lately keeps a session alive however old the session is.
    const oldButActive = await startWithOnePart("slow.mp4");
    await age(oldButActive, 2 * HOUR);
    const db = server.app.database.db;
    await db
      .updateTable("upload_parts")
      .set({ created_at: Date.now() })
      .where("upload_id", "=", oldButActive)
      .execute();

    const outcome = await sweepAbandonedUploads(db, storeOf(server), { now: Date.now(), ttlMs: HOUR });
    expect(outcome).toMatchObject({ sessions: 1, parts: 1 });
    expect(await listStatus(abandoned)).toBe(404);
    expect(await hasParts(abandoned)).toBe(false);
    for (const kept of [recent, oldButActive]) {
      expect(await listStatus(kept)).toBe(200);
      expect(await hasParts(kept)).toBe(true);
    }
    const second = await fetch(
      `${server.url}${PARTFILE}/open/uploadPart?combine=0&uploadId=${recent}&partNumberList=2`,
      { method: "POST", headers: bearer(token), body: partForm(bytes(PART)) },
    );
    expect(second.status).toBe(200);
    const combined = await json(
      await fetch(`${server.url}${PARTFILE}/combinePart?uploadId=${recent}`, { headers: bearer(token) }),
    );
    expect(combined.code).toBe(200);
    expect(combined.data.size).toBe(PART * 2);
  });

  it.skipIf(kind !== "local")(
    "folders of parts without a live session and stale temporary files go too, once as old (disk times set by hand)",
    async () => {
      const store = new LocalDiskStorage(server.config.dataDir);
      const orphan = partsFolder(randomUUID());
      const freshOrphan = partsFolder(randomUUID());
      const tmp = join(server.config.dataDir, "uploads/tmp");
      mkdirSync(tmp, { recursive: true });
      for (const folder of [orphan, freshOrphan]) {
        mkdirSync(folder, { recursive: true });
        writeFileSync(join(folder, "1.part"), "x");
      }
      writeFileSync(join(tmp, "stale.tmp"), "x");
      writeFileSync(join(tmp, "fresh.tmp"), "x");
      const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
      utimesSync(orphan, twoHoursAgo, twoHoursAgo);
      utimesSync(join(tmp, "stale.tmp"), twoHoursAgo, twoHoursAgo);

      const outcome = await sweepAbandonedUploads(server.app.database.db, store, { now: Date.now(), ttlMs: HOUR });
      expect(outcome).toMatchObject({ orphanFolders: 1, temporaryFiles: 1 });
      expect(existsSync(orphan)).toBe(false);
      expect(existsSync(freshOrphan)).toBe(true);
      expect(existsSync(join(tmp, "stale.tmp"))).toBe(false);
      expect(existsSync(join(tmp, "fresh.tmp"))).toBe(true);
    },
  );

  it("simple-upload tickets never used are dropped once old and expired; a used one stays readable", async () => {
    const db = server.app.database.db;
    const ticket = async (fileName: string) =>
      (
        await json(
          await fetch(`${server.url}/api/km/v1/file/upload?bucketName=sxz-image&module=review&fileName=${fileName}`, {
            headers: bearer(token),
          }),
        )
      ).data as { uuid: string; url: string; static_url: string };
    const unused = await ticket("never.png");
    const used = await ticket("sent.png");
    expect((await fetch(used.url, { method: "PUT", body: bytes(100) })).status).toBe(200);
    await db
      .updateTable("stored_files")
      .set({ created_at: Date.now() - 2 * HOUR })
      .where("uuid", "in", [unused.uuid, used.uuid])
      .execute();
    const fresh = await ticket("later.png");

    const outcome = await sweepAbandonedUploads(db, storeOf(server), { now: Date.now(), ttlMs: HOUR });
    expect(outcome.unusedTickets).toBe(1);
    const remaining = await db
      .selectFrom("stored_files")
      .select("uuid")
      .where("uuid", "in", [unused.uuid, used.uuid, fresh.uuid])
      .execute();
    expect(remaining.map((row) => row.uuid).sort()).toEqual([used.uuid, fresh.uuid].sort());
    expect((await fetch(used.static_url)).status).toBe(200);
  });

  it("parts in storage whose session is gone are removed once older than the TTL; a live session's parts stay", async () => {
    const store = storeOf(server);
    const orphan = randomUUID();
    await store.write(partKey(orphan, 1), Readable.from([Buffer.from("left behind")]), { maxBytes: 100 });
    const live = await startWithOnePart("live.mp4");
    // Seen from two hours ahead every object is old; only the live session (its rows moved along) keeps its parts.
    const later = Date.now() + 2 * HOUR;
    await server.app.database.db
      .updateTable("upload_sessions")
      .set({ updated_at: later })
      .where("id", "=", live)
      .execute();
    await server.app.database.db
      .updateTable("upload_parts")
      .set({ created_at: later })
      .where("upload_id", "=", live)
      .execute();
    const outcome = await sweepAbandonedUploads(server.app.database.db, store, { now: later, ttlMs: HOUR });
    expect(outcome.orphanFolders).toBeGreaterThanOrEqual(1);
    expect(await hasParts(orphan)).toBe(false);
    expect(await hasParts(live)).toBe(true);
  });

  it("the server sweeps on its own every UPLOAD_SWEEP_INTERVAL seconds", async () => {
    const hourly = server;
    server = sweepingEverySecond;
    token = await tokenFor(server, "learner");
    try {
      const uploadId = await startWithOnePart("forgotten.mp4");
      const kept = await startWithOnePart("current.mp4");
      await age(uploadId, 2 * HOUR);
      await expect.poll(() => listStatus(uploadId), { timeout: 5000, interval: 200 }).toBe(404);
      // The row goes first (so no client is told of parts already deleted), the folder right after.
      await expect.poll(() => hasParts(uploadId), { timeout: 2000, interval: 50 }).toBe(false);
      expect(await listStatus(kept)).toBe(200);
    } finally {
      server = hourly;
    }
  });
});
