import type { Language } from "@sxz/contract";
import { fallbackMessages, loadedMessages, loadMessages } from "./catalogue";
import { formatMessage } from "./format";
import type { MessageParams } from "./format";
import { languageTag, resolveLanguage, textDirection } from "./languages";
import type { TextDirection } from "./languages";
import type { MessageKey } from "./messages";

export interface I18n {
  readonly language: Language;
  readonly direction: TextDirection;
  /** BCP 47 tag for `lang` attributes. */
  readonly tag: string;
  /** Resolves once the current language's messages are loaded; until then `t` answers in English. */
  readonly ready: Promise<void>;
  t(key: MessageKey, params?: MessageParams): string;
  setLanguage(language: Language): Promise<void>;
  /** Called after the language (or its messages) changed. Returns the unsubscribe function. */
  onChange(listener: (language: Language) => void): () => void;
}

export interface I18nOptions {
  /** Defaults to resolveLanguage() of the current page. */
  language?: Language;
}

/** The shared messages in the page language, with on-demand loading of the locale's chunk. */
export function createI18n(options: I18nOptions = {}): I18n {
  let language = options.language ?? resolveLanguage();
  const listeners = new Set<(language: Language) => void>();
  const notify = () => listeners.forEach((listener) => listener(language));

  const load = (target: Language): Promise<void> =>
    loadMessages(target).then(
      () => {
        if (target === language) notify();
      },
      () => {
        // A chunk that fails to load (offline) leaves the English fallback in place.
      },
    );

  let ready = load(language);
  return {
    get language() {
      return language;
    },
    get direction() {
      return textDirection(language);
    },
    get tag() {
      return languageTag(language);
    },
    get ready() {
      return ready;
    },
    t(key, params) {
      const message = loadedMessages(language)?.[key] ?? fallbackMessages[key];
      return formatMessage(loadedMessages(language) ? language : "en_US", message, params);
    },
    setLanguage(next) {
      language = next;
      ready = load(next);
      return ready;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
