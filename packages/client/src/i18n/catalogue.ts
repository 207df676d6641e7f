import type { Language } from "@sxz/contract";
import type { Messages } from "./messages";
import zhCN from "./locales/zh_CN";
import enUS from "./locales/en_US";

/**
 * zh_CN (the default) and en_US (the fallback) ship with the client; every other locale is its own
 * chunk, fetched only when a page uses it, so no page carries all 12.
 */
const bundled: Partial<Record<Language, Messages>> = { zh_CN: zhCN, en_US: enUS };

const loaders: Record<Exclude<Language, "zh_CN" | "en_US">, () => Promise<{ default: Messages }>> = {
  es_ES: () => import("./locales/es_ES"),
  ru_RU: () => import("./locales/ru_RU"),
  ar_SA: () => import("./locales/ar_SA"),
  de_DE: () => import("./locales/de_DE"),
  pl_PL: () => import("./locales/pl_PL"),
  tr_TR: () => import("./locales/tr_TR"),
  fr_FR: () => import("./locales/fr_FR"),
  pt_BR: () => import("./locales/pt_BR"),
  ko_KR: () => import("./locales/ko_KR"),
  ja_JP: () => import("./locales/ja_JP"),
};

const loaded = new Map<Language, Messages>(Object.entries(bundled) as [Language, Messages][]);

/** The messages of a locale if they are already in memory. */
export function loadedMessages(language: Language): Messages | undefined {
  return loaded.get(language);
}

/** Loads a locale's messages (once; later calls reuse them). */
export async function loadMessages(language: Language): Promise<Messages> {
  const ready = loaded.get(language);
  if (ready) return ready;
  const messages = (await loaders[language as keyof typeof loaders]()).default;
  loaded.set(language, messages);
  return messages;
}

export const fallbackMessages: Messages = enUS;
