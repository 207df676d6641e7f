import { memo } from "react";
import type { OpaqueId, ReviewAnswer } from "@sxz/contract";
import { fill, formatNumber } from "../../i18n/format";
import { ReviewCard } from "../ReviewCard/ReviewCard";
import type { EditorTarget } from "../ReviewCard/ReviewCard";
import { useListView } from "./ListView";
import { useScrolledPast } from "./useScrolledPast";

export interface ReviewChunkProps {
  items: readonly ReviewAnswer[];
  pendingLikes: Readonly<Record<string, unknown>>;
  editing: { reviewId: OpaqueId; target: EditorTarget } | null;
}

/**
 * Ten consecutive cards. Off screen the browser skips their style, layout and paint (content-visibility on the
 * chunk: one visibility check per chunk per frame instead of one per card), and React skips the whole chunk
 * when none of its reviews changed, so a like in a list of a thousand re-renders one chunk.
 *
 * The browser may skip a chunk only once the reader has scrolled past it (`--unskipped` until then). A chunk
 * loaded below the window is thus laid out at its real height before the reader reaches it: skipped from the
 * start, it would stand at the 1,100/1,600 px estimate, a jump to the end of the list would land on that
 * estimate, and the chunk would then grow to its real height in front of the reader, pushing the footer out of
 * the window. Nor may it be skipped between being laid out and being reached: Chromium then reports every card
 * in it as moved when it comes back into view.
 */
export const ReviewChunk = memo(function ReviewChunk({ items, pendingLikes, editing }: ReviewChunkProps) {
  const { messages, language, imagesOf, onOpenImage } = useListView();
  const [chunkRef, scrolledPast] = useScrolledPast();
  return (
    <div ref={chunkRef} className={scrolledPast ? "sxz-list__chunk" : "sxz-list__chunk sxz-list__chunk--unskipped"}>
      {items.map((review) => {
        const images = imagesOf(review);
        return (
          <div key={review.id} className="sxz-list__item">
            <ReviewCard
              review={review}
              likeBusy={Boolean(pendingLikes[review.id])}
              editorTarget={editing?.reviewId === review.id ? editing.target : null}
            />
            {images.length > 0 && (
              <ul className="sxz-gallery" aria-label={messages.attachedImages}>
                {images.map((src, index) => (
                  <li key={src}>
                    <button
                      type="button"
                      className="sxz-gallery__thumb"
                      aria-label={fill(messages.viewImage, { index: formatNumber(language, index + 1) })}
                      onClick={() => onOpenImage(images, index)}
                    >
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
  const editingHere = (props: ReviewChunkProps) =>
    props.editing && props.items.some((item) => item.id === props.editing!.reviewId) ? props.editing : null;
  return editingHere(a) === editingHere(b);
}
