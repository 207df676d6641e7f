import { useMemo } from "react";
import type { ReactNode } from "react";
import type { ReviewAnswer, TagStatisticAnswer } from "@sxz/contract";
import type { ListState } from "../../model/list-state";
import type { CardActions, EditorTarget } from "../ReviewCard/ReviewCard";
import type { ListView } from "./ListView";
import { ReviewChunk } from "./ReviewChunk";
import type { Editing } from "./useCardActions";

export interface ListItemsProps {
  view: ListView;
  id: string;
  list: ListState<ReviewAnswer>;
  stats: readonly TagStatisticAnswer[];
  isAdmin: boolean;
  showReport: boolean;
  editing: Editing;
  renderEditor: (review: ReviewAnswer, target: EditorTarget) => ReactNode;
  actions: CardActions;
  avatarOf: (review: ReviewAnswer) => string;
  imagesOf?: (review: ReviewAnswer) => readonly string[];
  onOpenImage: (images: readonly string[], index: number) => void;
}

/** A review's own attached images (the wire's optional `images`). */
const imagesOfReview = (review: ReviewAnswer): readonly string[] => review.images ?? [];

/** Cards per rendering chunk (see ReviewChunk). */
const CHUNK_SIZE = 10;

function chunksOf<T>(items: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK_SIZE) chunks.push(items.slice(start, start + CHUNK_SIZE));
  return chunks;
}

/** The cards, ten to a chunk, so a change re-renders only the chunk that holds it. */
export function ListItems({ view, id, list, stats, isAdmin, showReport, editing, renderEditor, actions, avatarOf, imagesOf, onOpenImage }: ListItemsProps) {
  const { messages, language, layout, variant } = view;
  const tagNames = useMemo(() => new Map(stats.map((s) => [s.code, s.shortComment])), [stats]);
  const viewer = useMemo(() => ({ isAdmin, variant, showReport }), [isAdmin, variant, showReport]);
  return (
    <div id={id} className="sxz-list__items" aria-busy={list.loading}>
      {chunksOf(list.items).map((chunk, chunkIndex) => (
        <ReviewChunk
          key={chunkIndex}
          items={chunk}
          messages={messages}
          language={language}
          layout={layout}
          viewer={viewer}
          tagNames={tagNames}
          pendingLikes={list.pendingLikes}
          editing={editing}
          renderEditor={renderEditor}
          actions={actions}
          avatarOf={avatarOf}
          imagesOf={imagesOf ?? imagesOfReview}
          onOpenImage={onOpenImage}
        />
      ))}
    </div>
  );
}
