import { describe, expect, it } from "vitest";
import { prepareFormats } from "./prepare-formats";
import { numberFormat } from "./intl-formats";
import { formatPercent } from "./format";

describe("prepareFormats", () => {
  it("builds the formatters of the language's figures beforehand: the render then uses the kept ones", () => {
    prepareFormats("ar_SA");
    // The kept percent formatter of ar-SA is the one formatPercent uses: same instance, same text.
    const kept = numberFormat("ar-SA", { style: "percent", maximumFractionDigits: 1 });
    expect(formatPercent("ar_SA", 73.5)).toBe(kept.format(0.735));
    expect(numberFormat("ar-SA", { style: "percent", maximumFractionDigits: 1 })).toBe(kept);
  });

  it("never throws for any of the widget's languages", () => {
    for (const language of [
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
    ] as const) {
      expect(() => prepareFormats(language)).not.toThrow();
    }
  });
});
