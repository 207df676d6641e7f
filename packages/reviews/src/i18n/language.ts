import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage } from "@sxz/contract";
import type { Language } from "@sxz/contract";

const RIGHT_TO_LEFT: readonly Language[] = ["ar_SA"];

/**
 * The interface language (RW-3): the element's sxz-lang attribute, else the page's sxz-lang query parameter,
 * else zh_CN. Short or hyphenated forms ("en", "en-US") are accepted.
 */
export function resolveLanguage(attribute: string | null | undefined, search: string): Language {
  for (const candidate of [attribute, new URLSearchParams(search).get("sxz-lang")]) {
    const language = normaliseLanguage(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

function normaliseLanguage(value: string | null | undefined): Language | null {
  if (!value) return null;
  const code = value.trim().replace("-", "_");
  if (isLanguage(code)) return code;
  const prefix = code.slice(0, 2).toLowerCase();
  return LANGUAGES.find((language) => language.startsWith(`${prefix}_`)) ?? null;
}

export function directionOf(language: Language): "ltr" | "rtl" {
  return RIGHT_TO_LEFT.includes(language) ? "rtl" : "ltr";
}

/** BCP 47 tag for Intl and the lang attribute ("zh_CN" → "zh-CN"). */
export function bcp47(language: Language): string {
  return language.replace("_", "-");
}
