import type { ReviewAnswer } from "@sxz/contract";
import type { ListStore } from "../../controller/list-store";
import type { Confirming } from "./useCardActions";
import type { ListFocus } from "./useListFocus";

/**
 * The delete confirmation's two answers: confirmed, the review or reply is deleted and focus goes to the review
 * that took its place (or back to the opener when the delete failed); cancelled, focus goes back to the opener.
 */
export function useDeleteConfirm(
  store: ListStore,
  focus: ListFocus,
  items: readonly ReviewAnswer[],
  confirming: Confirming,
  setConfirming: (next: Confirming) => void,
) {
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
  return [confirmDelete, cancelDelete] as const;
}
