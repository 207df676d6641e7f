import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { assertSchool } from "./schools";
import { invalid } from "./refusal";

type Db = Kysely<Database>;

export const EXPORT_FORMATS = ["jsonl", "csv"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** One line of an export: a review (with its rating), a reply to one, or a like of one. */
export type ExportRecord =
  | {
      kind: "review";
      id: number;
      resource_id: string;
      module_id: string;
      course_id: string | null;
      user_id: string;
      username: string | null;
      author_role: string;
      score: number;
      tags: string;
      content: string;
      like_count: number;
      is_top: boolean;
      is_hidden: boolean;
      created_at: string;
      updated_at: string;
    }
  | {
      kind: "reply";
      id: number;
      review_id: number;
      user_id: string;
      username: string | null;
      author_role: string;
      content: string;
      created_at: string;
      updated_at: string;
    }
  | { kind: "like"; review_id: number; user_id: string; username: string | null; created_at: string };

/** The CSV's columns: every field of every kind, empty where a kind has none. */
export const CSV_COLUMNS = [
  "kind",
  "id",
  "review_id",
  "resource_id",
  "module_id",
  "course_id",
  "user_id",
  "username",
  "author_role",
  "score",
  "tags",
  "content",
  "like_count",
  "is_top",
  "is_hidden",
  "created_at",
  "updated_at",
] as const;

const PAGE = 500;
const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

/** Every review of the school with its replies and likes, a page of reviews at a time (memory stays flat). */
export async function* exportRecords(db: Db, schoolId: string): AsyncGenerator<ExportRecord> {
  await assertSchool(db, schoolId);
  let after = 0;
  for (;;) {
    const reviews = await db
      .selectFrom("reviews")
      .leftJoin("users", "users.id", "reviews.user_id")
      .select([
        "reviews.id",
        "resource_id",
        "module_id",
        "course_id",
        "user_id",
        "users.user_name",
        "author_role",
        "score",
        "tags",
        "content",
        "like_count",
        "is_top",
        "is_hidden",
        "reviews.created_at",
        "updated_at",
      ])
      .where("tenant_id", "=", schoolId)
      .where("reviews.id", ">", after)
      .orderBy("reviews.id")
      .limit(PAGE)
      .execute();
    if (!reviews.length) return;
    const ids = reviews.map((review) => Number(review.id));
    const replies = await db
      .selectFrom("review_replies")
      .leftJoin("users", "users.id", "review_replies.user_id")
      .select([
        "review_replies.id",
        "review_id",
        "user_id",
        "users.user_name",
        "author_role",
        "content",
        "review_replies.created_at",
        "updated_at",
      ])
      .where("review_id", "in", ids)
      .orderBy("review_replies.id")
      .execute();
    const likes = await db
      .selectFrom("review_likes")
      .leftJoin("users", "users.id", "review_likes.user_id")
      .select(["review_id", "user_id", "users.user_name", "review_likes.created_at"])
      .where("review_id", "in", ids)
      .orderBy("review_id")
      .orderBy("user_id")
      .execute();
    for (const review of reviews) {
      const id = Number(review.id);
      yield {
        kind: "review",
        id,
        resource_id: review.resource_id,
        module_id: review.module_id,
        course_id: review.course_id,
        user_id: review.user_id,
        username: review.user_name,
        author_role: review.author_role,
        score: review.score,
        tags: review.tags,
        content: review.content,
        like_count: Number(review.like_count),
        is_top: Number(review.is_top) === 1,
        is_hidden: Number(review.is_hidden) === 1,
        created_at: iso(review.created_at),
        updated_at: iso(review.updated_at),
      };
      for (const reply of replies.filter((row) => Number(row.review_id) === id)) {
        yield {
          kind: "reply",
          id: Number(reply.id),
          review_id: id,
          user_id: reply.user_id,
          username: reply.user_name,
          author_role: reply.author_role,
          content: reply.content,
          created_at: iso(reply.created_at),
          updated_at: iso(reply.updated_at),
        };
      }
      for (const like of likes.filter((row) => Number(row.review_id) === id)) {
        yield {
          kind: "like",
          review_id: id,
          user_id: like.user_id,
          username: like.user_name,
          created_at: iso(like.created_at),
        };
      }
    }
    after = ids[ids.length - 1]!;
  }
}

/**
 * A CSV cell (RFC 4180: always quoted, quotes doubled). Text a spreadsheet would run as a formula (starting with
 * = + - @, or a tab or carriage return) gets a leading apostrophe, so opening an export never runs what a learner wrote.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '""';
  let text = typeof value === "string" ? value : String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** The export as text chunks: JSON Lines (one record a line), or CSV with a UTF-8 byte-order mark and a header row. */
export async function* exportLines(db: Db, schoolId: string, format: string): AsyncGenerator<string> {
  if (!(EXPORT_FORMATS as readonly string[]).includes(format))
    throw invalid(`export format must be one of ${EXPORT_FORMATS.join(", ")}, got "${format.slice(0, 20)}"`);
  const records = exportRecords(db, schoolId);
  if (format === "jsonl") {
    for await (const record of records) yield `${JSON.stringify(record)}\n`;
    return;
  }
  // The byte-order mark makes spreadsheet programs read the file as UTF-8 (Chinese, Arabic … text stays legible).
  yield `\uFEFF${csvRow(CSV_COLUMNS)}`;
  for await (const record of records) {
    const fields = record as Record<string, unknown>;
    yield csvRow(CSV_COLUMNS.map((column) => fields[column]));
  }
}
