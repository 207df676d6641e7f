import { LANGUAGES } from "@sxz/contract";
import { LANGUAGE_CASES } from "@sxz/contract/rule-cases";
import { afterEach, describe, expect, it } from "vitest";
import { normalizeLanguage, resolveLanguage, textDirection } from "./languages";

afterEach(() => {
  document.cookie = "language=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
  history.replaceState(null, "", "/");
});

describe("language resolution", () => {
  it.each(LANGUAGE_CASES)("[CL-RT-8] the shared language rule: $name", ({ sources, expected }) => {
    const search = typeof sources.query === "string" ? `?sxz-lang=${encodeURIComponent(sources.query)}` : "";
    expect(
      resolveLanguage({
        explicit: sources.explicit as string | undefined,
        search,
        cookie: sources.cookie as string | undefined,
      }),
    ).toBe(expected);
  });

  it("[CL-K-2] supports exactly the 12 languages and defaults to zh_CN", () => {
    expect(LANGUAGES).toEqual([
      "zh_CN",
      "en_US",
      "es_ES",
      "ru_RU",
      "ar_SA",
      "de_DE",
      "pl_PL",
      "tr_TR",
      "fr_FR",
      "pt_BR",
      "ko_KR",
      "ja_JP",
    ]);
    expect(resolveLanguage({ search: "", cookie: undefined })).toBe("zh_CN");
    for (const code of LANGUAGES) expect(normalizeLanguage(code)).toBe(code);
  });

  it("[CL-K-2] the language cookie maps cn to zh_CN and en to en_US", () => {
    expect(resolveLanguage({ search: "", cookie: "cn" })).toBe("zh_CN");
    expect(resolveLanguage({ search: "", cookie: "en" })).toBe("en_US");
    expect(resolveLanguage({ search: "", cookie: "ja_JP" })).toBe("ja_JP");
    expect(resolveLanguage({ search: "", cookie: "klingon" })).toBe("zh_CN");
  });

  it("[CL-RT-8] the sxz-lang parameter wins over the cookie", () => {
    expect(resolveLanguage({ search: "?sxz-lang=ar_SA", cookie: "en" })).toBe("ar_SA");
    expect(resolveLanguage({ search: "?sxz-lang=de-de", cookie: "en" })).toBe("de_DE");
    expect(resolveLanguage({ search: "?sxz-lang=xx_YY", cookie: "en" })).toBe("en_US");
  });

  it("reads the current page address and document cookie by default", () => {
    document.cookie = "language=en; path=/";
    expect(resolveLanguage()).toBe("en_US");
    history.replaceState(null, "", "/page?sxz-lang=ko_KR");
    expect(resolveLanguage()).toBe("ko_KR");
  });

  it("Arabic is written right to left, the other languages left to right", () => {
    expect(textDirection("ar_SA")).toBe("rtl");
    for (const code of LANGUAGES.filter((c) => c !== "ar_SA")) expect(textDirection(code)).toBe("ltr");
  });
});
