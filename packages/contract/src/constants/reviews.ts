// Plain values, no schema builders: clients import them without pulling TypeBox into their bundles.

/** Limits the server enforces (RW-K-5). */
export const REVIEW_LIMITS = {
  /** Review text, in characters (Unicode code points) after trimming. */
  contentMax: 200,
  /** Reply text, in characters after trimming. */
  replyMax: 250,
  /** Study progress (percent) needed to rate a course. */
  progressMin: 30,
  /** Default and maximum list page sizes. */
  pageSizeDefault: 10,
  pageSizeMax: 50,
  /** Most tags one filter may name. */
  filterTagsMax: 20,
  /** Longest review search (`q`), in characters; longer is refused, never cut. */
  searchMax: 200,
  /** Most words of a review search that are matched (all of them must occur). */
  searchTermsMax: 8,
  /** Images attached to one review (URLs of files stored by this server's upload endpoints). */
  imagesMax: 3,
  /** Longest image URL accepted. */
  imageUrlMax: 2000,
} as const;

/** Config item types (RW-ENT-3). */
export const ConfigItemType = {
  /** Preset comment tag for a score. */
  TAG: 0,
  /** Guide sentence for a score. */
  GUIDE: 2,
  /** Emoticon caption for a score. */
  EMOTICON_CAPTION: 3,
  /** With score 1: the low-score tip. */
  LOW_SCORE_TIP: 4,
  /** Default guide for score 0. */
  DEFAULT_GUIDE: 5,
  /** Custom success message for a score. */
  SUCCESS_MESSAGE: 6,
} as const;
export type ConfigItemTypeValue = (typeof ConfigItemType)[keyof typeof ConfigItemType];
