import type { Kysely } from "kysely";
import { ApiCode, ConfigItemType, DEFAULT_LANGUAGE } from "@sxz/contract";
import type { ConfigItem, Language } from "@sxz/contract";
import type { Database } from "../../db/schema";
import { ApiError } from "../../http/api-error";

export interface ConfigFilter {
  moduleId?: string | undefined;
  isNew?: boolean | undefined;
  types?: number[] | undefined;
  score?: number | undefined;
  codes?: string[] | undefined;
}

/** Config items in the language asked for (en_US, then the default language, when a text is missing). */
export async function configItems(
  db: Kysely<Database>,
  language: Language,
  filter: ConfigFilter,
): Promise<ConfigItem[]> {
  const items = await db
    .selectFrom("review_config_items")
    .select(["id", "type", "score", "code"])
    .where("is_new", "=", filter.isNew === false ? 0 : 1)
    .where("module_id", "in", ["", filter.moduleId ?? ""])
    .$if(filter.types !== undefined, (q) => q.where("type", "in", filter.types!.length ? filter.types! : [-1]))
    .$if(filter.score !== undefined, (q) => q.where("score", "=", filter.score!))
    .$if(filter.codes !== undefined, (q) => q.where("code", "in", filter.codes!.length ? filter.codes! : [""]))
    .orderBy("type")
    .orderBy("score")
    .orderBy("position")
    .orderBy("id")
    .execute();
  if (!items.length) return [];
  const languages = [...new Set([language, "en_US", DEFAULT_LANGUAGE])];
  const texts = await db
    .selectFrom("review_config_texts")
    .select(["item_id", "language", "message"])
    .where(
      "item_id",
      "in",
      items.map((item) => item.id),
    )
    .where("language", "in", languages)
    .execute();
  const textOf = new Map(texts.map((text) => [`${Number(text.item_id)}|${text.language}`, text.message]));
  return items.map((item) => ({
    id: Number(item.id),
    code: item.code,
    score: item.score,
    type: item.type as ConfigItem["type"],
    message:
      languages.map((lang) => textOf.get(`${Number(item.id)}|${lang}`)).find((text) => text !== undefined) ?? item.code,
  }));
}

/** The preset tags (type 0) a rating of this score may carry. */
export function tagsForScore(
  db: Kysely<Database>,
  language: Language,
  score: number,
  moduleId: string | undefined,
): Promise<ConfigItem[]> {
  return configItems(db, language, { moduleId, types: [ConfigItemType.TAG], score });
}

/** Refuses any tag that is not configured for the score (RW-ENT-3). */
export async function assertTagsAllowed(
  db: Kysely<Database>,
  language: Language,
  score: number,
  moduleId: string | undefined,
  tags: string[],
): Promise<void> {
  if (!tags.length) return;
  const allowed = new Set((await tagsForScore(db, language, score, moduleId)).map((item) => item.code));
  const wrong = tags.find((tag) => !allowed.has(tag));
  if (wrong !== undefined)
    throw new ApiError(400, ApiCode.BAD_REQUEST, "tagNotAllowed", { tag: wrong.slice(0, 100), score });
}

/** "0,2,3" → [0, 2, 3]; undefined for every type. */
export function parseTypes(joined: string | undefined): number[] | undefined {
  if (joined === undefined || joined.trim() === "") return undefined;
  return [...new Set(joined.split(",").map((part) => Number(part.trim())))];
}
