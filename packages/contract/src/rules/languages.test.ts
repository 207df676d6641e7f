import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../constants/languages";
import { DIRECTION_CASES, LANGUAGE_CASES } from "./cases";
import {
  languageCookie,
  languageInQuery,
  languageTag,
  normalizeLanguage,
  resolveLanguage,
  textDirection,
} from "./languages";

describe("language resolution", () => {
  it.each(LANGUAGE_CASES)("[CL-K-2] $name", ({ sources, expected }) => {
    expect(resolveLanguage(sources)).toBe(expected);
  });

  it("[RW-3] every supported code names itself, in any case and with either separator", () => {
    for (const code of LANGUAGES) {
      expect(normalizeLanguage(code)).toBe(code);
      expect(normalizeLanguage(code.toLowerCase().replace("_", "-"))).toBe(code);
    }
  });

  it.each(DIRECTION_CASES)("[RW-3] %s is laid out %s", (language, direction) => {
    expect(textDirection(language)).toBe(direction);
  });

  it("reads the parameter from a query string and the cookie from a cookie header", () => {
    expect(languageInQuery("?a=1&sxz-lang=en_US")).toBe("en_US");
    expect(languageInQuery("")).toBeNull();
    expect(languageCookie("a=1; language=cn; b=2")).toBe("cn");
    expect(languageCookie("languages=en; xlanguage=en")).toBeUndefined();
    expect(languageCookie("language=%E0%A4%A")).toBeUndefined();
    expect(languageCookie(undefined)).toBeUndefined();
  });

  it("gives the BCP 47 tag", () => {
    expect(languageTag("zh_CN")).toBe("zh-CN");
  });
});
