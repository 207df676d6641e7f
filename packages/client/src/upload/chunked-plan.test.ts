import { UPLOAD_LIMITS } from "@sxz/contract";
import { describe, expect, it } from "vitest";
import { chunkedPlan, heldParts, missingParts, partRange } from "./chunked-plan";

const file = (size: number, name?: string) => Object.assign(new Blob([new Uint8Array(size)]), name ? { name } : {});

describe("a chunked upload's plan", () => {
  it("[CL-UP-3] takes the call's options over the uploader's defaults, and the platform's part size without either", () => {
    const plan = chunkedPlan(
      { partSize: 10, concurrency: 5, retry: { retries: 1, baseDelayMs: 9 } },
      file(25, "a.mp4"),
      {
        bucketName: "b",
        module: "m",
        concurrency: 0,
        retry: { retries: 2 },
      },
    );
    expect(plan).toMatchObject({
      partSize: 10,
      partCount: 3,
      total: 25,
      concurrency: 1,
      fileName: "a.mp4",
      resumable: true,
      stallTimeoutMs: 60_000,
    });
    expect(plan.retry).toEqual({ retries: 2, baseDelayMs: 9 });
    const bare = chunkedPlan(undefined, file(1), {
      bucketName: "b",
      module: "m",
      fileName: "shown.bin",
      resumable: false,
    });
    expect(bare).toMatchObject({
      partSize: UPLOAD_LIMITS.defaultPartSize,
      partCount: 1,
      concurrency: 3,
      fileName: "shown.bin",
      resumable: false,
    });
    expect(chunkedPlan(undefined, file(1), { bucketName: "b", module: "m" }).fileName).toBe("file");
  });

  it("[CL-UP-3] counts a part the server holds only when it holds all of its bytes, and sends the rest in order", () => {
    expect([1, 2, 3].map((n) => partRange(n, 10, 25))).toEqual([
      { start: 0, end: 10 },
      { start: 10, end: 20 },
      { start: 20, end: 25 },
    ]);
    const held = heldParts(
      [
        { partNumber: 1, size: 10 },
        { partNumber: 2, size: 7 },
        { partNumber: 3, size: 5 },
      ],
      10,
      25,
    );
    expect([...held]).toEqual([
      [1, 10],
      [3, 5],
    ]);
    expect(missingParts(3, held)).toEqual([2]);
    expect(heldParts([{ partNumber: 3, size: 10 }], 10, 25).size).toBe(0);
  });
});
