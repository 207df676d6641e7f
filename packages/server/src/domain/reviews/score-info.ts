import type { Kysely, Selectable } from "kysely";
import type { Reply, ReviewRole, ScoreInfo } from "@sxz/contract";
import type { AuthContext } from "../auth/access-tokens";
import type { Database } from "../../db/schema";
import type { ReviewRepliesTable, ReviewsTable } from "../../db/tables/reviews";
import { imageUrls, readImages } from "./review-images";
import type { ImageOrigin } from "./review-images";

/** Who is looking: decides isMe, isLiked and whether a hidden review's text is shown. */
export interface Viewer {
  userId: string | null;
  /** The token's role is admin. Its rights reach only reviews written in `tenantId`, the token's school. */
  isAdmin: boolean;
  /** The school of the viewer's token; without it an admin role moderates nothing. */
  tenantId?: string | null;
}

/** The viewer a request's token describes (anonymous when there is none). */
export function viewerOf(auth: AuthContext | null | undefined): Viewer {
  return auth
    ? { userId: auth.userId, isAdmin: auth.role === "admin", tenantId: auth.tenantId }
    : { userId: null, isAdmin: false, tenantId: null };
}

/** Whether the viewer administers the school a review was written in (and so sees it as written, even hidden). */
export function moderates(viewer: Viewer, reviewTenantId: string): boolean {
  return viewer.isAdmin && typeof viewer.tenantId === "string" && viewer.tenantId === reviewTenantId;
}

interface Author {
  name: string;
  avatar: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
/** "YYYY-MM-DD HH:mm" in UTC. */
const showTime = (ms: number) => iso(ms).slice(0, 16).replace("T", " ");
const role = (value: string): ReviewRole => (value === "admin" ? "admin" : "learner");

/** Display names and avatars by user id: nickName, else realName, else user_name (as the accounts call does). */
async function authors(db: Kysely<Database>, ids: string[]): Promise<Map<string, Author>> {
  const found = new Map<string, Author>();
  if (!ids.length) return found;
  const rows = await db
    .selectFrom("users")
    .select(["id", "user_name", "nick_name", "real_name", "avatar"])
    .where("id", "in", [...new Set(ids)])
    .execute();
  for (const row of rows)
    found.set(row.id, { name: row.nick_name || row.real_name || row.user_name, avatar: row.avatar ?? "" });
  return found;
}

export function toReply(row: Selectable<ReviewRepliesTable>, author: Author | undefined): Reply {
  return {
    id: Number(row.id),
    commentId: Number(row.review_id),
    content: row.content,
    userName: author?.name ?? row.user_id,
    from_user_url: author?.avatar ?? "",
    role: role(row.author_role),
    createdTime: iso(Number(row.created_at)),
    modifiedTime: iso(Number(row.updated_at)),
  };
}

export async function replyWithAuthor(db: Kysely<Database>, row: Selectable<ReviewRepliesTable>): Promise<Reply> {
  return toReply(row, (await authors(db, [row.user_id])).get(row.user_id));
}

/**
 * The wire reviews for these ids, in the given order, with their replies, authors and the viewer's likes: four
 * primary-key or index lookups for the whole page, whatever the page's depth. Image URLs are built on `links` (the
 * public origin and the signing secret); without it a review answers no images.
 */
export async function scoreInfos(
  db: Kysely<Database>,
  ids: number[],
  viewer: Viewer,
  links: ImageOrigin | undefined,
): Promise<ScoreInfo[]> {
  if (!ids.length) return [];
  const [rows, replies, liked] = await Promise.all([
    db.selectFrom("reviews").selectAll().where("id", "in", ids).execute(),
    db
      .selectFrom("review_replies")
      .selectAll()
      .where("review_id", "in", ids)
      .orderBy("review_id")
      .orderBy("id")
      .execute(),
    viewer.userId
      ? db
          .selectFrom("review_likes")
          .select("review_id")
          .where("user_id", "=", viewer.userId)
          .where("review_id", "in", ids)
          .execute()
      : Promise.resolve([]),
  ]);
  const people = await authors(db, [...rows.map((row) => row.user_id), ...replies.map((reply) => reply.user_id)]);
  const likedIds = new Set(liked.map((row) => Number(row.review_id)));
  const repliesByReview = new Map<number, Reply[]>();
  for (const reply of replies) {
    const list = repliesByReview.get(Number(reply.review_id)) ?? [];
    list.push(toReply(reply, people.get(reply.user_id)));
    repliesByReview.set(Number(reply.review_id), list);
  }
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [toScoreInfo(row, people.get(row.user_id), repliesByReview.get(id) ?? [], likedIds.has(id), viewer, links)]
      : [];
  });
}

function toScoreInfo(
  row: Selectable<ReviewsTable>,
  author: Author | undefined,
  replyList: Reply[],
  isLiked: boolean,
  viewer: Viewer,
  links: ImageOrigin | undefined,
): ScoreInfo {
  const hidden = row.is_hidden === 1;
  // A hidden review is withheld from everyone but the administrators of its school, its author included (RW-ST-6):
  // an administrator of another school is a reader like any other there.
  const withheld = hidden && !moderates(viewer, row.tenant_id);
  const images = withheld || !links ? [] : imageUrls(readImages(row.images), links);
  return {
    id: Number(row.id),
    score: row.score,
    content: withheld ? "" : row.content,
    message: row.tags,
    from_user_id: row.user_id,
    from_user_name: author?.name ?? row.user_id,
    from_user_url: author?.avatar ?? "",
    role: role(row.author_role),
    isMe: viewer.userId !== null && viewer.userId === row.user_id,
    isLiked,
    likeCount: row.like_count,
    isTop: row.is_top === 1 ? 1 : 0,
    isHidden: hidden ? 1 : 0,
    showTime: showTime(Number(row.updated_at)),
    created_time: iso(Number(row.created_at)),
    resource_id: row.resource_id,
    resource_type: row.resource_type,
    replyList,
    ...(images.length ? { images } : {}),
    ...(typeof row.author_progress === "number" ? { authorProgress: row.author_progress } : {}),
  };
}
