import list from "./list";
import rating from "./rating";

/**
 * The texts the widget in pl_PL shows when it starts: the rating half's at the top level, the list's under `list`.
 * The dialog's and the list editors' texts load with their parts (`rating-dialog.ts`, `list-parts.ts`).
 */
export default { ...rating, list };

/**
 * The texts of the parts loaded on use, in pl_PL: a chunk each, fetched together with the part's code. Named here, in
 * the language's start chunk, so the widget's own file carries no list of every language's part texts.
 */
export const partTexts = { ratingDialog: () => import("./rating-dialog"), listParts: () => import("./list-parts") };
