import type { Language } from "@sxz/contract";
import type { Message } from "./messages";
import { pluralCategory } from "./plural";

export type MessageParams = Record<string, string | number>;

/** Replaces `{name}` with the parameter's text; unknown placeholders stay visible so a missing one is noticed. */
export function interpolate(text: string, params: MessageParams = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Picks the plural form for `params.count` (falling back to `other`) and fills in the placeholders. */
export function formatMessage(language: Language, message: Message, params: MessageParams = {}): string {
  if (typeof message === "string") return interpolate(message, params);
  const count = Number(params.count ?? 0);
  const form = message[pluralCategory(language, count)] ?? message.other;
  return interpolate(form, params);
}
