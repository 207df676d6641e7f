import { createPartWithTexts } from "../LazyPart/lazy-part";
import { loadListPartMessages } from "../../i18n/load";

/**
 * The list's editors and delete confirmation: a chunk fetched after the first page or on use, with their texts in
 * the list's language (`listParts(language)`).
 */
export const listParts = createPartWithTexts(() => import("./ListParts"), loadListPartMessages);
