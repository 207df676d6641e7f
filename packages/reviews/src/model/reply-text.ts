import { REVIEW_LIMITS } from "@sxz/contract";

// Reply and edit text (RW-VAL-5, RW-K-5) follow the shared text rule of @sxz/contract.
export { limitReplyText, resolveLimitWords, characterCount as countChars } from "@sxz/contract";

/** Default reply/edit limit when the limitWords attribute is absent (RW-K-5). */
export const DEFAULT_LIMIT_WORDS = REVIEW_LIMITS.replyMax;

/** Post is enabled only for text that is not blank once trimmed (RW-ST-10). */
export function canPostReply(text: string): boolean {
  return text.trim().length > 0;
}
