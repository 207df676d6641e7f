import { useCallback, useState } from "react";
import type { ReviewAnswer } from "@sxz/contract";
import type { ListStore } from "../../controller/list-store";
import type { Confirming } from "./useCardActions";
import type { ListFocus } from "./useListFocus";

/**
 * What opens over the list, as ListOverlays shows it. The image viewer: opened on a thumbnail once its chunk is in
 * (`openOnUse`), closed back to the thumbnail. The delete confirmation's two answers: confirmed, the review or
 * reply is deleted and focus goes to the review that took its place (or back to the opener when the delete
 * failed); cancelled, focus goes back to the opener.
 */
export function useListOverlays(
  store: ListStore,
  focus: ListFocus,
  openOnUse: (open: () => void) => void,
  items: readonly ReviewAnswer[],
  confirming: Confirming,
  setConfirming: (next: Confirming) => void,
) {
  const [viewing, setViewing] = useState<{ images: readonly string[]; index: number } | null>(null);
  const closeViewer = () => {
    setViewing(null);
    focus.restore();
  };
  const openImage = useCallback(
    (images: readonly string[], index: number) => {
      focus.remember();
      openOnUse(() => setViewing({ images, index }));
    },
    [focus, openOnUse],
  );
  const confirmDelete = () => {
    if (!confirming) return;
    setConfirming(null);
    const { review } = confirming;
    if (confirming.kind === "review") {
      const index = items.findIndex((item) => item.id === review.id);
      const neighbour = items[index + 1] ?? items[index - 1];
      void store
        .deleteReview(review)
        .then((done) => (done ? focus.afterRemoval(neighbour?.id) : focus.restore(review.id)));
    } else {
      void store
        .deleteReply(review, confirming.reply)
        .then((done) => (done ? focus.afterRemoval(review.id) : focus.restore(review.id)));
    }
  };
  const cancelDelete = () => {
    setConfirming(null);
    focus.restore(confirming?.review.id);
  };
  return [viewing, openImage, closeViewer, confirmDelete, cancelDelete] as const;
}
