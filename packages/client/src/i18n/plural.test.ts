import { LANGUAGES } from "@sxz/contract";
import { afterEach, describe, expect, it } from "vitest";
import { createI18n } from "./i18n";
import { builtInPluralCategory, pluralCategory } from "./plural";

const realPluralRules = Intl.PluralRules;
afterEach(() => {
  Object.defineProperty(Intl, "PluralRules", { value: realPluralRules, configurable: true, writable: true });
});

const samples = [
  ...Array.from({ length: 230 }, (_, i) => i),
  1000,
  1001,
  1_000_000,
  2_000_000,
  1.5,
  0.5,
  2.25,
  21,
  111,
  1012,
];

describe("plural forms", () => {
  it("the built-in rules agree with Intl.PluralRules for all 12 languages", () => {
    const mismatches: string[] = [];
    for (const code of LANGUAGES) {
      const intl = new Intl.PluralRules(code.replace("_", "-"));
      for (const n of samples) {
        const expected = intl.select(n);
        const actual = builtInPluralCategory(code, n);
        if (expected !== actual) mismatches.push(`${code} ${n}: ${actual} ≠ ${expected}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("choose the right form where Intl.PluralRules is missing", async () => {
    Object.defineProperty(Intl, "PluralRules", { value: undefined, configurable: true, writable: true });
    expect(pluralCategory("ru_RU", 3)).toBe("few");
    const en = createI18n({ language: "en_US" });
    expect(en.t("imagePickLimit", { count: 1 })).toBe("You can choose up to 1 image.");
    expect(en.t("imagePickLimit", { count: 9 })).toBe("You can choose up to 9 images.");
    const pl = createI18n({ language: "pl_PL" });
    await pl.ready;
    expect(pl.t("imagePickLimit", { count: 3 })).toBe("Możesz wybrać maksymalnie 3 obrazy.");
    expect(pl.t("imagePickLimit", { count: 5 })).toBe("Możesz wybrać maksymalnie 5 obrazów.");
    const ar = createI18n({ language: "ar_SA" });
    await ar.ready;
    expect(ar.t("imagePickLimit", { count: 2 })).toBe("يمكنك اختيار صورتين كحد أقصى.");
  });

  it("unknown placeholders stay visible and a missing form falls back to other", () => {
    const zh = createI18n({ language: "zh_CN" });
    expect(zh.t("imagePickLimit", { count: 1 })).toBe("最多可选择 1 张图片");
    expect(zh.t("bridgeUnsupported", { environment: "web" })).toBe("当前环境（web）暂不支持 {api}");
  });
});
