import { createLazyPart } from "../LazyPart/lazy-part";

/** The rating dialog, its stars, tags, mobile extras and styles: a chunk fetched after the first paint or on use. */
export const ratingDialogPart = createLazyPart(() => import("./RatingDialog"));
