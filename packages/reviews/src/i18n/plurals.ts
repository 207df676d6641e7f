import { intlPluralCategory } from "@sxz/contract";
import type { Language, PluralCategory } from "@sxz/contract";
import { loadPart } from "../part";

type PluralRules = (language: Language, n: number) => PluralCategory;

// The contract's CLDR rules, for runtimes whose Intl has no plural rules for a language (older WebViews): fetched
// with that language's texts, so the widget's file does not carry them for the runtimes that never need them.
let builtIn: PluralRules | null = null;
const loadBuiltIn = loadPart(() => import("./built-in-plurals"));

/** Loads the built-in plural rules unless this runtime's Intl has rules for `language`. Never rejects. */
export function preparePlurals(language: Language): Promise<void> {
  if (builtIn || intlPluralCategory(language, 1) !== null) return Promise.resolve();
  return loadBuiltIn().then(
    (module) => {
      builtIn = module.builtInPluralCategory;
    },
    // Not fetched (the network): "other" forms until a later language load tries again.
    () => {},
  );
}

/**
 * The plural category of `n` in `language`: Intl's, else the built-in rules. Texts a host passed itself may render
 * before those rules are in: they ask for them and show the `other` form meanwhile.
 */
export function pluralCategoryOf(language: Language, n: number): PluralCategory {
  const category = intlPluralCategory(language, n) ?? builtIn?.(language, n);
  if (category) return category;
  void preparePlurals(language);
  return "other";
}
