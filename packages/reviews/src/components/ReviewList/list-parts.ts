import { createLazyPart } from "../LazyPart/lazy-part";

/** The list's editors and delete confirmation: a chunk fetched after the first page or on use. */
export const listParts = createLazyPart(() => import("./ListParts"));
