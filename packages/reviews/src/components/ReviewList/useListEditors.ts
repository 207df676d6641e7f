import { useCallback } from "react";
import type { OpaqueId, ReviewAnswer } from "@sxz/contract";
import type { ListStore } from "../../controller/list-store";
import { resolveLimitWords } from "../../model/reply-text";
import type { listParts } from "../../parts/list-parts";
import type { EditorTarget } from "../ReviewCard/ReviewCard";
import type { Editing } from "./useCardActions";
import type { ListFocus } from "./useListFocus";
import type { ReviewListProps } from "./review-list-props";

type ListParts = ReturnType<ReturnType<typeof listParts>["current"]>;

/**
 * The editors of a review and its replies: `renderEditor` for the phone's bar, `renderInline` for a card (the
 * inline editor on desktop, none on mobile). Saving dispatches to the store; closing gives focus back.
 */
export function useListEditors(
  props: ReviewListProps,
  store: ListStore,
  parts: ListParts,
  focus: ListFocus,
  setEditing: (next: Editing) => void,
) {
  const { messages, language, layout, toast } = props;
  const limit = resolveLimitWords(props.limitWords);
  const closeEditor = useCallback(
    (reviewId: OpaqueId) => {
      setEditing(null);
      requestAnimationFrame(() => focus.restore(reviewId));
    },
    [focus, setEditing],
  );
  const renderEditor = useCallback(
    (review: ReviewAnswer, target: EditorTarget) =>
      // Editing starts only once the chunk is in (useCardActions), so `parts` is there whenever an editor shows.
      parts
        ? parts.renderListEditor(
            { messages, texts: parts.texts, language, layout },
            review,
            target,
            limit,
            toast,
            () => closeEditor(review.id),
            async (text) => {
              if (target.kind === "editReview") await store.editReview(review, text);
              else if (target.kind === "newReply") await store.addReply(review, text);
              else await store.editReply(review, target.replyId, text);
              closeEditor(review.id);
            },
          )
        : null,
    [parts, messages, language, layout, store, limit, toast, closeEditor],
  );
  // Cards get the inline editor on desktop; on mobile the editor is one bar fixed to the bottom of the list.
  const renderInline = useCallback(
    (review: ReviewAnswer, target: EditorTarget) => (layout === "desktop" ? renderEditor(review, target) : null),
    [layout, renderEditor],
  );
  return [renderEditor, renderInline] as const;
}
