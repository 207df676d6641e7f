import type { Generated } from "kysely";

// Tables of the reviews domain: ratings and reviews, their tags, replies, likes, counters, config items, sensitive words.
export interface ReviewTables {
  reviews: ReviewsTable;
  review_tags: ReviewTagsTable;
  review_replies: ReviewRepliesTable;
  review_likes: ReviewLikesTable;
  review_score_counts: ReviewScoreCountsTable;
  review_tag_counts: ReviewTagCountsTable;
  review_config_items: ReviewConfigItemsTable;
  review_config_texts: ReviewConfigTextsTable;
  sensitive_words: SensitiveWordsTable;
  school_sensitive_words: SchoolSensitiveWordsTable;
}

/** One rating per (user, resource); times are epoch milliseconds. */
export interface ReviewsTable {
  id: Generated<number>;
  tenant_id: string;
  resource_id: string;
  module_id: string;
  resource_type: string;
  user_id: string;
  /** The author's role when writing, shown as the card's badge. */
  author_role: string;
  score: number;
  content: string;
  /** Comma-joined tag codes, as the wire's `message`. */
  tags: string;
  source: string | null;
  course_id: string | null;
  app_id: string | null;
  app_type: string | null;
  class_id: string | null;
  is_top: number;
  is_hidden: number;
  like_count: number;
  created_at: number;
  updated_at: number;
  /** JSON array of the attached images' file references, stored-file UUIDs (migration 008; URLs before); null when none. */
  images?: string | null;
  /** The author's study progress on the course (0–100) when the review was published (migration 009); null when none. */
  author_progress?: number | null;
}

/** A review's tag with copies of the review's sort keys (kept equal in the same transaction). */
export interface ReviewTagsTable {
  review_id: number;
  tag_code: string;
  resource_id: string;
  is_top: number;
  like_count: number;
  created_at: number;
}

export interface ReviewRepliesTable {
  id: Generated<number>;
  review_id: number;
  user_id: string;
  author_role: string;
  content: string;
  created_at: number;
  updated_at: number;
}

export interface ReviewLikesTable {
  review_id: number;
  user_id: string;
  created_at: number;
}

export interface ReviewScoreCountsTable {
  resource_id: string;
  score: number;
  count: number;
}

export interface ReviewTagCountsTable {
  resource_id: string;
  tag_code: string;
  count: number;
}

export interface ReviewConfigItemsTable {
  id: Generated<number>;
  type: number;
  score: number;
  code: string;
  module_id: string;
  is_new: number;
  position: number;
}

export interface ReviewConfigTextsTable {
  item_id: number;
  language: string;
  message: string;
}

/** The platform's default sensitive words: every school without a list of its own follows them. */
export interface SensitiveWordsTable {
  word: string;
  created_at: number;
}

/** A school's own sensitive-word list (migration 007), replacing the default for that school; `words` is a JSON array. */
export interface SchoolSensitiveWordsTable {
  tenant_id: string;
  words: string;
  updated_at: number;
}
