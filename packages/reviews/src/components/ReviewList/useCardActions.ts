import { useLayoutEffect, useMemo, useRef, useState } from "react";
import type { OpaqueId, ReplyAnswer, ReviewAnswer } from "@sxz/contract";
import type { ListStore } from "../../controller/list-store";
import type { CardActions, EditorTarget } from "../ReviewCard/ReviewCard";
import type { ListFocus } from "./useListFocus";
import type { PartAction } from "../Part/usePartAction";
import type { ListStartMessages } from "../../i18n/list-messages";
import { reviewAnchor } from "../../model/list-position";

export interface ReportDetail {
  review: ReviewAnswer;
  /** The page address with `#sxz-review-<id>`: opening it scrolls that review into view. */
  link: string;
}

export type Confirming =
  { kind: "review"; review: ReviewAnswer } | { kind: "reply"; review: ReviewAnswer; reply: ReplyAnswer } | null;
export type Editing = { reviewId: OpaqueId; target: EditorTarget } | null;

/**
 * What the cards ask for: store actions dispatched as they are, editors and confirmations opened here (one
 * stable object for the list's life, so a card re-renders only when its own review changes). Editors and
 * confirmations are a chunk of their own (`list-parts.ts`): `parts` opens them once it is in, and a failed fetch
 * says the action failed with the action's own message (the next click fetches again).
 */
export function useCardActions(
  store: ListStore,
  focus: ListFocus,
  parts: PartAction,
  fail: (message: string) => void,
  messages: ListStartMessages,
  onReport?: (detail: ReportDetail) => void,
) {
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const report = useRef(onReport);
  useLayoutEffect(() => {
    report.current = onReport;
  });
  const failed = useRef({ fail, messages });
  useLayoutEffect(() => {
    failed.current = { fail, messages };
  });
  const { run } = parts;
  const actions = useMemo<CardActions>(() => {
    const edit = (reviewId: OpaqueId, target: EditorTarget) => {
      focus.remember();
      const message = (m: ListStartMessages) => (target.kind === "newReply" ? m.replyError : m.editError);
      run(
        () => setEditing({ reviewId, target }),
        () => failed.current.fail(message(failed.current.messages)),
      );
    };
    const confirm = (next: Confirming) => {
      focus.remember();
      run(
        () => setConfirming(next),
        () => failed.current.fail(failed.current.messages.deleteError),
      );
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
        const link = `${window.location.href.split("#")[0]}${reviewAnchor(review.id)}`;
        report.current?.({ review, link });
      },
    };
  }, [store, focus, run]);
  return [actions, editing, setEditing, confirming, setConfirming] as const;
}
