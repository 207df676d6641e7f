// The rating dialog's chunk: the dialog with its stars, tags, mobile extras and styles, and the code its submit
// runs (the shell hands the rating store its loader, `rating-dialog-part.ts`): only the dialog submits, so the
// first paint carries neither the checks, the writes and the picture upload, and a submit finds its code already
// there, fetched with the dialog in one download.
export { RatingDialog, css } from "../components/RatingDialog/RatingDialog";
export { submitRating } from "../controller/rating-submit";
