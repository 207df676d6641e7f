// The text rule's table of cases. The widget (its editors and submit check) and the server (reviews and replies it
// stores) run it through their own entry points.

/** [name, text, refused as invalid (RW-VAL-6)]. */
export const INVALID_CHAR_CASES: readonly (readonly [string, string, boolean])[] = [
  ["plain text", "Great course, thanks!", false],
  ["Chinese", "课程很好", false],
  ["Arabic", "دورة رائعة", false],
  ["an emoji", "👍 good", false],
  ["an emoji built with a zero-width joiner", "👩‍💻", false],
  ["an emoji with a variation selector", "❤️", false],
  ["tab and line breaks", "a\tb\nc\r\nd", false],
  ["a full-width letter", "ｃ", false],
  ["U+FDCF, next to the non-characters", "\uFDCF", false],
  ["U+FFFD, the replacement character", "\uFFFD", false],
  ["U+1F600 (a surrogate pair)", "\u{1F600}", false],
  ["NUL", "a\u0000b", true],
  ["BEL", "a\u0007", true],
  ["vertical tab", "a\u000Bb", true],
  ["form feed", "a\u000Cb", true],
  ["ESC", "\u001B[31m", true],
  ["DEL", "a\u007F", true],
  ["C1 U+0085", "a\u0085", true],
  ["C1 U+009F", "a\u009F", true],
  ["right-to-left override", "abc\u202Egpj.exe", true],
  ["left-to-right embedding", "\u202Aa", true],
  ["first strong isolate", "\u2068a\u2069", true],
  ["U+FDD0, a non-character", "a\uFDD0", true],
  ["U+FDEF, a non-character", "\uFDEF", true],
  ["U+FFFE", "\uFFFE", true],
  ["U+FFFF", "\uFFFF", true],
  ["U+1FFFE", "\u{1FFFE}", true],
  ["U+10FFFF", "\u{10FFFF}", true],
  ["a lone high surrogate", "a\uD83D", true],
  ["a lone low surrogate", "\uDE00a", true],
  ["surrogates in the wrong order", "\uDE00\uD83D", true],
];

/** [name, typed, max, what the review editor keeps] (RW-VAL-4: leading whitespace trimmed, truncated at max). */
export const REVIEW_TEXT_CASES: readonly (readonly [string, string, number, { text: string; truncated: boolean }])[] = [
  ["short text", "good", 200, { text: "good", truncated: false }],
  ["leading whitespace", "  \n\tgood", 200, { text: "good", truncated: false }],
  ["trailing whitespace kept while typing", "good  ", 200, { text: "good  ", truncated: false }],
  ["full-width space leading", "\u3000good", 200, { text: "good", truncated: false }],
  ["exactly the limit", "a".repeat(200), 200, { text: "a".repeat(200), truncated: false }],
  ["one past the limit", "a".repeat(201), 200, { text: "a".repeat(200), truncated: true }],
  ["emoji counted once", "👍".repeat(200), 200, { text: "👍".repeat(200), truncated: false }],
  ["emoji never cut in half", "a" + "👍".repeat(5), 3, { text: "a👍👍", truncated: true }],
  ["whitespace only", "   ", 200, { text: "", truncated: false }],
];

/** [name, typed, limit, what the reply editor keeps] (RW-VAL-5: truncated at limitWords, nothing trimmed). */
export const REPLY_TEXT_CASES: readonly (readonly [string, string, number, { text: string; truncated: boolean }])[] = [
  ["short text", "thanks", 250, { text: "thanks", truncated: false }],
  ["leading whitespace kept", "  thanks", 250, { text: "  thanks", truncated: false }],
  ["exactly the default limit", "b".repeat(250), 250, { text: "b".repeat(250), truncated: false }],
  ["one past the default limit", "b".repeat(251), 250, { text: "b".repeat(250), truncated: true }],
  ["a smaller limitWords", "abcdef", 4, { text: "abcd", truncated: true }],
  ["emoji never cut in half", "😀😀😀", 2, { text: "😀😀", truncated: true }],
];

/** [limitWords attribute, the limit] (RW-VAL-5, RW-K-5: default 250). */
export const LIMIT_WORDS_CASES: readonly (readonly [unknown, number])[] = [
  [undefined, 250],
  [null, 250],
  ["", 250],
  ["100", 100],
  [" 80 ", 80],
  [120, 120],
  [0, 250],
  [-5, 250],
  [2.5, 250],
  ["abc", 250],
  ["1e2", 100],
];

/** [name, sent, max, what a server makes of it] (RW-VAL-4/5/6 as the server enforces them). */
export const SERVER_TEXT_CASES: readonly (readonly [
  string,
  string,
  number,
  { ok: true; text: string } | { ok: false; problem: "invalid-chars" | "too-long" },
])[] = [
  ["trimmed at both ends", "  good  ", 200, { ok: true, text: "good" }],
  ["exactly the limit after trimming", ` ${"a".repeat(200)} `, 200, { ok: true, text: "a".repeat(200) }],
  ["one past the limit", "a".repeat(201), 200, { ok: false, problem: "too-long" }],
  ["emoji counted once", "👍".repeat(200), 200, { ok: true, text: "👍".repeat(200) }],
  ["a reply at 250", "b".repeat(250), 250, { ok: true, text: "b".repeat(250) }],
  ["a reply past 250", "b".repeat(251), 250, { ok: false, problem: "too-long" }],
  ["a control character", "a\u0007b", 200, { ok: false, problem: "invalid-chars" }],
  ["U+FDD0", "good\uFDD0", 200, { ok: false, problem: "invalid-chars" }],
  [
    "invalid characters refused before length",
    `${"a".repeat(300)}\u202E`,
    200,
    { ok: false, problem: "invalid-chars" },
  ],
  ["line breaks kept inside", "a\nb", 200, { ok: true, text: "a\nb" }],
  ["only whitespace", "   ", 200, { ok: true, text: "" }],
];
