import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Each test loads the widget's i18n modules afresh: the Intl rules and the built-in rules are kept per page.
const fresh = async () => {
  vi.resetModules();
  const [format, load, plurals] = await Promise.all([import("./format"), import("./load"), import("./plurals")]);
  return { ...format, ...load, ...plurals };
};

const APPLES = { one: "{count} яблоко", few: "{count} яблока", many: "{count} яблок", other: "{count} яблока" };

describe("plural forms on runtimes with and without Intl plural rules", () => {
  const realPluralRules = Intl.PluralRules;
  const builtInLoaded = vi.fn();

  beforeEach(() => {
    builtInLoaded.mockClear();
    vi.doMock("./built-in-plurals", async () => {
      builtInLoaded();
      return vi.importActual("./built-in-plurals");
    });
  });

  afterEach(() => {
    Object.defineProperty(Intl, "PluralRules", { value: realPluralRules, configurable: true, writable: true });
    vi.doUnmock("./built-in-plurals");
  });

  const withoutIntlPlurals = () =>
    Object.defineProperty(Intl, "PluralRules", { value: undefined, configurable: true, writable: true });

  it("with Intl's rules the widget never fetches the built-in ones, and Russian still has its few and many forms", async () => {
    const { loadStartMessages, plural } = await fresh();
    await loadStartMessages("ru_RU");
    expect(plural("ru_RU", APPLES, 3)).toBe("3 яблока");
    expect(plural("ru_RU", APPLES, 5)).toBe("5 яблок");
    expect(plural("ru_RU", APPLES, 21)).toBe("21 яблоко");
    expect(builtInLoaded).not.toHaveBeenCalled();
  });

  it("without Intl.PluralRules the built-in CLDR rules come with the language's texts, before they show", async () => {
    withoutIntlPlurals();
    const { loadStartMessages, plural } = await fresh();
    await loadStartMessages("ru_RU");
    expect(builtInLoaded).toHaveBeenCalledTimes(1);
    expect(plural("ru_RU", APPLES, 3)).toBe("3 яблока");
    expect(plural("ru_RU", APPLES, 5)).toBe("5 яблок");
    expect(plural("ru_RU", APPLES, 21)).toBe("21 яблоко");
    expect(plural("ar_SA", { zero: "none", two: "two", other: "{count}" }, 2)).toBe("two");
  });

  it("texts a host gave itself, shown before the rules are in, use the other form and ask for the rules once", async () => {
    withoutIntlPlurals();
    const { plural, preparePlurals } = await fresh();
    expect(plural("ru_RU", APPLES, 5)).toBe("5 яблока");
    expect(plural("pl_PL", APPLES, 5)).toBe("5 яблока");
    await preparePlurals("ru_RU");
    expect(builtInLoaded).toHaveBeenCalledTimes(1);
    expect(plural("ru_RU", APPLES, 5)).toBe("5 яблок");
  });
});
