import type { Kysely } from "kysely";
import { ApiCode } from "@sxz/contract";
import type { Database } from "../../db/schema";
import { ApiError } from "../../http/api-error";

/** Case, width and spacing variants of a word compare equal ("Ｃａｓｉｎｏ", "c a s i n o" → "casino"). */
function normalise(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/[\s\u200B-\u200D\u2060]+/g, "");
}

/** The first configured sensitive word the text contains, or undefined. */
export async function findSensitiveWord(db: Kysely<Database>, text: string): Promise<string | undefined> {
  if (!text.trim()) return undefined;
  const haystack = normalise(text);
  const words = await db.selectFrom("sensitive_words").select("word").execute();
  return words.map((row) => row.word).find((word) => {
    const needle = normalise(word);
    return needle.length > 0 && haystack.includes(needle);
  });
}

/** Refuses text with a sensitive word: code 901100002 and the sensitive-content message (RW-VAL-8). */
export async function assertNotSensitive(db: Kysely<Database>, ...texts: string[]): Promise<void> {
  for (const text of texts) {
    if (await findSensitiveWord(db, text)) throw new ApiError(200, ApiCode.SENSITIVE_CONTENT, "sensitiveContent");
  }
}

export async function listSensitiveWords(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom("sensitive_words").select("word").orderBy("word").execute();
  return rows.map((row) => row.word);
}

/** Replaces the whole list (trimmed, de-duplicated, empty entries dropped). */
export async function replaceSensitiveWords(db: Kysely<Database>, words: string[]): Promise<string[]> {
  const unique = [...new Set(words.map((word) => word.trim()).filter(Boolean))];
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("sensitive_words").execute();
    if (unique.length) await trx.insertInto("sensitive_words").values(unique.map((word) => ({ word, created_at: now }))).execute();
  });
  return unique.sort();
}
