import Cookies from "js-cookie";
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_ALIASES,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  languageInQuery,
  languageTag,
  normalizeLanguage,
  resolveLanguage as resolveFromSources,
  textDirection,
} from "@sxz/contract";
import type { Language, TextDirection } from "@sxz/contract";

// The rules are the contract's, shared with the widget, the demo and the server.
export { LANGUAGES, DEFAULT_LANGUAGE, LANGUAGE_PARAM, LANGUAGE_COOKIE, normalizeLanguage, textDirection, languageTag };
export type { Language, TextDirection };
/** Short values the language cookie may hold (CL-K-2). */
export const LANGUAGE_COOKIE_ALIASES = LANGUAGE_ALIASES;

export interface LanguageSources {
  /** A language the host chose explicitly; it wins when it names a supported language. */
  explicit?: string | null;
  /** A query string such as `?sxz-lang=en_US`; defaults to the current page address. */
  search?: string;
  /** The language cookie's value; defaults to the current document's cookie. */
  cookie?: string | null;
}

/**
 * The page language, in the order every package follows: the host's explicit choice, the sxz-lang parameter, the
 * language cookie (cn → zh_CN, en → en_US), zh_CN.
 */
export function resolveLanguage(sources: LanguageSources = {}): Language {
  const search = sources.search ?? (typeof location === "undefined" ? "" : location.search);
  const cookie =
    "cookie" in sources ? sources.cookie : typeof document === "undefined" ? undefined : Cookies.get(LANGUAGE_COOKIE);
  return resolveFromSources({ explicit: sources.explicit, query: languageInQuery(search), cookie });
}
