import type { Kysely } from "kysely";
import { LANGUAGES } from "@sxz/contract";
import type { Database } from "../schema";
import { DEMO_USER_IDS } from "./accounts";
import { insertReviews, nextReviewId, rebuildCounters } from "./bulk-reviews";
import type { SeedReview } from "./bulk-reviews";
import { CONFIG_ITEMS, SENSITIVE_WORDS, TAG_ITEMS } from "./reviews-config";
import { DEMO_REPLIES, DEMO_TEXTS, REVIEWER_NAMES } from "./reviews-demo-text";
import type { Mood } from "./reviews-demo-text";
import { seededRandom, weighted } from "./random";
import { DEMO_SCHOOL_ID } from "./schools";

export const DEMO_REVIEWER_COUNT = 200;
const reviewerId = (n: number) => `user-reviewer-${String(n).padStart(3, "0")}`;
const SEEDED_AT = Date.UTC(2026, 0, 5);
const DAY = 86_400_000;

/** Config items, the platform's default sensitive words and the demo reviews with likes, replies, a pin and a hide. */
export async function seedReviews(db: Kysely<Database>): Promise<void> {
  await seedConfigItems(db);
  await db
    .insertInto("sensitive_words")
    .values(SENSITIVE_WORDS.map((word) => ({ word, created_at: SEEDED_AT })))
    .execute();

  const schoolExists = await db.selectFrom("schools").select("id").where("id", "=", DEMO_SCHOOL_ID).executeTakeFirst();
  if (!schoolExists) return;
  await seedReviewers(db);
  const users = new Set((await db.selectFrom("users").select("id").execute()).map((row) => row.id));
  await seedDemoReviews(db, users);
}

async function seedConfigItems(db: Kysely<Database>): Promise<void> {
  let position = 0;
  for (const item of CONFIG_ITEMS) {
    position += 1;
    const { id } = await db
      .insertInto("review_config_items")
      .values({ type: item.type, score: item.score, code: item.code, module_id: "", is_new: 1, position })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("review_config_texts")
      .values(LANGUAGES.map((language, index) => ({ item_id: Number(id), language, message: item.texts[index]! })))
      .execute();
  }
}

async function seedReviewers(db: Kysely<Database>): Promise<void> {
  const rows = Array.from({ length: DEMO_REVIEWER_COUNT }, (_, index) => {
    const n = index + 1;
    return {
      id: reviewerId(n),
      user_name: `reviewer${String(n).padStart(3, "0")}`,
      nick_name: REVIEWER_NAMES[index % REVIEWER_NAMES.length]!,
      real_name: null,
      avatar: null,
      email: null,
      mobile: null,
      // Reviewers cannot sign in: they only give the demo list its authors.
      password_hash: null,
      disabled: 0,
      home_school_id: DEMO_SCHOOL_ID,
      created_at: SEEDED_AT,
    };
  });
  await db.insertInto("users").values(rows).execute();
  await db
    .insertInto("memberships")
    .values(
      rows.map((row) => ({
        user_id: row.id,
        school_id: DEMO_SCHOOL_ID,
        role: "learner" as const,
        member_since: SEEDED_AT,
      })),
    )
    .execute();
}

const moodOf = (score: number): Mood => (score >= 4 ? "positive" : score === 3 ? "neutral" : "negative");

