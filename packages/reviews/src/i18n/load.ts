import type { Language } from "@sxz/contract";
import type { RatingMessages } from "./rating-messages";
import type { ListMessages } from "../components/ReviewList/messages";

// One loader per language so the bundler emits one chunk per locale, fetched only when that language is used.
const loaders = {
  zh_CN: () => import("./locales/zh_CN/index"),
  en_US: () => import("./locales/en_US/index"),
  es_ES: () => import("./locales/es_ES/index"),
  ru_RU: () => import("./locales/ru_RU/index"),
  ar_SA: () => import("./locales/ar_SA/index"),
  de_DE: () => import("./locales/de_DE/index"),
  pl_PL: () => import("./locales/pl_PL/index"),
  tr_TR: () => import("./locales/tr_TR/index"),
  fr_FR: () => import("./locales/fr_FR/index"),
  pt_BR: () => import("./locales/pt_BR/index"),
  ko_KR: () => import("./locales/ko_KR/index"),
  ja_JP: () => import("./locales/ja_JP/index"),
} satisfies Record<Language, () => Promise<unknown>>;

/** Every text of the widget in one language: the rating texts, and the list's under `list`. */
export type WidgetMessages = RatingMessages & { list: ListMessages };

// Each locale must provide every text: a missing one fails the type check here.
const typed: Record<Language, () => Promise<{ default: WidgetMessages }>> = loaders;

const cache = new Map<Language, Promise<WidgetMessages>>();

/** The texts of one language, loaded once per page. */
export function loadMessages(language: Language): Promise<WidgetMessages> {
  let pending = cache.get(language);
  if (!pending) {
    pending = typed[language]().then((module) => module.default);
    // A failed chunk load (network blip, deploy in progress) must not stick: the next call tries again.
    pending.catch(() => cache.delete(language));
    cache.set(language, pending);
  }
  return pending;
}
