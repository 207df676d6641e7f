import { describe, expect, it } from "vitest";
import { chunkBySize, endpointOf, EXIT_CHUNK_BYTES, msgTypeOf, utf8Bytes } from "./endpoints";

describe("tracking endpoints and chunks", () => {
  it("[CL-API-3] the authenticated and the open endpoint, with their message types and batch variants", () => {
    expect([endpointOf("user", false), msgTypeOf("user")]).toEqual(["/api/message/v1/event", "tracking"]);
    expect([endpointOf("open", false), msgTypeOf("open")]).toEqual(["/api/message/v1/open/event", "tracking_open"]);
    expect(endpointOf("user", true)).toBe("/api/message/v1/event/batch");
    expect(endpointOf("open", true)).toBe("/api/message/v1/open/event/batch");
  });

  it("page-exit chunks stay within 60 KB of UTF-8 bodies, counting multi-byte text", () => {
    const events = Array.from({ length: 200 }, (_, i) => ({ eventCode: `课程.${i}`, page: "页".repeat(400) }));
    const chunks = chunkBySize(events, 100, EXIT_CHUNK_BYTES, (event) => utf8Bytes(JSON.stringify(event)));
    expect(chunks.flat()).toHaveLength(200);
    for (const chunk of chunks) {
      const body = JSON.stringify({ msgType: "tracking_open", msgContent: chunk });
      expect(utf8Bytes(body)).toBeLessThanOrEqual(EXIT_CHUNK_BYTES);
    }
    expect(chunks.length).toBeGreaterThan(4);
  });
});
