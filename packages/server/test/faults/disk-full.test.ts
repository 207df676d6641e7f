// A real full disk: DATA_DIR on a small tmpfs (where this machine lets the suite mount one), filled to the last
// block while the server runs. Where mounting is not allowed, the suite skips visibly; write-faults.test.ts covers the
// same answers with SQLite's own size cap and a bucket that stops answering.
import { spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readdirSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer, logLines, signIn, spawnServer } from "./helpers";
import type { FaultServer } from "./helpers";

const mountPoint = mkdtempSync(join(tmpdir(), "sxz-full-"));
const mounted =
  process.getuid?.() === 0 && spawnSync("mount", ["-t", "tmpfs", "-o", "size=48m", "tmpfs", mountPoint]).status === 0;
afterAll(() => {
  if (mounted) spawnSync("umount", ["-l", mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

/** Writes a file until the disk refuses another byte (bounded: the tmpfs is 48 MiB). */
function fillDisk(file: string): void {
  const fd = openSync(file, "w");
  try {
    for (const size of [1024 * 1024, 4096, 512]) {
      const block = Buffer.alloc(size, 1);
      for (let written = 0; written < 64 * 1024 * 1024; written += size) {
        try {
          writeSync(fd, block);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
          break;
        }
      }
    }
  } finally {
    closeSync(fd);
  }
}

async function readiness(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${url}/api/health/ready`);
  return { status: response.status, body: await response.json() };
}

const SCORE = "/api/universal/v1/score";

beforeAll(() => buildServer(), 120_000);
describe.skipIf(!mounted)(
  `a full disk under DATA_DIR (${mounted ? "tmpfs" : "skipped: this machine does not let the suite mount a tmpfs"})`,
  () => {
    it("an upload and a review write answer 507, logged once with the cause; readiness says degraded; nothing half-written stays; writes work again once space is freed", async () => {
      let server: FaultServer | undefined;
      try {
        server = await spawnServer({ DATA_DIR: mountPoint, DATABASE_URL: "", LOG_LEVEL: "info" });
        await server.waitForReadiness(200);
        const token = await signIn(server.url, "learner");
        const auth = { authorization: `Bearer ${token}`, "sxz-lang": "en_US" };
        const ticket = async () =>
          (
            (await (
              await fetch(`${server!.url}/api/km/v1/file/upload?bucketName=sxz-image&fileName=a.png&module=avatar`, {
                headers: auth,
              })
            ).json()) as { data: { url: string } }
          ).data.url;
        const putTo = (url: string) =>
          fetch(url, {
            method: "PUT",
            headers: { "content-type": "application/octet-stream", "sxz-lang": "en_US" },
            body: new Uint8Array(256 * 1024).fill(7),
          });
        expect((await putTo(await ticket())).status).toBe(200);
        const link = await ticket();
        const put = () => putTo(link);
        const review = (content: string) =>
          fetch(`${server!.url}${SCORE}/giveScore`, {
            method: "POST",
            headers: { ...auth, "content-type": "application/json" },
            body: JSON.stringify({ resourceId: "disk-full", moduleId: "course", score: 4, content }),
          });

        // The write-ahead log folded into the database and emptied, so the next write needs new blocks.
        const direct = new SQLite(join(mountPoint, "sxz.sqlite"));
        expect(direct.pragma("wal_checkpoint(TRUNCATE)")).toEqual([expect.objectContaining({ busy: 0 })]);
        direct.close();
        fillDisk(join(mountPoint, "filler"));

        const upload = await put();
        expect(upload.status).toBe(507);
        expect(upload.headers.get("retry-after")).toBe("60");
        expect(await upload.json()).toMatchObject({ code: 500, fault: "disk-full", retryAfterSeconds: 60 });
        expect(readdirSync(join(mountPoint, "uploads", "tmp"))).toEqual([]);
        const refused = await review("Written on a full disk");
        expect(refused.status).toBe(507);
        expect(await refused.json()).toMatchObject({ code: 500, fault: "disk-full" });
        expect(await readiness(server.url)).toEqual({ status: 200, body: { status: "degraded", writes: "disk-full" } });
        // Reads are served meanwhile.
        expect((await fetch(`${server.url}${SCORE}/queryMsgCountProportions?resourceId=course-intro`)).status).toBe(
          200,
        );

        rmSync(join(mountPoint, "filler"));
        expect(await readiness(server.url)).toEqual({ status: 200, body: { status: "ok" } });
        expect((await review("Written once there was room")).status).toBe(200);
        expect((await put()).status).toBe(200);

        const output = server.output();
        const failing = logLines(output, "writes failing");
        expect(failing).toHaveLength(1);
        expect(failing[0]).toMatchObject({ fault: "disk-full", cause: expect.stringMatching(/ENOSPC|SQLITE_FULL/) });
        expect(logLines(output, "writes succeed again")).toHaveLength(1);
        expect(logLines(output, "unhandled error")).toEqual([]);
        expect(output).not.toContain("cannot rollback");
        server.child.kill("SIGTERM");
        expect(await server.exited).toBe(0);
      } finally {
        await server?.kill();
      }
    }, 60_000);
  },
);
