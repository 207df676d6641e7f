import { describe, expect, it } from "vitest";
import { dateTimeFormat, numberFormat, relativeTimeFormat } from "./intl-formats";

describe("Intl formatters are built once per locale and options", () => {
  it("the same locale and options give the same formatter; another locale or option another one", () => {
    const percent = numberFormat("ar-SA", { style: "percent", maximumFractionDigits: 1 });
    expect(numberFormat("ar-SA", { style: "percent", maximumFractionDigits: 1 })).toBe(percent);
    expect(numberFormat("fr-FR", { style: "percent", maximumFractionDigits: 1 })).not.toBe(percent);
    expect(numberFormat("ar-SA", { style: "percent", maximumFractionDigits: 2 })).not.toBe(percent);
    expect(percent.format(0.735)).toBe(
      new Intl.NumberFormat("ar-SA", { style: "percent", maximumFractionDigits: 1 }).format(0.735),
    );
  });

  it("number, relative-time and date formatters of the same locale are kept apart", () => {
    const relative = relativeTimeFormat(Intl.RelativeTimeFormat, "en-US", { numeric: "auto" });
    expect(relativeTimeFormat(Intl.RelativeTimeFormat, "en-US", { numeric: "auto" })).toBe(relative);
    expect(relative.format(-1, "day")).toBe("yesterday");
    const date = dateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" });
    expect(date).toBeInstanceOf(Intl.DateTimeFormat);
    expect(numberFormat("en-US", {})).toBeInstanceOf(Intl.NumberFormat);
  });
});
