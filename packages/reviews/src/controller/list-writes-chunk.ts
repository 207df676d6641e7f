/**
 * The list store's writes (`list-writes.ts`) come with the chunk of the list's editors and delete confirmation,
 * which re-exports them: the first paint does not carry them, and a write finds them there, fetched with the
 * editor or the confirmation that makes it.
 */
export const loadListWrites = () => import("../components/ReviewList/ListParts").then((chunk) => chunk.listWrites);
