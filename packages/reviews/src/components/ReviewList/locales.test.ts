import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@sxz/contract";
import type { ListMessages, ListPartMessages, ListStartMessages } from "../../i18n/list-messages";

// The list's texts of a language: those shown at start (list.ts) and those of the editors and confirmation (list-parts.ts).
const starts = import.meta.glob<{ default: ListStartMessages }>("../../i18n/locales/*/list.ts", { eager: true });
const parts = import.meta.glob<{ default: ListPartMessages }>("../../i18n/locales/*/list-parts.ts", { eager: true });
function listTexts(language: string): ListMessages | undefined {
  const start = starts[`../../i18n/locales/${language}/list.ts`]?.default;
  const part = parts[`../../i18n/locales/${language}/list-parts.ts`]?.default;
  return start && part ? { ...start, ...part } : undefined;
}

function placeholders(value: unknown): string[] {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();
}

describe("list texts", () => {
  const english = listTexts("en_US")!;

  it("[RW-3] every one of the 12 languages has every list text with the same placeholders", () => {
    for (const language of LANGUAGES) {
      const messages = listTexts(language);
      expect(messages, language).toBeDefined();
      for (const [key, value] of Object.entries(english)) {
        const translated = (messages as unknown as Record<string, unknown>)[key];
        expect(translated, `${language}.${key}`).toBeTruthy();
        if (key === "headerCount" || key === "likeName") continue;
        expect(placeholders(translated), `${language}.${key}`).toEqual(placeholders(value));
      }
    }
  });

  it("languages other than English are translated, not copied", () => {
    for (const language of LANGUAGES.filter((l) => l !== "en_US")) {
      const messages = listTexts(language)!;
      expect(messages.loadMore, language).not.toBe(english.loadMore);
      expect(messages.deleteReviewTitle, language).not.toBe(english.deleteReviewTitle);
    }
  });
});
