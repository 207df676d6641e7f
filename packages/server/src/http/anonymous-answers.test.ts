import { describe, expect, it } from "vitest";
import { negotiateEncoding } from "./anonymous-answers";

describe("negotiateEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=0.8, gzip;q=0.8", "br"],
    ["x-gzip", "gzip"],
    ["*", "br"],
    ["*;q=0.3, br;q=0", "gzip"],
    ["GZIP", "gzip"],
    ["br;q=0, gzip;q=0", undefined],
    ["identity", undefined],
    ["deflate, zstd", undefined],
    ["", undefined],
    ["br;q=nonsense", undefined],
  ])("answers %j in %s", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
