import type { Language } from "@sxz/contract";
import { LANGUAGE_PARAM, interpolate, languageCookie, resolveLanguage } from "@sxz/contract";
import { accountMessages } from "./accounts";
import { authMessages } from "./auth";
import { configMessages } from "./config";
import { coreMessages } from "./core";
import { courseMessages } from "./courses";
import { edgeMessages } from "./edge";
import { faultMessages } from "./faults";
import { reviewMessages } from "./reviews";
import { schoolMessages } from "./schools";
import { sessionMessages } from "./session";
import { trackingMessages } from "./tracking";
import { uploadMessages } from "./uploads";

/**
 * Server messages in the 12 languages, one catalogue per domain (`<domain>.ts` exporting `<domain>Messages`; `core`
 * and `edge` for the HTTP layer) merged here. en_US is complete in every catalogue; a key missing from another
 * language falls back to en_US.
 */
const catalogues = [
  coreMessages,
  edgeMessages,
  faultMessages,
  accountMessages,
  authMessages,
  schoolMessages,
  configMessages,
  sessionMessages,
  trackingMessages,
  reviewMessages,
  courseMessages,
  uploadMessages,
] as const;

type CatalogueKeys<C> = C extends { en_US: infer E } ? keyof E : never;
export type MessageKey = CatalogueKeys<(typeof catalogues)[number]>;
export type Catalogue = Partial<Record<Language, Record<string, string>>> & { en_US: Record<string, string> };

const merged = new Map<Language, Record<string, string>>();
function catalogueFor(language: Language): Record<string, string> {
  let found = merged.get(language);
  if (!found) {
    found = Object.assign({}, ...catalogues.map((c) => ({ ...c.en_US, ...((c as Catalogue)[language] ?? {}) })));
    merged.set(language, found!);
  }
  return found!;
}

/**
 * The language of a request, by the rule every package shares: the `sxz-lang` header (the client layer's explicit
 * choice), else the `sxz-lang` query parameter (page navigations), else the `language` cookie, else zh_CN.
 */
export function requestLanguage(headers: Record<string, unknown>, query: unknown): Language {
  const fromQuery =
    typeof query === "object" && query !== null ? (query as Record<string, unknown>)[LANGUAGE_PARAM] : undefined;
  const cookie = typeof headers.cookie === "string" ? languageCookie(headers.cookie) : undefined;
  return resolveLanguage({ explicit: headers[LANGUAGE_PARAM], query: fromQuery, cookie });
}

export function translate(language: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  const template = catalogueFor(language)[key as string] ?? String(key);
  return interpolate(template, params);
}
