import { useLayoutEffect, useMemo, useRef, useState } from "react";
import type { Reply, ReviewAnswer } from "@sxz/contract";
import type { ListStore } from "../../controller/list-store";
import type { CardActions, EditorTarget } from "../ReviewCard/ReviewCard";
import type { ListFocus } from "./useListFocus";

export interface ReportDetail {
  review: ReviewAnswer;
  /** The page address with `#sxz-review-<id>`: opening it scrolls that review into view. */
  link: string;
}

export type Confirming = { kind: "review"; review: ReviewAnswer } | { kind: "reply"; review: ReviewAnswer; reply: Reply } | null;
export type Editing = { reviewId: number; target: EditorTarget } | null;

/**
 * What the cards ask for: store actions dispatched as they are, editors and confirmations opened here (one
 * stable object for the list's life, so a card re-renders only when its own review changes).
 */
export function useCardActions(store: ListStore, focus: ListFocus, onReport?: (detail: ReportDetail) => void) {
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const report = useRef(onReport);
  useLayoutEffect(() => {
    report.current = onReport;
  });
  const actions = useMemo<CardActions>(() => {
    const edit = (reviewId: number, target: EditorTarget) => {
      focus.remember();
      setEditing({ reviewId, target });
    };
    const confirm = (next: Confirming) => {
      focus.remember();
      setConfirming(next);
    };
    return {
      like: (review) => store.like(review),
      edit: (review) => edit(review.id, { kind: "editReview" }),
      remove: (review) => confirm({ kind: "review", review }),
      reply: (review) => edit(review.id, { kind: "newReply" }),
      editReply: (review, reply) => edit(review.id, { kind: "editReply", replyId: reply.id }),
      removeReply: (review, reply) => confirm({ kind: "reply", review, reply }),
      pin: (review) => void store.pin(review).catch(() => {}),
      hide: (review) => void store.hide(review).catch(() => {}),
      report(review) {
        const link = `${window.location.href.split("#")[0]}#sxz-review-${review.id}`;
        report.current?.({ review, link });
      },
    };
  }, [store, focus]);
  return { actions, editing, setEditing, confirming, setConfirming };
}
