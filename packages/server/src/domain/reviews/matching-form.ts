/**
 * Characters that render as nothing (Unicode's Default_Ignorable_Code_Point): soft hyphen, zero-width space and
 * joiners, word joiner, bidi marks, variation selectors, tag characters, Hangul fillers and the like. Inside a word
 * they change nothing a reader sees, so they must change nothing the sensitive-word match sees.
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
const SPACES = /\s+/gu;

/**
 * The form text is compared in for sensitive words: invisible characters removed, compatibility variants folded
 * (NFKC: full-width letters, ligatures, circled and styled letters), lower case, no spaces. "ｃａｓ\u00ADｉｎｏ",
 * "Ca\u200Bsino" and "c a s i n o" all become "casino". Only this copy is changed: the stored text keeps what the
 * author wrote, because the same characters are legitimate elsewhere (a zero-width joiner builds 👩‍💻, a variation
 * selector picks an emoji's look, full-width forms are ordinary CJK punctuation).
 */
export function matchingForm(text: string): string {
  // Removed before and after NFKC: a compatibility mapping can produce an ignorable character, and an ignorable
  // character between two others would otherwise keep them from composing.
  return text.replace(INVISIBLE, "").normalize("NFKC").replace(INVISIBLE, "").toLowerCase().replace(SPACES, "");
}
