import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { replaceSensitiveWords, wordsInForce } from "../reviews/sensitive-words";
import { assertSchool } from "./schools";
import { checkText, invalid } from "./refusal";

type Db = Kysely<Database>;

/** Most words one list may hold, and the longest word. */
export const WORDS_MAX = 10_000;
const WORD_MAX = 100;

export interface WordList {
  /** The school's id, or null for the platform default every school without a list of its own follows. */
  school: string | null;
  /** Whether the school has a list of its own (always true for the platform list). */
  own: boolean;
  words: string[];
}

function checkedWords(words: string[]): string[] {
  const unique = [...new Set(words.map((word) => word.trim()).filter(Boolean))];
  if (unique.length > WORDS_MAX) throw invalid(`a word list holds at most ${WORDS_MAX} words, got ${unique.length}`);
  return unique.map((word) => checkText("a sensitive word", word, WORD_MAX)).sort();
}

export async function listWords(db: Db, schoolId: string | null): Promise<WordList> {
  if (schoolId === null) return { school: null, own: true, words: await wordsInForce(db, null) };
  await assertSchool(db, schoolId);
  const own = await db
    .selectFrom("school_sensitive_words")
    .select("tenant_id")
    .where("tenant_id", "=", schoolId)
    .executeTakeFirst();
  return { school: schoolId, own: own !== undefined, words: await wordsInForce(db, schoolId) };
}

/** Replaces a school's own list, or (school null) the platform default, with `words`. */
export async function setWords(db: Db, schoolId: string | null, words: string[]): Promise<WordList> {
  const checked = checkedWords(words);
  if (schoolId === null) {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom("sensitive_words").execute();
      const now = Date.now();
      for (let start = 0; start < checked.length; start += 500) {
        await trx
          .insertInto("sensitive_words")
          .values(checked.slice(start, start + 500).map((word) => ({ word, created_at: now })))
          .execute();
      }
    });
  } else {
    await assertSchool(db, schoolId);
    await replaceSensitiveWords(db, schoolId, checked);
  }
  return listWords(db, schoolId);
}

/** Adds words to the list in force (a school without a list of its own starts from the platform default). */
export async function addWords(db: Db, schoolId: string | null, words: string[]): Promise<WordList> {
  const current = await listWords(db, schoolId);
  return setWords(db, schoolId, [...current.words, ...words]);
}

export async function removeWords(db: Db, schoolId: string | null, words: string[]): Promise<WordList> {
  const current = await listWords(db, schoolId);
  const gone = new Set(words.map((word) => word.trim()));
  return setWords(
    db,
    schoolId,
    current.words.filter((word) => !gone.has(word)),
  );
}