async function seedDemoReviews(db: Kysely<Database>, users: Set<string>): Promise<void> {
  const random = seededRandom(2026);
  const languages = Object.keys(DEMO_TEXTS);
  const tagsByScore = new Map<number, string[]>();
  for (const item of TAG_ITEMS) tagsByScore.set(item.score, [...(tagsByScore.get(item.score) ?? []), item.code]);
  let id = await nextReviewId(db);
  const reviews: SeedReview[] = [];
  const likes: { review_id: number; user_id: string; created_at: number }[] = [];

  const addReview = (resourceId: string, userId: string, index: number, count: number) => {
    const score = weighted(random, [5, 4, 3, 2, 1], [45, 28, 14, 8, 5]);
    const language = languages[Math.floor(random() * languages.length)]!;
    const texts = DEMO_TEXTS[language]![moodOf(score)];
    // About one in six rates with tags only, as many real learners do.
    const content = random() < 0.16 ? "" : texts[Math.floor(random() * texts.length)]!;
    const codes = tagsByScore.get(score) ?? [];
    const tags = codes.filter(() => random() < 0.45);
    if (!content && !tags.length && codes[0]) tags.push(codes[0]);
    const createdAt =
      SEEDED_AT + Math.floor(((index + 1) / (count + 1)) * 300 * DAY) + Math.floor(random() * 3_600_000);
    // Likes skew to a few popular reviews; likers are other reviewers, each at most once.
    const likeCount = Math.min(DEMO_REVIEWER_COUNT - 1, Math.floor(random() ** 3 * 40));
    const review: SeedReview = {
      id: id++,
      tenantId: DEMO_SCHOOL_ID,
      resourceId,
      moduleId: "course",
      resourceType: "course",
      userId,
      authorRole: "learner",
      score,
      content,
      tags,
      isTop: 0,
      isHidden: 0,
      likeCount,
      createdAt,
      updatedAt: createdAt,
    };
    const first = Math.floor(random() * DEMO_REVIEWER_COUNT);
    for (let k = 0; k < likeCount; k += 1) {
      const liker = reviewerId(((first + k) % DEMO_REVIEWER_COUNT) + 1);
      likes.push({
        review_id: review.id,
        user_id: liker === userId ? reviewerId(((first + likeCount) % DEMO_REVIEWER_COUNT) + 1) : liker,
        created_at: createdAt + (k + 1) * 60_000,
      });
    }
    reviews.push(review);
    return review;
  };

  for (let n = 1; n <= DEMO_REVIEWER_COUNT; n += 1)
    addReview("course-intro", reviewerId(n), n - 1, DEMO_REVIEWER_COUNT);
  for (let n = 1; n <= 12; n += 1) addReview("course-data", reviewerId(n), n - 1, 13);
  if (users.has(DEMO_USER_IDS.learner)) {
    const own = addReview("course-data", DEMO_USER_IDS.learner, 12, 13);
    Object.assign(own, {
      score: 4,
      content: "Clear and useful — the spreadsheet exercises were the best part.",
      tags: ["s4-learned-a-lot"],
    });
  }

  const intro = reviews.filter((review) => review.resourceId === "course-intro");
  // A pinned review: a well-liked five-star one with text. A hidden one: a low score with text.
  const pinned = intro.find((review) => review.score === 5 && review.content && review.likeCount >= 5) ?? intro[0]!;
  pinned.isTop = 1;
  const hidden = intro.find((review) => review.score <= 2 && review.content) ?? intro[1]!;
  hidden.isHidden = 1;

  await insertReviews(db, reviews, 200);
  // De-duplicate likers (the wrap-around above can repeat one) and keep likeCount equal to the like rows.
  const uniqueLikes = [...new Map(likes.map((like) => [`${like.review_id}|${like.user_id}`, like])).values()];
  for (let start = 0; start < uniqueLikes.length; start += 500) {
    await db
      .insertInto("review_likes")
      .values(uniqueLikes.slice(start, start + 500))
      .execute();
  }
  const likeCounts = new Map<number, number>();
  for (const like of uniqueLikes) likeCounts.set(like.review_id, (likeCounts.get(like.review_id) ?? 0) + 1);
  for (const review of reviews) {
    const actual = likeCounts.get(review.id) ?? 0;
    if (actual !== review.likeCount) {
      await db.updateTable("reviews").set({ like_count: actual }).where("id", "=", review.id).execute();
      await db.updateTable("review_tags").set({ like_count: actual }).where("review_id", "=", review.id).execute();
    }
  }

  if (users.has(DEMO_USER_IDS.admin)) {
    const replied = intro.filter((review, index) => index % 16 === 3 || review === pinned).slice(0, 14);
    await db
      .insertInto("review_replies")
      .values(
        replied.map((review, index) => ({
          review_id: review.id,
          user_id: DEMO_USER_IDS.admin,
          author_role: "admin",
          content: DEMO_REPLIES[index % DEMO_REPLIES.length]!,
          created_at: review.createdAt + DAY,
          updated_at: review.createdAt + DAY,
        })),
      )
      .execute();
  }
  for (const resourceId of ["course-intro", "course-data"]) await rebuildCounters(db, resourceId);
}
