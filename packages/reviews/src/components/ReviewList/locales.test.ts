import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@sxz/contract";
import type { ListMessages } from "./messages";

const modules = import.meta.glob<{ default: ListMessages }>("../../i18n/locales/*/list.ts", { eager: true });

function placeholders(value: unknown): string[] {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();
}

describe("list texts", () => {
  const english = modules["../../i18n/locales/en_US/list.ts"]!.default;

  it("[RW-3] every one of the 12 languages has every list text with the same placeholders", () => {
    for (const language of LANGUAGES) {
      const messages = modules[`../../i18n/locales/${language}/list.ts`]?.default;
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
      const messages = modules[`../../i18n/locales/${language}/list.ts`]!.default;
      expect(messages.loadMore, language).not.toBe(english.loadMore);
      expect(messages.deleteReviewTitle, language).not.toBe(english.deleteReviewTitle);
    }
  });
});
