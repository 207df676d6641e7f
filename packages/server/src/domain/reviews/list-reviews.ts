import type { CompiledQuery, Kysely } from "kysely";
import { ApiCode, REVIEW_LIMITS } from "@sxz/contract";
import type {
  AppliedFilter,
  Language,
  MyMessagesPage,
  QueryMessagesQuery,
  QueryMyMessagesQuery,
  ReviewPage,
} from "@sxz/contract";
import type { Database } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { averageScore, readScoreCounts } from "./counters";
import { decodeCursor, encodeCursor, listIdentity } from "./cursor";
import type { SortKey } from "./cursor";
import { withCourseAndTagNames } from "./my-review-labels";
import { pageKeys } from "./page-keys";
import { searchPageKeys, searchTerms } from "./search";
import { scoreInfos } from "./score-info";
import type { Viewer } from "./score-info";
import type { ImageOrigin } from "./review-images";
import { splitTags } from "./text";

/** queryMessages / scoreList: one page of a resource's reviews plus the O(1) aggregates; images are linked on `links`. */
export async function listReviews(
  db: Kysely<Database>,
  query: QueryMessagesQuery,
  viewer: Viewer,
  links?: ImageOrigin,
): Promise<ReviewPage> {
  const sort = query.sort ?? "latest";
  const tags = splitTags(query.message);
  if (tags.length > REVIEW_LIMITS.filterTagsMax) {
    throw new ApiError(400, ApiCode.BAD_REQUEST, "tooManyTags", { max: REVIEW_LIMITS.filterTagsMax });
  }
  const pageSize = query.pageSize ?? REVIEW_LIMITS.pageSizeDefault;
  const scores = scoreFilter(query.scores);
  const terms = searchTerms(query.q);
  const list = listIdentity(sort, tags, scores, terms.join(" "));
  // A cursor wins over page: it is the flat-cost way to the next page.
  const after = query.cursor ? decodeCursor(query.cursor, list) : undefined;
  const offset = after ? 0 : ((query.page ?? 1) - 1) * pageSize;

  const limit = pageSize + 1;
  const [keys, counts] = await Promise.all([
    terms.length
      ? searchPageKeys(db, { resourceId: query.resourceId, sort, terms, tags, scores, after, offset, limit })
      : pageKeys(db, { resourceId: query.resourceId, sort, tags, scores, after, offset, limit }),
    readScoreCounts(db, query.resourceId),
  ]);
  const { page, hasMore, nextCursor } = cut(keys, pageSize, list);
  const applied: AppliedFilter = {
    ...(query.scores !== undefined ? { scores } : {}),
    ...(query.q !== undefined ? { q: terms } : {}),
  };
  // The filtered list's size where the counters give it (a star filter alone); a count of tag or search matches
  // would cost a scan of them, so it is left out there.
  if (query.scores !== undefined && !tags.length && !terms.length)
    applied.totalCount = scores.reduce((sum, score) => sum + (counts.byScore[score] ?? 0), 0);
  return {
    avgScore: averageScore(counts),
    totalCount: counts.total,
    scoreInfoList: await scoreInfos(
      db,
      page.map((key) => key.id),
      viewer,
      links,
    ),
    hasMore,
    nextCursor,
    ...(query.scores !== undefined || query.q !== undefined ? { appliedFilter: applied } : {}),
  };
}

/** "2, 1,2" → [1, 2]: the contract's pattern has checked the form already. */
function scoreFilter(value: string | undefined): number[] {
  if (value === undefined) return [];
  return [...new Set(value.split(",").map((part) => Number(part.trim())))]
    .filter((n) => n >= 1 && n <= 5)
    .sort((a, b) => a - b);
}

/** queryMyMessages: the caller's reviews across resources, newest first, through the reviews_user index. */
export async function listMyReviews(
  db: Kysely<Database>,
  query: QueryMyMessagesQuery,
  viewer: Viewer & { userId: string },
  language: Language,
  links?: ImageOrigin,
): Promise<MyMessagesPage> {
  const pageSize = query.pageSize ?? REVIEW_LIMITS.pageSizeDefault;
  const list = listIdentity("mine", []);
  const after = query.cursor ? decodeCursor(query.cursor, list) : undefined;
  const offset = after ? 0 : ((query.page ?? 1) - 1) * pageSize;
  const [{ rows }, total] = await Promise.all([
    db.executeQuery<{ id: number | string; created_at: number | string }>(
      myKeysQuery(db, viewer.userId, after, offset, pageSize + 1),
    ),
    db
      .selectFrom("reviews")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("user_id", "=", viewer.userId)
      .executeTakeFirstOrThrow(),
  ]);
  const keys = rows.map((row) => ({ id: Number(row.id), isTop: 0, likeCount: 0, createdAt: Number(row.created_at) }));
  const { page, hasMore, nextCursor } = cut(keys, pageSize, list);
  return {
    totalCount: Number(total.count),
    scoreInfoList: await withCourseAndTagNames(
      db,
      await scoreInfos(
        db,
        page.map((key) => key.id),
        viewer,
        links,
      ),
      language,
    ),
    hasMore,
    nextCursor,
  };
}

/** pageSize + 1 keys were read: the extra one only says whether there is more. */
function cut(keys: SortKey[], pageSize: number, list: string) {
  const page = keys.slice(0, pageSize);
  const hasMore = keys.length > pageSize;
  const last = page[page.length - 1];
  return { page, hasMore, nextCursor: hasMore && last ? encodeCursor(list, last) : null };
}

/** The SQL of one page of a user's reviews (exported so tests can EXPLAIN it). */
export function myKeysQuery(
  db: Kysely<Database>,
  userId: string,
  after: SortKey | undefined,
  offset: number,
  limit: number,
): CompiledQuery {
  return db
    .selectFrom("reviews")
    .select(["id", "created_at"])
    .where("user_id", "=", userId)
    .$if(after !== undefined, (q) =>
      q.where((eb) => eb(eb.refTuple("created_at", "id"), "<", eb.tuple(after!.createdAt, after!.id))),
    )
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .offset(offset)
    .compile();
}
