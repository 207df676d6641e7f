import type { Kysely } from "kysely";
import { ConfigItemType, isLanguage, LANGUAGES } from "@sxz/contract";
import type { Language } from "@sxz/contract";
import type { Database } from "../../db/schema";
import { checkId, checkText, invalid } from "./refusal";

type Db = Kysely<Database>;

/** The item types by the names files and commands use. */
export const ITEM_TYPES = {
  tag: ConfigItemType.TAG,
  guide: ConfigItemType.GUIDE,
  caption: ConfigItemType.EMOTICON_CAPTION,
  "low-score-tip": ConfigItemType.LOW_SCORE_TIP,
  "default-guide": ConfigItemType.DEFAULT_GUIDE,
  success: ConfigItemType.SUCCESS_MESSAGE,
} as const;
export type ItemTypeName = keyof typeof ITEM_TYPES;

/** One configuration item as files carry it: its texts by language (any of the 12). */
export interface ConfigItemInput {
  type: string;
  score: number;
  code: string;
  texts: Record<string, string>;
}

export interface StoredConfigItem {
  type: ItemTypeName;
  score: number;
  code: string;
  texts: Partial<Record<Language, string>>;
}

export interface ConfigImportReport {
  module: string;
  created: number;
  updated: number;
  removed: number;
  /** Items that lack a text in some of the 12 languages (readers of those languages see en_US, then zh_CN). */
  incomplete: Array<{ code: string; missing: Language[] }>;
}

/** Most items one module may be given in one import. */
export const CONFIG_IMPORT_MAX_ITEMS = 1000;
const TEXT_MAX = 500;

const typeName = (type: number): ItemTypeName =>
  (Object.entries(ITEM_TYPES).find(([, value]) => value === type)?.[0] ?? "tag") as ItemTypeName;

/** Which scores each type may carry (the widget shows tags, guides, captions and messages per star; the tip belongs to score 1). */
function scoreAllowed(type: number, score: number): boolean {
  if (type === ConfigItemType.DEFAULT_GUIDE) return score === 0;
  if (type === ConfigItemType.LOW_SCORE_TIP) return score === 1;
  return score >= 1 && score <= 5;
}

function checkedItem(item: ConfigItemInput, position: number) {
  const where = `item ${position} (${String(item.code).slice(0, 60)})`;
  if (!Object.hasOwn(ITEM_TYPES, item.type))
    throw invalid(
      `${where}: type must be one of ${Object.keys(ITEM_TYPES).join(", ")}, got "${String(item.type).slice(0, 40)}"`,
    );
  const type = ITEM_TYPES[item.type as ItemTypeName];
  if (!Number.isInteger(item.score) || !scoreAllowed(type, item.score))
    throw invalid(`${where}: score ${String(item.score)} does not fit type ${item.type}`);
  const code = checkId(`${where}: code`, String(item.code));
  const texts: Partial<Record<Language, string>> = {};
  for (const [language, text] of Object.entries(item.texts ?? {})) {
    if (!isLanguage(language))
      throw invalid(`${where}: "${language.slice(0, 20)}" is not one of the languages ${LANGUAGES.join(", ")}`);
    if (typeof text !== "string" || text.trim() === "") continue;
    texts[language] = checkText(`${where}: the ${language} text`, text, TEXT_MAX);
  }
  if (!Object.keys(texts).length) throw invalid(`${where}: needs a text in at least one language`);
  return { type, score: item.score, code, texts };
}

/**
 * Creates or updates a module's configuration items, all or nothing; `replace` first removes the module's items
 * the file does not name. An item is known by (type, score, code); its texts in the languages given are set, the
 * others kept. An empty module id is the platform-wide set every module falls back on.
 */
export async function importConfigItems(
  db: Db,
  moduleId: string,
  items: ConfigItemInput[],
  options: { replace: boolean },
): Promise<ConfigImportReport> {
  if (moduleId !== "") checkId("module", moduleId);
  if (!Array.isArray(items) || !items.length) throw invalid("the file holds no configuration items");
  if (items.length > CONFIG_IMPORT_MAX_ITEMS)
    throw invalid(`an import takes at most ${CONFIG_IMPORT_MAX_ITEMS} items, the file has ${items.length}`);
  const checked = items.map((item, index) => checkedItem(item, index + 1));
  const keyOf = (item: { type: number; score: number; code: string }) => `${item.type}|${item.score}|${item.code}`;
  const keys = new Set<string>();
  for (const item of checked) {
    if (keys.has(keyOf(item)))
      throw invalid(`item ${item.code} (type ${typeName(item.type)}, score ${item.score}) appears twice`);
    keys.add(keyOf(item));
  }
  const report: ConfigImportReport = { module: moduleId, created: 0, updated: 0, removed: 0, incomplete: [] };
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("review_config_items")
      .select(["id", "type", "score", "code"])
      .where("module_id", "=", moduleId)
      .where("is_new", "=", 1)
      .execute();
    const idOf = new Map(existing.map((row) => [keyOf(row), Number(row.id)]));
    if (options.replace) {
      const gone = existing.filter((row) => !keys.has(keyOf(row))).map((row) => Number(row.id));
      if (gone.length) {
        await trx.deleteFrom("review_config_texts").where("item_id", "in", gone).execute();
        await trx.deleteFrom("review_config_items").where("id", "in", gone).execute();
      }
      report.removed = gone.length;
    }
    for (const [position, item] of checked.entries()) {
      let id = idOf.get(keyOf(item));
      if (id === undefined) {
        const inserted = await trx
          .insertInto("review_config_items")
          .values({ type: item.type, score: item.score, code: item.code, module_id: moduleId, is_new: 1, position })
          .returning("id")
          .executeTakeFirstOrThrow();
        id = Number(inserted.id);
        report.created++;
      } else {
        await trx.updateTable("review_config_items").set({ position }).where("id", "=", id).execute();
        report.updated++;
      }
      for (const [language, message] of Object.entries(item.texts)) {
        await trx
          .insertInto("review_config_texts")
          .values({ item_id: id, language, message })
          .onConflict((oc) => oc.columns(["item_id", "language"]).doUpdateSet({ message }))
          .execute();
      }
    }
  });
  for (const item of await listConfigItems(db, moduleId)) {
    const missing = LANGUAGES.filter((language) => item.texts[language] === undefined);
    if (missing.length) report.incomplete.push({ code: item.code, missing });
  }
  return report;
}

/** A module's items with every text they have, in the order the widget shows them. */
export async function listConfigItems(db: Db, moduleId: string): Promise<StoredConfigItem[]> {
  const items = await db
    .selectFrom("review_config_items")
    .select(["id", "type", "score", "code"])
    .where("module_id", "=", moduleId)
    .where("is_new", "=", 1)
    .orderBy("type")
    .orderBy("score")
    .orderBy("position")
    .orderBy("id")
    .execute();
  if (!items.length) return [];
  const texts = await db
    .selectFrom("review_config_texts")
    .select(["item_id", "language", "message"])
    .where(
      "item_id",
      "in",
      items.map((item) => item.id),
    )
    .execute();
  return items.map((item) => ({
    type: typeName(item.type),
    score: item.score,
    code: item.code,
    texts: Object.fromEntries(
      LANGUAGES.flatMap((language) => {
        const text = texts.find((row) => Number(row.item_id) === Number(item.id) && row.language === language);
        return text ? [[language, text.message]] : [];
      }),
    ),
  }));
}
