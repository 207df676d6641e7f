import { describe, expect, it } from "vitest";
import { INTERPOLATION_CASES, LANGUAGE_CASES, PLURAL_FORM_CASES } from "@sxz/contract/rule-cases";
import { fill, plural } from "./format";
import { resolveLanguage } from "./language";

// The widget runs the shared rules' tables through its own entry points, so it picks the same language and
// formats messages the same way as the client layer, the demo and the server.
describe("the shared language and message rules, through the widget", () => {
  it.each(LANGUAGE_CASES)("[RW-3] $name", ({ sources, expected }) => {
    const search = typeof sources.query === "string" ? `?sxz-lang=${encodeURIComponent(sources.query)}` : "";
    const cookie = typeof sources.cookie === "string" ? `other=1; language=${encodeURIComponent(sources.cookie)}` : "";
    expect(resolveLanguage(sources.explicit as string | undefined, search, cookie)).toBe(expected);
  });

  it("[RW-3] reads the page's language cookie", () => {
    document.cookie = "language=en; path=/";
    try {
      expect(resolveLanguage(null, "")).toBe("en_US");
    } finally {
      document.cookie = "language=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
    }
  });

  it.each(INTERPOLATION_CASES)("interpolation: $name", ({ template, params, expected }) => {
    expect(fill(template, params)).toBe(expected);
  });

  it.each(PLURAL_FORM_CASES)("plural form: $name", ({ language, forms, count, expected }) => {
    expect(plural(language, forms, count, { count: "{count}" })).toBe(expected);
  });
});
