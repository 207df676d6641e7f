import { describe, expect, it } from "vitest";
import { INTERPOLATION_CASES, PLURAL_CASES, PLURAL_FORM_CASES } from "./cases";
import { interpolate } from "./messages";
import { builtInPluralCategory, pluralCategory, pluralForm } from "./plural-rules";

describe("messages", () => {
  it.each(INTERPOLATION_CASES)("interpolation: $name", ({ template, params, expected }) => {
    expect(interpolate(template, params)).toBe(expected);
  });

  it.each(PLURAL_CASES)("plural of %s %d is %s, built in and through Intl alike", (language, n, category) => {
    expect(builtInPluralCategory(language, n)).toBe(category);
    expect(pluralCategory(language, n)).toBe(category);
  });

  it.each(PLURAL_FORM_CASES)("plural form: $name", ({ language, forms, count, expected }) => {
    expect(pluralForm(language, forms, count)).toBe(expected);
  });
});
