// The chunk `plurals.ts` loads on runtimes without Intl plural rules for the widget's language.
export { builtInPluralCategory } from "@sxz/contract";
