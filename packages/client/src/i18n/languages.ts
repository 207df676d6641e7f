import Cookies from "js-cookie";
import { DEFAULT_LANGUAGE, LANGUAGES } from "@sxz/contract";
import type { Language } from "@sxz/contract";

export { LANGUAGES, DEFAULT_LANGUAGE };
export type { Language };

/** Query parameter that picks the interface language (CL-RT-8). */
export const LANGUAGE_PARAM = "sxz-lang";
/** Cookie the platform's pages share the chosen language through. */
export const LANGUAGE_COOKIE = "language";
/** Short values the language cookie may hold (CL-K-2). */
export const LANGUAGE_COOKIE_ALIASES: Readonly<Record<string, Language>> = { cn: "zh_CN", en: "en_US" };

const RIGHT_TO_LEFT: ReadonlySet<Language> = new Set<Language>(["ar_SA"]);

/**
 * Turns a raw value into one of the 12 languages: exact codes in any case and with `-` or `_`
 * ("en-us", "EN_US"), or a cookie alias ("cn", "en"). Anything else is not a language.
 */
export function normalizeLanguage(raw: string | null | undefined): Language | undefined {
  if (!raw) return undefined;
  const value = raw.trim();
  const alias = LANGUAGE_COOKIE_ALIASES[value.toLowerCase()];
  if (alias) return alias;
  const [lang, region] = value.replace("-", "_").split("_");
  if (!lang || !region) return undefined;
  const code = `${lang.toLowerCase()}_${region.toUpperCase()}`;
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : undefined;
}

export interface LanguageSources {
  /** A query string such as `?sxz-lang=en_US`; defaults to the current page address. */
  search?: string;
  /** The language cookie's value; defaults to the current document's cookie. */
  cookie?: string | null;
}

/** The page language: the sxz-lang parameter, else the language cookie (cn → zh_CN, en → en_US), else zh_CN. */
export function resolveLanguage(sources: LanguageSources = {}): Language {
  const search = sources.search ?? (typeof location === "undefined" ? "" : location.search);
  const fromParam = normalizeLanguage(new URLSearchParams(search).get(LANGUAGE_PARAM));
  if (fromParam) return fromParam;
  const cookie = "cookie" in sources ? sources.cookie : typeof document === "undefined" ? undefined : Cookies.get(LANGUAGE_COOKIE);
  return normalizeLanguage(cookie) ?? DEFAULT_LANGUAGE;
}

export type TextDirection = "ltr" | "rtl";

/** Writing direction of a language: Arabic is right-to-left, the others left-to-right. */
export function textDirection(language: Language): TextDirection {
  return RIGHT_TO_LEFT.has(language) ? "rtl" : "ltr";
}

/** The BCP 47 tag (`en-US`) for `lang` attributes and Intl APIs. */
export function languageTag(language: Language): string {
  return language.replace("_", "-");
}
