import { describe, expect, it } from "vitest";
import { formatNumber, formatPercent } from "./format";

describe("figures in the UI language's own digits", () => {
  it("a percentage keeps one decimal and puts the sign where the language does", () => {
    expect(formatPercent("en_US", 73.5)).toBe("73.5%");
    expect(formatPercent("en_US", 95)).toBe("95%");
    expect(formatPercent("fr_FR", 73.5)).toMatch(/^73,5\s%$/u);
    expect(formatPercent("de_DE", 73.5)).toMatch(/^73,5\s%$/u);
  });

  it("Arabic shows every figure in one digit system, the sign after the number", () => {
    const percent = formatPercent("ar_SA", 73.5);
    const count = formatNumber("ar_SA", 1234);
    const digitSystems = (text: string) => ({ latin: /[0-9]/.test(text), arabicIndic: /[\u0660-\u0669]/.test(text) });
    expect(digitSystems(percent)).toEqual(digitSystems(count));
    expect(percent.indexOf("٪")).toBeGreaterThan(percent.indexOf("٧"));
  });

  it("an average keeps the fraction digits asked for", () => {
    expect(formatNumber("en_US", 4.25, 1)).toBe("4.3");
    expect(formatNumber("en_US", 4.26)).toBe("4.26");
  });
});
