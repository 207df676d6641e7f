import { describe, expect, it } from "vitest";
import { oncePerLanguage } from "./language-cache";

describe("texts loaded once per language", () => {
  it("[RW-3] shares one load per language, keeps languages apart, and tries again after a failed load", async () => {
    const calls: string[] = [];
    let failNext = true;
    const load = oncePerLanguage(async (language) => {
      calls.push(language);
      if (language === "ru_RU" && failNext) {
        failNext = false;
        throw new Error("chunk fetch failed");
      }
      return `texts of ${language}`;
    });
    expect(await Promise.all([load("zh_CN"), load("zh_CN"), load("en_US")])).toEqual([
      "texts of zh_CN",
      "texts of zh_CN",
      "texts of en_US",
    ]);
    await expect(load("ru_RU")).rejects.toThrow("chunk fetch failed");
    expect(await load("ru_RU")).toBe("texts of ru_RU");
    expect(await load("zh_CN")).toBe("texts of zh_CN");
    expect(calls).toEqual(["zh_CN", "en_US", "ru_RU", "ru_RU"]);
  });
});
