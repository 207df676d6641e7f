import { ApiCode } from "@sxz/contract";
import type { ReviewSort } from "@sxz/contract";
import { ApiError } from "../../http/api-error";

/** Where a page ended, in the list's sort order: the next page starts strictly after this key. */
export interface SortKey {
  isTop: number;
  likeCount: number;
  createdAt: number;
  id: number;
}

interface CursorBody {
  /** Which list the cursor belongs to: sort and tag filter (or "mine"). */
  l: string;
  k: [number, number, number, number];
}

/** Ties a cursor to its list, so a cursor from another sort or filter is refused instead of skipping rows. */
export function listIdentity(sort: ReviewSort | "mine", tags: string[], scores: number[] = [], search = ""): string {
  const base = `${sort}|${[...tags].sort().join(",")}`;
  // Lists without the optional filters keep the identity (and so the cursors) they always had.
  return scores.length || search ? `${base}|${scores.join(",")}|${search}` : base;
}

/** Opaque to clients; not signed, because every filter is re-applied from the query (a forged key only moves the start). */
export function encodeCursor(list: string, key: SortKey): string {
  const body: CursorBody = { l: list, k: [key.isTop, key.likeCount, key.createdAt, key.id] };
  return Buffer.from(JSON.stringify(body)).toString("base64url");
}

export function decodeCursor(cursor: string, list: string): SortKey {
  let body: Partial<CursorBody> | undefined;
  try {
    body = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as Partial<CursorBody>;
  } catch {
    body = undefined;
  }
  const k = body?.k;
  const valid = body?.l === list && Array.isArray(k) && k.length === 4 && k.every((n) => Number.isSafeInteger(n));
  if (!valid || !k) throw new ApiError(400, ApiCode.BAD_REQUEST, "invalidCursor");
  return { isTop: k[0], likeCount: k[1], createdAt: k[2], id: k[3] };
}
