import type { Kysely } from "kysely";
import { ConfigItemType } from "@sxz/contract";
import type { Language, ScoreDistribution, ScoreGeneral } from "@sxz/contract";
import type { Database } from "../../db/schema";
import { configItems } from "./config-items";
import { averageScore, readScoreCounts } from "./counters";

/** queryMsgCountProportions: five counter rows, score 5 first. */
export async function scoreDistribution(db: Kysely<Database>, resourceId: string): Promise<ScoreDistribution> {
  const counts = await readScoreCounts(db, resourceId);
  return {
    result: [5, 4, 3, 2, 1].map((score) => ({ score, count: counts.byScore[score] ?? 0 })),
    total: counts.total,
  };
}

/** general: the summary figures and tag statistics, read from the counter tables (and the course's module, when not given). */
export async function scoreGeneral(
  db: Kysely<Database>,
  resourceId: string,
  moduleId: string | undefined,
  language: Language,
): Promise<ScoreGeneral> {
  const [counts, tagRows] = await Promise.all([
    readScoreCounts(db, resourceId),
    db
      .selectFrom("review_tag_counts")
      .select(["tag_code", "count"])
      .where("resource_id", "=", resourceId)
      .where("count", ">", 0)
      .orderBy("count", "desc")
      .orderBy("tag_code")
      .execute(),
  ]);
  // The widget asks with the resourceId only (docs/review-widget.md): a known course's module names its tags then.
  const module =
    moduleId ??
    (tagRows.length
      ? (await db.selectFrom("courses").select("module").where("id", "=", resourceId).executeTakeFirst())?.module
      : undefined);
  const texts = tagRows.length
    ? await configItems(db, language, {
        moduleId: module,
        types: [ConfigItemType.TAG],
        codes: tagRows.map((row) => row.tag_code),
      })
    : [];
  const textOf = new Map(texts.map((item) => [item.code, item.message]));
  const positive = (counts.byScore[4] ?? 0) + (counts.byScore[5] ?? 0);
  return {
    avgScore: averageScore(counts),
    totalCount: counts.total,
    commenterCount: counts.total,
    recommendedValue: counts.total ? positive / counts.total : 1,
    shortCommentStatisticList: tagRows.map((row) => ({
      code: row.tag_code,
      shortComment: textOf.get(row.tag_code) ?? row.tag_code,
      count: Number(row.count),
    })),
  };
}
