// Language resolution, one order for every side: the client layer, the widget, the demo and the server all pick
// the interface language through these functions. Plain values only, so browser bundles stay free of TypeBox.
import { DEFAULT_LANGUAGE, LANGUAGES } from "../constants/languages";
import type { Language } from "../constants/languages";

/** Query parameter (and request header) that picks the interface language (CL-RT-8, RW-3). */
export const LANGUAGE_PARAM = "sxz-lang";
/** Cookie the platform's pages share the chosen language through. */
export const LANGUAGE_COOKIE = "language";
/** Short values the language cookie may hold (CL-K-2). */
export const LANGUAGE_ALIASES: Readonly<Record<string, Language>> = { cn: "zh_CN", en: "en_US" };

const RIGHT_TO_LEFT: ReadonlySet<Language> = new Set<Language>(["ar_SA"]);

/**
 * One of the 12 languages for a raw value, or undefined: exact codes in any case with `_` or `-` ("en-us",
 * "EN_US"), the aliases ("cn", "en"), or a bare primary language ("de", "de-AT") naming the one supported
 * language it starts with. Values that are longer than any tag, or are not letters, are never a language.
 */
export function normalizeLanguage(raw: unknown): Language | undefined {
  if (typeof raw !== "string") return undefined;
  const value = raw.trim();
  if (!/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})?$/.test(value)) return undefined;
  const alias = LANGUAGE_ALIASES[value.toLowerCase()];
  if (alias) return alias;
  const [primary, region] = value.replace("-", "_").split("_") as [string, string | undefined];
  const exact = region && `${primary.toLowerCase()}_${region.toUpperCase()}`;
  if (exact && (LANGUAGES as readonly string[]).includes(exact)) return exact as Language;
  return LANGUAGES.find((language) => language.startsWith(`${primary.toLowerCase()}_`));
}

/**
 * The interface language from the sources a caller has, in the one order every side follows:
 * an explicit choice (the element's `sxz-lang` attribute, the request's `sxz-lang` header), then the page's or
 * request's `sxz-lang` query parameter, then the `language` cookie, then zh_CN. A source that names no supported
 * language is skipped.
 */
export function resolveLanguage(sources: LanguageSources): Language {
  for (const candidate of [sources.explicit, sources.query, sources.cookie]) {
    const language = normalizeLanguage(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

export interface LanguageSources {
  /** An explicit choice: the widget's `sxz-lang` attribute, a request's `sxz-lang` header. */
  explicit?: unknown;
  /** The `sxz-lang` query parameter's value (see `languageInQuery`). */
  query?: unknown;
  /** The `language` cookie's value (see `languageCookie`). */
  cookie?: unknown;
}

/** The `sxz-lang` parameter of a query string such as `?a=1&sxz-lang=en_US`. */
export function languageInQuery(search: string): string | null {
  return new URLSearchParams(search).get(LANGUAGE_PARAM);
}

/** The `language` cookie's value in a `document.cookie` string or a Cookie request header. */
export function languageCookie(cookieHeader: string | null | undefined): string | undefined {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === LANGUAGE_COOKIE) {
      try {
        return decodeURIComponent(pair.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export type TextDirection = "ltr" | "rtl";

/** Writing direction of a language: Arabic is right to left, the others left to right. */
export function textDirection(language: Language): TextDirection {
  return RIGHT_TO_LEFT.has(language) ? "rtl" : "ltr";
}

/** The BCP 47 tag (`en-US`) for `lang` attributes and the Intl APIs. */
export function languageTag(language: Language): string {
  return language.replace("_", "-");
}
