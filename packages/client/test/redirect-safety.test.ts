import { describe, expect, it } from "vitest";
import { isLegalRedirect, safeRedirectTarget } from "../src";

const policy = { origin: "https://good.example", base: "https://good.example/a/b?x=1", allowedHosts: ["academy.partner.example.com", "learn.sxz.example.com:8443"] };

const legal = [
  "/",
  "/course/1?tab=reviews#top",
  "/课程/1",
  "https://good.example/",
  "https://good.example/path?x=1&y=2",
  "https://academy.partner.example.com/course/1",
  "https://learn.sxz.example.com:8443/",
  "mailto:support@good.example",
  "MAILTO:support@good.example?subject=help",
  // Relative references resolve against the page (https://good.example/a/b?x=1) and stay on its origin.
  "course/42",
  "?tab=reviews",
  "#top",
  "./course/42",
  "../course/42",
  "../../../course/42",
  "evil.com",
  ".//x",
];

const hostile = [
  "//evil.com",
  "//evil.com/path",
  "/\\evil.com",
  "\\\\evil.com",
  "\\/evil.com",
  "/\\/evil.com",
  "https://good.example@evil.com",
  "https://user:pass@good.example/",
  "https://evil.com",
  "https://good.example.evil.com/",
  "http://evil.com\\@good.example/",
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  "JAVASCRIPT:alert(1)",
  "jAvAsCrIpT:alert(1)",
  " javascript:alert(1)",
  "\tjavascript:alert(1)",
  "\njavascript:alert(1)",
  "\u0000javascript:alert(1)",
  "\u001fjavascript:alert(1)",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "\u00a0javascript:alert(1)",
  "\ufeffjavascript:alert(1)",
  "javascript&colon;alert(1)",
  "&#106;avascript:alert(1)",
  "&#x6A;avascript:alert(1)",
  "&#0000106avascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "DATA:text/html;base64,PHNjcmlwdD4=",
  "vbscript:msgbox(1)",
  "VBScript:msgbox(1)",
  "https://good.example//evil.com",
  "https://good.example//evil.com/x",
  "/%2F%2Fevil.com",
  "/%2f%5cevil.com",
  "https:evil.com",
  "http:/evil.com",
  "http:evil.com",
  "evil.com:80/x",
  "..//evil.com",
  "x/../..//evil.com",
  " /course/1",
  "course/1 ",
  "ftp://good.example/",
  "",
  "   ",
  "https://good.example/\r\nSet-Cookie:x=1",
];

describe("[CL-VAL-5] login redirect targets", () => {
  it.each(legal)("[CL-VAL-5] accepts %j", (url) => {
    expect(isLegalRedirect(url, policy)).toBe(true);
  });

  it.each(hostile)("[CL-VAL-5] rejects %j", (url) => {
    expect(isLegalRedirect(url, policy)).toBe(false);
  });

  it("[CL-VAL-5] rejects non-strings and falls back to the site's home", () => {
    expect(isLegalRedirect(undefined, policy)).toBe(false);
    expect(isLegalRedirect({ toString: () => "/" }, policy)).toBe(false);
    expect(safeRedirectTarget("//evil.com", policy)).toBe("/");
    expect(safeRedirectTarget("/course/1", policy)).toBe("/course/1");
  });

  it("[CL-VAL-5] a relative target is given back resolved against the page, so it means the same on any page", () => {
    expect(safeRedirectTarget("course/42", policy)).toBe("/a/course/42");
    expect(safeRedirectTarget("?tab=reviews", policy)).toBe("/a/b?tab=reviews");
    expect(safeRedirectTarget("#top", policy)).toBe("/a/b?x=1#top");
    expect(safeRedirectTarget("../../course/42", policy)).toBe("/course/42");
    expect(safeRedirectTarget("https://good.example/x", policy)).toBe("https://good.example/x");
    expect(safeRedirectTarget("..//evil.com", policy)).toBe("/");
    // Without the page's address, relative targets resolve against the origin's root.
    expect(safeRedirectTarget("course/42", { origin: policy.origin })).toBe("/course/42");
    // A page address on another origin is never used as the base.
    expect(safeRedirectTarget("course/42", { origin: policy.origin, base: "https://evil.example/x/" })).toBe("/course/42");
  });

  it("[CL-VAL-5] auth.isLegalRedirect resolves against the current page", async () => {
    const { resetPage, testClient } = await import("./support/page");
    resetPage("/courses/7?sxz-lang=en_US");
    const client = testClient({ readConfig: async () => undefined });
    expect(await client.auth.isLegalRedirect("course/42")).toBe(true);
    expect(await client.auth.safeRedirectTarget("reviews?page=2")).toBe("/courses/reviews?page=2");
    expect(await client.auth.isLegalRedirect("?tab=reviews")).toBe(true);
    expect(await client.auth.isLegalRedirect("//evil.com")).toBe(false);
    client.dispose();
  });

  it("[CL-VAL-5] a sunset host is not allowed once it leaves the configured list", () => {
    expect(isLegalRedirect("https://academy.partner.example.com/", { origin: policy.origin })).toBe(false);
  });
});
