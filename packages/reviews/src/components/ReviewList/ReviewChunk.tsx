import { memo } from "react";
import type { ReviewAnswer } from "@sxz/contract";
import { fill, formatNumber } from "../../i18n/format";
import { ReviewCard } from "../ReviewCard/ReviewCard";
import type { EditorTarget } from "../ReviewCard/ReviewCard";
import { useListView } from "./ListView";

export interface ReviewChunkProps {
  items: readonly ReviewAnswer[];
  pendingLikes: Readonly<Record<number, unknown>>;
  editing: { reviewId: number; target: EditorTarget } | null;
}

/**
 * Ten consecutive cards. Off screen the browser skips their style, layout and paint (content-visibility on the
 * chunk: one visibility check per chunk per frame instead of one per card), and React skips the whole chunk
 * when none of its reviews changed, so a like in a list of a thousand re-renders one chunk.
 */
export const ReviewChunk = memo(function ReviewChunk({ items, pendingLikes, editing }: ReviewChunkProps) {
  const { messages, language, imagesOf, onOpenImage } = useListView();
  return (
    <div className="sxz-list__chunk">
      {items.map((review) => {
        const images = imagesOf(review);
        return (
          <div key={review.id} className="sxz-list__item">
            <ReviewCard review={review} likeBusy={Boolean(pendingLikes[review.id])} editorTarget={editing?.reviewId === review.id ? editing.target : null} />
            {images.length > 0 && (
              <ul className="sxz-gallery" aria-label={messages.attachedImages}>
                {images.map((src, index) => (
                  <li key={src}>
                    <button type="button" className="sxz-gallery__thumb" aria-label={fill(messages.viewImage, { index: formatNumber(language, index + 1) })} onClick={() => onOpenImage(images, index)}>
                      <img src={src} alt="" loading="lazy" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </div>
  );
}, sameChunk);

function sameChunk(a: ReviewChunkProps, b: ReviewChunkProps): boolean {
  if (a.items.length !== b.items.length) return false;
  if (a.items.some((item, index) => item !== b.items[index])) return false;
  for (const item of a.items) {
    if (Boolean(a.pendingLikes[item.id]) !== Boolean(b.pendingLikes[item.id])) return false;
  }
  const editingHere = (props: ReviewChunkProps) => (props.editing && props.items.some((item) => item.id === props.editing!.reviewId) ? props.editing : null);
  return editingHere(a) === editingHere(b);
}
