import type { Kysely } from "kysely";
import { ApiCode } from "@sxz/contract";
import type { Database } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { matchingForm } from "./matching-form";

/**
 * Sensitive words per school over a platform default. The default lives in `sensitive_words`; a school whose admin
 * has set a list (`PUT …/score/sensitiveWords`) follows its own list in `school_sensitive_words` instead, so one
 * school's admin never changes what another school blocks. `null` as the school means "no school known" (an
 * anonymous content check naming none): the default applies.
 */

/** The words in force for a school: its own list when it has one (even an empty one), else the platform default. */
export async function wordsInForce(db: Kysely<Database>, tenantId: string | null): Promise<string[]> {
  if (tenantId) {
    const own = await db
      .selectFrom("school_sensitive_words")
      .select("words")
      .where("tenant_id", "=", tenantId)
      .executeTakeFirst();
    if (own) return parseWords(own.words);
  }
  const rows = await db.selectFrom("sensitive_words").select("word").execute();
  // Sorted here rather than by the database, whose collation differs between engines.
  return rows.map((row) => row.word).sort();
}

/** The first sensitive word in force for the school that the text contains, or undefined. */
export async function findSensitiveWord(
  db: Kysely<Database>,
  tenantId: string | null,
  text: string,
): Promise<string | undefined> {
  const haystack = matchingForm(text);
  if (!haystack) return undefined;
  const words = await wordsInForce(db, tenantId);
  return words.find((word) => {
    const needle = matchingForm(word);
    return needle.length > 0 && haystack.includes(needle);
  });
}

/** Refuses text with a sensitive word of the school: code 901100002 and the sensitive-content message (RW-VAL-8). */
export async function assertNotSensitive(db: Kysely<Database>, tenantId: string, ...texts: string[]): Promise<void> {
  for (const text of texts) {
    if (await findSensitiveWord(db, tenantId, text))
      throw new ApiError(200, ApiCode.SENSITIVE_CONTENT, "sensitiveContent");
  }
}

/** The list an admin of the school sees and edits: the one in force there. */
export async function listSensitiveWords(db: Kysely<Database>, tenantId: string): Promise<string[]> {
  return wordsInForce(db, tenantId);
}

/** Replaces the school's own list (trimmed, de-duplicated, empty entries dropped); other schools are untouched. */
export async function replaceSensitiveWords(
  db: Kysely<Database>,
  tenantId: string,
  words: string[],
): Promise<string[]> {
  const unique = [...new Set(words.map((word) => word.trim()).filter(Boolean))].sort();
  const now = Date.now();
  const stored = JSON.stringify(unique);
  await db
    .insertInto("school_sensitive_words")
    .values({ tenant_id: tenantId, words: stored, updated_at: now })
    .onConflict((oc) => oc.column("tenant_id").doUpdateSet({ words: stored, updated_at: now }))
    .execute();
  return unique;
}

function parseWords(column: string): string[] {
  try {
    const parsed: unknown = JSON.parse(column);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}
