import { describe, expect, it, vi } from "vitest";
import { loadOnUse } from "./load-on-use";

describe("loadOnUse, the kit's one on-demand loader", () => {
  it("imports once and starts once, however many callers ask before and after the import is in", async () => {
    const importChunk = vi.fn(async () => ({ make: () => ({ id: 1 }) }));
    const start = vi.fn((chunk: { make(): { id: number } }) => chunk.make());
    const service = loadOnUse(importChunk, start);
    const [a, b] = await Promise.all([service(), service()]);
    const c = await service();
    expect(a).toBe(b);
    expect(c).toBe(a);
    expect(importChunk).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("forgets a failed import: the callers of that attempt get its error, the next use imports again", async () => {
    const importChunk = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("chunk not fetched"))
      .mockResolvedValueOnce("chunk");
    const service = loadOnUse(importChunk, (chunk) => `${chunk} started`);
    const failed = await Promise.allSettled([service(), service()]);
    expect(failed.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    expect(importChunk).toHaveBeenCalledTimes(1);
    await expect(service()).resolves.toBe("chunk started");
    await expect(service()).resolves.toBe("chunk started");
    expect(importChunk).toHaveBeenCalledTimes(2);
  });
});
