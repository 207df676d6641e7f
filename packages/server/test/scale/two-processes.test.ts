import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../src/testing";
import type { TestDatabase } from "../../src/testing";
import { bearer, login, refresh, tokenRequest } from "../support/http";
import { startS3Server } from "../support/s3";
import type { S3TestServer } from "../support/s3";
import { startServerProcess } from "../support/server-process";
import type { ServerProcess } from "../support/server-process";
import { PARTFILE, bytes, partForm, sha256 } from "../uploads/helpers";

/**
 * Scale-out: two real server processes behind an imagined load balancer, on one PostgreSQL database and one
 * S3 bucket, with the same secret and rate limits kept in the database. Nothing is shared but those: each
 * process has its own data folder and its own memory.
 */

const PART = 1024 * 1024;

describe.skipIf(!process.env.TEST_DATABASE_URL)("two server processes on one PostgreSQL and one bucket", () => {
  let database: TestDatabase;
  let s3: S3TestServer;
  let first: ServerProcess;
  let second: ServerProcess;
  beforeAll(async () => {
    database = await createTestDatabase();
    s3 = await startS3Server();
    const env = {
      DATABASE_URL: database.databaseUrl ?? "",
      ...(await s3.bucketEnv()),
      TOKEN_SECRET: randomBytes(32).toString("hex"),
      RATE_LIMIT_STORE: "database",
      LOGIN_FAILURES_PER_MINUTE: "10",
      LOGIN_RATE_LIMIT_PER_MINUTE: "100000",
      UPLOAD_MAX_BYTES: String(64 * PART),
    };
    // One after the other: the first migrates and seeds the new database, the second finds it ready.
    first = await startServerProcess(env);
    second = await startServerProcess(env);
  }, 240_000);
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await s3?.close();
    await database?.drop();
  });

  it("a chunked upload whose parts go alternately to the two processes combines to the right SHA-256, readable from both", async () => {
    const { access_token: token } = await login(first.url, "learner");
    // Over 8 MiB, so the combined file is written to the bucket as a multipart upload.
    const source = bytes(9 * PART + 1000);
    const parts = Math.ceil(source.length / PART);
    const init = await fetch(
      `${first.url}${PARTFILE}/initPartUploadTaskByEntity?bucketName=sxz-course&module=video&partSize=${PART}`,
      {
        method: "POST",
        headers: { ...bearer(token), "content-type": "application/json" },
        body: JSON.stringify({ fileName: "lecture.mp4", fileSize: source.length }),
      },
    );
    const uploadId = ((await init.json()) as { data: { uploadId: string } }).data.uploadId;
    for (let n = 1; n <= parts; n++) {
      const server = n % 2 === 1 ? first : second;
      const sent = await fetch(
        `${server.url}${PARTFILE}/open/uploadPart?combine=0&uploadId=${uploadId}&partNumberList=${n}`,
        {
          method: "POST",
          headers: bearer(token),
          body: partForm(source.subarray((n - 1) * PART, n * PART)),
        },
      );
      expect(sent.status, `part ${n} on ${server.url}`).toBe(200);
    }
    const listed = (await (
      await fetch(`${first.url}${PARTFILE}/listParts?uploadId=${uploadId}`, { headers: bearer(token) })
    ).json()) as { data: { parts: unknown[] } };
    expect(listed.data.parts).toHaveLength(parts);

    const combined = (await (
      await fetch(`${second.url}${PARTFILE}/combinePart?uploadId=${uploadId}`, { headers: bearer(token) })
    ).json()) as {
      code: number;
      data: { size: number; sha256: string; uuid: string; staticUrl: string };
    };
    expect(combined.code).toBe(200);
    expect(combined.data).toMatchObject({ size: source.length, sha256: sha256(source) });
    const path = new URL(combined.data.staticUrl).pathname + new URL(combined.data.staticUrl).search;
    for (const server of [first, second]) {
      const readBack = await fetch(`${server.url}${path}`);
      expect(readBack.status).toBe(200);
      expect(sha256(new Uint8Array(await readBack.arrayBuffer()))).toBe(sha256(source));
    }
  });

  it("a refresh done on one process replays on the other within the grace window: the same successor, the family intact", async () => {
    const signedIn = await login(first.url, "admin");
    const rotated = await refresh(first.url, signedIn.refresh_token);
    expect(rotated.status).toBe(200);
    const successor = ((await rotated.json()) as { refresh_token: string; access_token: string }).refresh_token;
    const replayed = await refresh(second.url, signedIn.refresh_token);
    expect(replayed.status).toBe(200);
    const again = (await replayed.json()) as { refresh_token: string; access_token: string };
    expect(again.refresh_token).toBe(successor);
    // The access token one process issued works on the other.
    expect((await fetch(`${first.url}/api/accounts/users/me`, { headers: bearer(again.access_token) })).status).toBe(
      200,
    );
    expect((await fetch(`${second.url}/api/accounts/users/me`, { headers: bearer(again.access_token) })).status).toBe(
      200,
    );
  });

  it("the login budget is counted across both: 10 wrong passwords split over the two, the 11th attempt is refused on either", async () => {
    const attempt = (server: ServerProcess, password: string) =>
      tokenRequest(server.url, { grant_type: "password", username: "learner2", password });
    for (let n = 0; n < 10; n++) expect((await attempt(n % 2 === 0 ? first : second, "wrong")).status).toBe(401);
    for (const server of [first, second]) {
      const refused = await attempt(server, "learner2");
      expect(refused.status).toBe(429);
    }
  });
});
