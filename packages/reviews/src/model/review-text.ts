// The widget's names for the shared text rule of @sxz/contract (RW-VAL-4, RW-VAL-6, RW-K-5): the server checks
// what arrives with the same rule, so the widget never accepts text the server refuses.
export { limitReviewText, hasInvalidChars, characterCount as countReviewChars } from "@sxz/contract";
