// @sxz/client/i18n: languages, the message catalogue and plurals.
export {
  resolveLanguage,
  textDirection,
  normalizeLanguage,
  languageTag,
  LANGUAGE_PARAM,
  LANGUAGE_COOKIE,
  LANGUAGES,
  DEFAULT_LANGUAGE,
} from "./languages";
export type { Language, LanguageSources, TextDirection } from "./languages";
export { createI18n } from "./i18n";
export type { I18n, I18nOptions } from "./i18n";
export { loadMessages } from "./catalogue";
export { formatMessage } from "./format";
export type { MessageParams } from "./format";
export { pluralCategory } from "./plural";
export type { PluralCategory } from "./plural";
export { MESSAGE_KEYS } from "./messages";
export type { Message, MessageKey, Messages, PluralForms } from "./messages";
