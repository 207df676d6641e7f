import { sql } from "kysely";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** What a signed-in learner's list page has of their own, besides what every reader sees. */
export interface ViewerParts {
  /** The reviews of the page the learner likes. */
  liked: Set<number>;
  /** The learner's own review of the resource (there is at most one), with when it was last written. */
  own: { id: number; updatedAt: number } | undefined;
}

interface Row {
  kind: "like" | "own";
  id: number | string;
  updated_at: number | string;
}

/**
 * The learner's likes among a page's reviews and their own review of the resource: one statement of two index
 * lookups (review_likes by user and review, reviews by resource and user).
 */
export async function viewerParts(
  db: Kysely<Database>,
  userId: string,
  resourceId: string,
  reviewIds: number[],
): Promise<ViewerParts> {
  const likes = reviewIds.length
    ? sql`select 'like' as kind, review_id as id, 0 as updated_at from review_likes where user_id = ${userId} and review_id in (${sql.join(reviewIds)}) union all `
    : sql``;
  const { rows } =
    await sql<Row>`${likes}select 'own' as kind, id, updated_at from reviews where resource_id = ${resourceId} and user_id = ${userId}`.execute(
      db,
    );
  const liked = new Set<number>();
  let own: ViewerParts["own"];
  for (const row of rows) {
    if (row.kind === "like") liked.add(Number(row.id));
    else own = { id: Number(row.id), updatedAt: Number(row.updated_at) };
  }
  return { liked, own };
}
