import { interpolate, pluralForm } from "@sxz/contract";
import type { Language, MessageParams } from "@sxz/contract";
import type { Message } from "./messages";

export { interpolate };
export type { MessageParams };

/** Picks the plural form for `params.count` (falling back to `other`) and fills in the placeholders. */
export function formatMessage(language: Language, message: Message, params: MessageParams = {}): string {
  if (typeof message === "string") return interpolate(message, params);
  return interpolate(pluralForm(language, message, Number(params.count ?? 0)), params);
}
