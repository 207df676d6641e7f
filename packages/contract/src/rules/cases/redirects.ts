// The redirect rule's table of cases (CL-VAL-5). The client layer, the demo and the server run it through their own
// entry points, so a target one side refuses is refused by every side.
import type { RedirectPolicy } from "../redirects";

/** The page the cases are judged on: its origin, its address, and the hosts it may also send people to. */
export const REDIRECT_CASE_POLICY: RedirectPolicy = {
  origin: "https://good.example",
  base: "https://good.example/a/b?x=1",
  allowedHosts: ["academy.partner.example.com", "learn.sxz.example.com:8443"],
};

/** Targets every side accepts on that page (the server takes only absolute http(s) addresses: see isAbsoluteHttp). */
export const LEGAL_REDIRECTS: readonly string[] = [
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

/** Targets every side refuses: other hosts, protocol-relative, backslashes, userinfo, controls, entities, scripts. */
export const HOSTILE_REDIRECTS: readonly string[] = [
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

/** [target, where a legal target leads once resolved against the page] (CL-VAL-5). */
export const RESOLVED_REDIRECTS: readonly (readonly [string, string])[] = [
  ["course/42", "/a/course/42"],
  ["?tab=reviews", "/a/b?tab=reviews"],
  ["#top", "/a/b?x=1#top"],
  ["../../course/42", "/course/42"],
  ["https://good.example/x", "https://good.example/x"],
  ["..//evil.com", "/"],
  ["//evil.com", "/"],
  ["/course/1", "/course/1"],
];

/** Absolute http(s) text, the only form the server's third-party login takes as its return address. */
export function isAbsoluteHttp(target: string): boolean {
  return /^https?:\/\//i.test(target);
}
