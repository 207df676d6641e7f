import type { PluralForms } from "@sxz/contract";

/**
 * Plural forms of one message, chosen by the shared plural rule of the language ("other" is always present).
 * `{count}` inside is replaced by the number.
 */
export type PluralMessage = PluralForms;

/**
 * Texts of the rating half of the widget shown without opening the dialog (summary box, toasts, the blocked-rating
 * alert): loaded when the widget starts, from `locales/<lang>/rating.ts`. `{name}` marks a placeholder.
 */
export interface RatingStartMessages {
  widgetLabel: string;
  loading: string;
  // Summary box (RW-SUM-*)
  summaryTitle: string;
  reviewCount: PluralMessage;
  barPositive: string;
  barNeutral: string;
  barNegative: string;
  starBreakdown: string;
  breakdownRow: PluralMessage;
  /** A per-star row as a filter toggle: "Show 2-star reviews, 18"; without the count when it is not known. */
  starFilterName: string;
  starFilterNameUnknown: string;
  hadRated: string;
  wantToRate: string;
  /** The corner button for a visitor (nobody signed in): goes to the platform's login and back to the dialog. */
  signInToRate: string;
  /** The summary's note when the host gives the learner's progress below the rating threshold ({min}, {progress}). */
  progressGate: string;
  badgeTop: string;
  badgeTier: string;
  badgeTip: string;
  recommendedValue: string;
  noReviewsYet: string;
  /** The summary's stars read out: "Average rating {average} out of 5". */
  averageStars: string;
  /** The empty summary's invitation to a learner who may rate. */
  firstToRate: string;
  // Messages of the rating half outside a submit (RW-VAL-*, RW-ERR-*): offline, the text limit while typing,
  // the blocked rating, busy answers
  noNetwork: string;
  atMost: string;
  studyProgress: string;
  busy: string;
  notificationClose: string;
  alertOk: string;
  loadFailed: string;
  /** Read out for a figure the server did not give (shown as "–"). */
  unknownFigure: string;
}

/**
 * Texts of the rating dialog (RW-DLG-*) and of the checks and results of its submit (RW-VAL-*, RW-ERR-*; the
 * submit's code comes with the dialog's chunk), loaded with that chunk (`RatingDialog/rating-dialog-part.ts`) from
 * `locales/<lang>/rating-dialog.ts`. `submitting` and `commentMaxInvoice` are shown by no part today; they stay
 * for hosts that read them.
 */
export interface RatingDialogMessages {
  dialogTitle: string;
  viewTitle: string;
  close: string;
  ratingGroup: string;
  starName: PluralMessage;
  starLabel1: string;
  starLabel2: string;
  starLabel3: string;
  starLabel4: string;
  starLabel5: string;
  guideDefault: string;
  tagsLabel: string;
  commentLabel: string;
  placeholder: string;
  placeholderLow: string;
  counterAnnouncement: string;
  submit: string;
  submitting: string;
  emojiPicker: string;
  attachImage: string;
  removeImage: string;
  attachedImage: string;
  yourScore: string;
  noComment: string;
  commentMaxInvoice: string;
  // Checks and results of a submit (RW-VAL-*, RW-ERR-*)
  /** The attached picture could not be uploaded; the publish did not happen. */
  imageUploadFailed: string;
  ratingAfter: string;
  lowScoreTip: string;
  invalidChars: string;
  involving: string;
  sensitiveException: string;
  publishFailed: string;
  scoreSuccess: string;
  feedbackLink: string;
}

/** Every text of the rating half: what `loadMessages` gives at the top level of `WidgetMessages`. */
export interface RatingMessages extends RatingStartMessages, RatingDialogMessages {}
