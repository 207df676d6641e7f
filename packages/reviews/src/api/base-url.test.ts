import { describe, expect, it } from "vitest";
import { resolveAgainstBase, withBaseUrl } from "./base-url";
import type { RequestConfig } from "./request";

describe("the API's address for hosts on another origin", () => {
  it.each([
    [
      "/api/universal/v1/score/general",
      "https://learn.example.com",
      "https://learn.example.com/api/universal/v1/score/general",
    ],
    [
      "/api/universal/v1/score/general",
      "https://learn.example.com/",
      "https://learn.example.com/api/universal/v1/score/general",
    ],
    [
      "/api/universal/v1/score/general",
      "https://example.com/platform/",
      "https://example.com/platform/api/universal/v1/score/general",
    ],
    ["api/km/v1/file/upload", "https://learn.example.com", "https://learn.example.com/api/km/v1/file/upload"],
    // A signed storage address already names its origin.
    [
      "https://files.example.com/sxz-image/a.png?signature=x",
      "https://learn.example.com",
      "https://files.example.com/sxz-image/a.png?signature=x",
    ],
    ["//files.example.com/a.png", "https://learn.example.com", "//files.example.com/a.png"],
  ])("%s against %s → %s", (url, base, expected) => {
    expect(resolveAgainstBase(url, base)).toBe(expected);
  });

  it("withBaseUrl hands the host's request function the whole call with the absolute address", async () => {
    const seen: RequestConfig[] = [];
    const request = withBaseUrl(async (config) => {
      seen.push(config);
      return { status: 200, data: { code: 200, data: null } };
    }, "https://learn.example.com");
    await request({
      method: "GET",
      url: "/api/universal/v1/score/general",
      params: { resourceId: "r" },
      headers: { "sxz-lang": "en_US" },
    });
    expect(seen).toEqual([
      {
        method: "GET",
        url: "https://learn.example.com/api/universal/v1/score/general",
        params: { resourceId: "r" },
        headers: { "sxz-lang": "en_US" },
      },
    ]);
  });
});
