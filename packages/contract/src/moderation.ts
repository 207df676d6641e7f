import { Type } from "@sinclair/typebox";
import type { Static } from "@sinclair/typebox";
import { Envelope } from "./envelope";

/** `POST /api/common/api/moderation/v1/content` (RW-API-7): the internal variant's content check. */
export const ModerationBody = Type.Object({
  content: Type.String({ maxLength: 5000 }),
});
export type ModerationBody = Static<typeof ModerationBody>;

export const ModerationVerdict = Type.Union([Type.Literal("block"), Type.Literal("pass")]);
export type ModerationVerdict = Static<typeof ModerationVerdict>;

/** `block` stops publishing with the involving error (RW-VAL-7). */
export const ModerationResult = Type.Object({ message: ModerationVerdict });
export type ModerationResult = Static<typeof ModerationResult>;
export const ModerationResponse = Envelope(ModerationResult);

/** The configurable sensitive-word list (admin): `GET` / `PUT /api/universal/v1/score/sensitiveWords`. */
export const SensitiveWords = Type.Object({
  words: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 5000 }),
});
export type SensitiveWords = Static<typeof SensitiveWords>;
export const SensitiveWordsResponse = Envelope(SensitiveWords);
