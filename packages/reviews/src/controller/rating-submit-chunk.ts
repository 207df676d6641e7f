/**
 * The rating store's submit (`rating-submit.ts`) comes with the rating dialog's chunk, which re-exports it: only
 * the dialog submits, so the first paint does not carry the checks, the writes and the picture upload, and a
 * submit finds its code already there, fetched with the dialog in one download.
 */
export const loadRatingSubmit = () => import("../components/RatingDialog/RatingDialog").then((chunk) => chunk.submitRating);
