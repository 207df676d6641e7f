import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@sxz/contract";
import type { PluralMessage } from "./rating-messages";
import { loadDialogMessages, loadListPartMessages, loadMessages, loadStartMessages } from "./load";
import { directionOf, resolveLanguage } from "./language";
import { plural } from "./format";

function shape(value: unknown): unknown {
  if (typeof value === "string") return "string";
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value).filter(([key]) => !["zero", "one", "two", "few", "many"].includes(key));
    return Object.fromEntries(entries.map(([key, inner]) => [key, shape(inner)]));
  }
  return typeof value;
}

describe("languages", () => {
  it("[RW-3] all 12 languages load, each with every text of the widget, none empty", async () => {
    const reference = shape(await loadMessages("en_US"));
    for (const language of LANGUAGES) {
      const messages = await loadMessages(language);
      expect(shape(messages), language).toEqual(reference);
      const texts = JSON.stringify(messages).match(/"(?:[^"\\]|\\.)*"/g) ?? [];
      expect(
        texts.some((text) => text === '""'),
        language,
      ).toBe(false);
    }
    expect(LANGUAGES).toHaveLength(12);
  });

  it("[RW-3] each language's start texts and each part's texts are complete on their own, and together are every text", async () => {
    const reference = {
      start: shape(await loadStartMessages("en_US")),
      dialog: shape(await loadDialogMessages("en_US")),
      listParts: shape(await loadListPartMessages("en_US")),
    };
    for (const language of LANGUAGES) {
      const start = await loadStartMessages(language);
      const dialog = await loadDialogMessages(language);
      const listParts = await loadListPartMessages(language);
      expect({ start: shape(start), dialog: shape(dialog), listParts: shape(listParts) }, language).toEqual(reference);
      expect(await loadMessages(language), language).toEqual({
        ...start,
        ...dialog,
        list: { ...start.list, ...listParts },
      });
    }
    // No text is in two modules of the same half: a part's texts never repeat the start's.
    const start = await loadStartMessages("en_US");
    const overlap = [
      ...Object.keys(await loadDialogMessages("en_US")).filter((key) => key in start),
      ...Object.keys(await loadListPartMessages("en_US")).filter((key) => key in start.list),
    ];
    expect(overlap).toEqual([]);
  });

  it("[RW-3] the language comes from sxz-lang, default zh_CN; Arabic is right to left", () => {
    expect(resolveLanguage(undefined, "")).toBe("zh_CN");
    expect(resolveLanguage(undefined, "?sxz-lang=ko_KR")).toBe("ko_KR");
    expect(resolveLanguage("de_DE", "?sxz-lang=ko_KR")).toBe("de_DE");
    expect(resolveLanguage(undefined, "?sxz-lang=fr-FR")).toBe("fr_FR");
    expect(resolveLanguage(undefined, "?sxz-lang=xx")).toBe("zh_CN");
    expect(directionOf("ar_SA")).toBe("rtl");
    expect(LANGUAGES.filter((language) => directionOf(language) === "rtl")).toEqual(["ar_SA"]);
  });

  it("[RW-3] star names follow each language's plural rules", async () => {
    const starName = async (language: (typeof LANGUAGES)[number], n: number) =>
      plural(language, (await loadMessages(language)).starName as PluralMessage, n);
    expect(await starName("en_US", 1)).toBe("1 star");
    expect(await starName("en_US", 5)).toBe("5 stars");
    expect(await starName("ru_RU", 2)).toBe("2 звезды");
    expect(await starName("ru_RU", 5)).toBe("5 звёзд");
    expect(await starName("pl_PL", 5)).toBe("5 gwiazdek");
    expect(await starName("ar_SA", 2)).toBe("نجمتان");
  });
});
