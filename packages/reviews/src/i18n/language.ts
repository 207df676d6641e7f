import {
  languageCookie,
  languageInQuery,
  languageTag,
  resolveLanguage as resolveFromSources,
  textDirection,
} from "@sxz/contract";
import type { Language } from "@sxz/contract";

/**
 * The interface language (RW-3), by the rule every package shares: the element's sxz-lang attribute, else the
 * page's sxz-lang query parameter, else the language cookie, else zh_CN.
 */
export function resolveLanguage(
  attribute: string | null | undefined,
  search: string,
  cookieHeader: string | undefined = typeof document === "undefined" ? undefined : document.cookie,
): Language {
  return resolveFromSources({
    explicit: attribute,
    query: languageInQuery(search),
    cookie: languageCookie(cookieHeader),
  });
}

export { textDirection as directionOf, languageTag as bcp47 };
