import { createPartWithTexts } from "../part";
import { loadDialogMessages } from "../i18n/load";

const ratingDialogChunk = () => import("./RatingDialog");

/**
 * The rating dialog, its stars, tags, mobile extras and styles, and the code its submit runs: a chunk fetched
 * after the first paint or on use, with the dialog's texts in the widget's language (`ratingDialogPart(language)`).
 */
export const ratingDialogPart = createPartWithTexts(ratingDialogChunk, loadDialogMessages);

/** The rating store's submit, from the dialog's chunk: the store's `loadSubmit`. */
export const loadRatingSubmit = () => ratingDialogChunk().then((chunk) => chunk.submitRating);
