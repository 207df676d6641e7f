import type { Language } from "@sxz/contract";
import type { RatingDialogMessages, RatingMessages, RatingStartMessages } from "./rating-messages";
import type { ListMessages, ListPartMessages, ListStartMessages } from "./list-messages";
import { oncePerLanguage } from "./language-cache";
import { preparePlurals } from "./plurals";

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

/**
 * The texts the widget shows before any interaction (the summary, the list, the cards, the toasts and the results
 * of actions). The rating dialog's and the list editors' texts come with their parts.
 */
export type StartMessages = RatingStartMessages & { list: ListStartMessages };

/** A language's start chunk: its start texts, and where the texts of its parts loaded on use are. */
interface StartModule {
  default: StartMessages;
  partTexts: {
    ratingDialog: () => Promise<{ default: RatingDialogMessages }>;
    listParts: () => Promise<{ default: ListPartMessages }>;
  };
}

// Each locale must provide every text: a missing one fails the type check here.
const typed: Record<Language, () => Promise<StartModule>> = loaders;

// On runtimes whose Intl has no plural rules for the language, the built-in ones come before the texts show
// (`plurals.ts`). Asked once the texts are in, not before: building the Intl rules to check loads the locale data,
// which must not hold back the first calls the widget sends at start.
const loadStartModule = oncePerLanguage((language) =>
  typed[language]().then((module) => preparePlurals(language).then(() => module)),
);

/** The texts the widget shows when it starts, in one language: one chunk, loaded once per page. */
export function loadStartMessages(language: Language): Promise<StartMessages> {
  return loadStartModule(language).then((module) => module.default);
}

// A part's texts are asked for when the part is (`src/part.ts`): by then the widget shows its start
// texts, so the language's start chunk that names them is already in and they cost no extra round trip.

/** The rating dialog's texts in one language (`RatingDialog/rating-dialog-part.ts`), loaded once per page. */
export const loadDialogMessages = oncePerLanguage((language) =>
  loadStartModule(language)
    .then((module) => module.partTexts.ratingDialog())
    .then((module) => module.default),
);

/** The texts of the list's editors and delete confirmation in one language (`ReviewList/list-parts.ts`). */
export const loadListPartMessages = oncePerLanguage((language) =>
  loadStartModule(language)
    .then((module) => module.partTexts.listParts())
    .then((module) => module.default),
);

/**
 * Every text of one language (the start texts and the texts of every part), loaded once per page: for hosts that
 * render parts of the widget themselves (`ReviewList` takes `loadMessages(language).list`).
 */
export const loadMessages: (language: Language) => Promise<WidgetMessages> = oncePerLanguage(async (language) => {
  const [start, dialog, listParts] = await Promise.all([
    loadStartMessages(language),
    loadDialogMessages(language),
    loadListPartMessages(language),
  ]);
  return { ...start, ...dialog, list: { ...start.list, ...listParts } };
});
