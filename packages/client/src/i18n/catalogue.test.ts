import { LANGUAGES } from "@sxz/contract";
import type { Language } from "@sxz/contract";
import { describe, expect, it } from "vitest";
import { loadMessages } from "./catalogue";
import { createI18n } from "./i18n";
import type { Message } from "./messages";

const placeholders = (message: Message) =>
  [
    ...new Set((typeof message === "string" ? [message] : Object.values(message)).join(" ").match(/\{\w+\}/g) ?? []),
  ].sort();

describe("message catalogues", () => {
  it("every locale has every key that zh_CN and en_US have, non-empty and with the same placeholders", async () => {
    const zh = await loadMessages("zh_CN");
    const en = await loadMessages("en_US");
    const reference = new Set([...Object.keys(zh), ...Object.keys(en)]);
    const problems: string[] = [];
    for (const code of LANGUAGES) {
      const messages = await loadMessages(code);
      for (const key of reference) {
        const message = (messages as Record<string, Message | undefined>)[key];
        if (message === undefined) problems.push(`${code} misses ${key}`);
        else if ((typeof message === "string" ? message : message.other).trim() === "")
          problems.push(`${code} has an empty ${key}`);
        else if (
          key !== "imagePickLimit" &&
          placeholders(message).join() !== placeholders(en[key as keyof typeof en]).join()
        ) {
          problems.push(`${code} ${key} placeholders differ`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("[CL-VAL-8] the sensitive-input message exists in all 12 languages with a feedback label meaning appeal", async () => {
    const seen = new Set<string>();
    for (const code of LANGUAGES) {
      const i18n = createI18n({ language: code });
      await i18n.ready;
      const text = i18n.t("sensitiveInput");
      expect(text.length).toBeGreaterThan(5);
      seen.add(text);
      expect(i18n.t("sensitiveInputFeedback")).not.toBe("");
    }
    expect(seen.size).toBe(12);
    const en = createI18n({ language: "en_US" });
    expect(en.t("sensitiveInput")).toBe("Your input may contain sensitive information, please modify.");
    expect(en.t("sensitiveInputFeedback")).toBe("Appeal");
    const zh = createI18n({ language: "zh_CN" });
    expect(zh.t("sensitiveInput")).toMatch(/违法.*请修改/);
    expect(zh.t("sensitiveInputFeedback")).toBe("申诉");
  });

  it("[CL-VAL-7] the upload failure message is 上传异常 in Chinese", () => {
    expect(createI18n({ language: "zh_CN" }).t("uploadFailed")).toBe("上传异常");
  });

  it("[CL-ERR-7] the unsupported-bridge message names the environment and the API", async () => {
    for (const code of ["zh_CN", "en_US", "ar_SA"] satisfies Language[]) {
      const i18n = createI18n({ language: code });
      await i18n.ready;
      const text = i18n.t("bridgeUnsupported", { environment: "harmony", api: "chooseImage" });
      expect(text).toContain("harmony");
      expect(text).toContain("chooseImage");
    }
    expect(createI18n({ language: "en_US" }).t("bridgeUnsupported", { environment: "web", api: "scan" })).toBe(
      "scan is temporarily not supported in the current environment (web).",
    );
  });

  it("answers in English until a lazily loaded locale arrives, then in that locale", async () => {
    const i18n = createI18n({ language: "de_DE" });
    const changes: string[] = [];
    i18n.onChange((language) => changes.push(language));
    await i18n.ready;
    expect(i18n.t("toastClose")).toBe("Schließen");
    expect(changes).toEqual(["de_DE"]);
    await i18n.setLanguage("fr_FR");
    expect(i18n.t("toastClose")).toBe("Fermer");
    expect(i18n.direction).toBe("ltr");
    await i18n.setLanguage("ar_SA");
    expect(i18n.direction).toBe("rtl");
    expect(i18n.tag).toBe("ar-SA");
  });
});
