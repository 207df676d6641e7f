import { createPartWithTexts } from "../LazyPart/lazy-part";
import { loadDialogMessages } from "../../i18n/load";

/**
 * The rating dialog, its stars, tags, mobile extras and styles, and the code its submit runs: a chunk fetched
 * after the first paint or on use, with the dialog's texts in the widget's language (`ratingDialogPart(language)`).
 */
export const ratingDialogPart = createPartWithTexts(() => import("./RatingDialog"), loadDialogMessages);
