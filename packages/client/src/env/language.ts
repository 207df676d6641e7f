import { DEFAULT_LANGUAGE, isLanguage } from "@sxz/contract";
import type { Language } from "@sxz/contract";
import { readPageQuery } from "./page-query";

/**
 * The language of the `sxz-lang` header when the host gives no resolver: the page's `sxz-lang` parameter, else
 * the default. The full resolution (parameter, language cookie, default) belongs to the i18n service.
 */
export function languageFromPage(href?: string): Language {
  const wanted = readPageQuery(href).language;
  return isLanguage(wanted) ? wanted : DEFAULT_LANGUAGE;
}
