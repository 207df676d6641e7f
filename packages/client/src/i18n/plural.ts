// Plural categories come from the contract's shared rule (Intl.PluralRules, else built-in CLDR rules).
export { builtInPluralCategory, pluralCategory } from "@sxz/contract";
export type { PluralCategory } from "@sxz/contract";
