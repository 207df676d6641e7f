import { describe, expect, it } from "vitest";
import { loadableUrl, MalformedAnswerError } from "./read-fields";
import { readModerationResult } from "./moderation";
import { readUploadTicket } from "./upload-ticket";

describe("moderation/v1/content", () => {
  it.each([
    ["a verdict", { message: "block" }, { message: "block" }],
    ["extra fields", { message: "pass", score: 0.1 }, { message: "pass" }],
    ["no verdict", {}, { message: null }],
    ["empty data", null, { message: null }],
  ])("reads %s", (_name, data, expected) => {
    expect(readModerationResult(data)).toEqual(expected);
  });

  it.each([
    ["a verdict as a flag", { message: true }],
    ["data as text", "block"],
  ])("refuses %s", (_name, data) => {
    expect(() => readModerationResult(data)).toThrow(MalformedAnswerError);
  });
});

describe("file/upload ticket", () => {
  const ticket = {
    url: "https://files.example/put?sig=1",
    headers: { "content-type": "image/png" },
    static_url: "/files/a.png",
    uuid: "u",
    extra: 1,
  };
  it("reads what sending needs, headers none when omitted", () => {
    expect(readUploadTicket(ticket)).toEqual({ url: ticket.url, headers: ticket.headers, static_url: "/files/a.png" });
    expect(readUploadTicket({ ...ticket, headers: null })).toEqual({
      url: ticket.url,
      headers: {},
      static_url: "/files/a.png",
    });
  });

  it.each([
    ["empty data", null],
    ["no URL", { ...ticket, url: undefined }],
    ["an empty URL", { ...ticket, url: "" }],
    ["no file URL", { ...ticket, static_url: null }],
    ["headers as a list", { ...ticket, headers: ["a"] }],
    ["a header as a number", { ...ticket, headers: { "content-length": 5 } }],
  ])("refuses %s", (_name, data) => {
    expect(() => readUploadTicket(data)).toThrow(MalformedAnswerError);
  });
});

describe("URLs a page may load", () => {
  it.each([
    ["https://cdn.example/a.png", "https://cdn.example/a.png"],
    ["HTTP://cdn.example/a.png", "HTTP://cdn.example/a.png"],
    ["/files/a.png", "/files/a.png"],
    ["//cdn.example/a.png", "//cdn.example/a.png"],
    ["javascript:alert(1)", ""],
    [" JavaScript:alert(1)", ""],
    ["data:image/svg+xml,<svg onload=alert(1)>", ""],
    ["vbscript:x", ""],
    ["/\\evil.example", ""],
    ["a.png", ""],
    [null, ""],
  ])("%s → %s", (given, expected) => {
    expect(loadableUrl(given)).toBe(expected);
  });
});
