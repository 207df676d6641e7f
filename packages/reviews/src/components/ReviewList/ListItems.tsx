import type { ReviewAnswer } from "@sxz/contract";
import type { ListState } from "../../model/list-state";
import { ReviewChunk } from "./ReviewChunk";
import type { Editing } from "./useCardActions";

export interface ListItemsProps {
  id: string;
  list: ListState<ReviewAnswer>;
  editing: Editing;
}

/** Cards per rendering chunk (see ReviewChunk). */
const CHUNK_SIZE = 10;

function chunksOf<T>(items: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK_SIZE) chunks.push(items.slice(start, start + CHUNK_SIZE));
  return chunks;
}

/** The cards, ten to a chunk, so a change re-renders only the chunk that holds it. */
export function ListItems({ id, list, editing }: ListItemsProps) {
  return (
    <div id={id} className="sxz-list__items" aria-busy={list.loading}>
      {chunksOf(list.items).map((chunk, chunkIndex) => (
        <ReviewChunk key={chunkIndex} items={chunk} pendingLikes={list.pendingLikes} editing={editing} />
      ))}
    </div>
  );
}
