import { memo } from "react";
import type { ReactNode } from "react";
import type { Language, ReviewAnswer } from "@sxz/contract";
import { fill } from "../../i18n/format";
import { ReviewCard } from "../ReviewCard/ReviewCard";
import type { CardActions, EditorTarget } from "../ReviewCard/ReviewCard";
import type { Viewer } from "../ReviewCard/permissions";
import type { ListMessages } from "./messages";

export interface ReviewChunkProps {
  items: readonly ReviewAnswer[];
  messages: ListMessages;
  language: Language;
  layout: "desktop" | "mobile";
  viewer: Viewer;
  tagNames: ReadonlyMap<string, string>;
  pendingLikes: Readonly<Record<number, unknown>>;
  editing: { reviewId: number; target: EditorTarget } | null;
  renderEditor: (review: ReviewAnswer, target: EditorTarget) => ReactNode;
  actions: CardActions;
  avatarOf: (review: ReviewAnswer) => string;
  imagesOf: (review: ReviewAnswer) => readonly string[];
  onOpenImage: (images: readonly string[], index: number) => void;
}

/**
 * Ten consecutive cards. Off screen the browser skips their style, layout and paint (content-visibility on the
 * chunk: one visibility check per chunk per frame instead of one per card), and React skips the whole chunk
 * when none of its reviews changed, so a like in a list of a thousand re-renders one chunk.
 */
export const ReviewChunk = memo(function ReviewChunk(props: ReviewChunkProps) {
  const { items, messages, language, layout, viewer, tagNames, pendingLikes, editing, renderEditor, actions, avatarOf, imagesOf, onOpenImage } = props;
  return (
    <div className="sxz-list__chunk">
      {items.map((review) => {
        const images = imagesOf(review);
        return (
          <div key={review.id} className="sxz-list__item">
            <ReviewCard
              review={review}
              messages={messages}
              language={language}
              layout={layout}
              viewer={viewer}
              avatarUrl={avatarOf(review)}
              tagNames={tagNames}
              likeBusy={Boolean(pendingLikes[review.id])}
              editorTarget={editing?.reviewId === review.id ? editing.target : null}
              renderEditor={renderEditor}
              actions={actions}
            />
            {images.length > 0 && (
              <ul className="sxz-gallery" aria-label={messages.attachedImages}>
                {images.map((src, index) => (
                  <li key={src}>
                    <button type="button" className="sxz-gallery__thumb" aria-label={fill(messages.viewImage, { index: index + 1 })} onClick={() => onOpenImage(images, index)}>
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

const SHARED: readonly (keyof ReviewChunkProps)[] = ["messages", "language", "layout", "viewer", "tagNames", "renderEditor", "actions", "avatarOf", "imagesOf", "onOpenImage"];

function sameChunk(a: ReviewChunkProps, b: ReviewChunkProps): boolean {
  if (a.items.length !== b.items.length) return false;
  if (a.items.some((item, index) => item !== b.items[index])) return false;
  if (SHARED.some((key) => a[key] !== b[key])) return false;
  for (const item of a.items) {
    if (Boolean(a.pendingLikes[item.id]) !== Boolean(b.pendingLikes[item.id])) return false;
  }
  const editingHere = (props: ReviewChunkProps) => (props.editing && props.items.some((item) => item.id === props.editing!.reviewId) ? props.editing : null);
  return editingHere(a) === editingHere(b);
}
