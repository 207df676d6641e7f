import { createPartWithTexts } from "../part";
import { createListApi } from "../api/list";
import type { ListApi } from "../api/list";
import type { Requester } from "../api/request";
import { loadListPartMessages } from "../i18n/load";

const listPartsChunk = () => import("./ListParts");

/**
 * The list's editors and delete confirmation: a chunk fetched after the first page or on use, with their texts in
 * the list's language (`listParts(language)`).
 */
export const listParts = createPartWithTexts(listPartsChunk, loadListPartMessages);

/** The list store's deletions, edits and replies, from the same chunk: the store's `loadWrites`. */
export const loadListWrites = () => listPartsChunk().then((chunk) => chunk.listWrites);

/** The calls of those writes, from the same chunk: the list API's `loadWriteCalls`. */
export const loadListWriteCalls = () => listPartsChunk().then((chunk) => chunk.createListWriteCalls);

/**
 * The list's calls over a requester, with the writes' calls loaded with the list's parts: what the widget's
 * shell uses, and `@sxz/reviews`'s `createListApi` for a host that renders `ReviewList` alone.
 */
export function createListApiWithParts(call: Requester): ListApi {
  return createListApi(call, loadListWriteCalls);
}
