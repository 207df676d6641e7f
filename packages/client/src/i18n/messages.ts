import type { PluralForms } from "@sxz/contract";

export type { PluralForms };
/**
 * A message is plain text with `{name}` placeholders, or plural forms chosen by the `count` parameter.
 * Categories follow CLDR (zero, one, two, few, many, other); `other` is always required.
 */
export type Message = string | PluralForms;

/** Every shared message of the client layer; each locale file defines all of them. */
export const MESSAGE_KEYS = [
  "languageName",
  "sensitiveInput",
  "sensitiveInputFeedback",
  "uploadFailed",
  "bridgeUnsupported",
  "networkError",
  "loginExpired",
  "imagePickLimit",
  "toastClose",
  "toastRegion",
  "betaBadge",
  "betaBadgeHint",
] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];
export type Messages = Record<MessageKey, Message>;
