import { useRef } from "react";
import type { ReviewAnswer } from "@sxz/contract";
import { loadListWrites } from "../../parts/list-parts";
import type { ListPartMessages } from "../../i18n/list-messages";
import type { ReviewListProps } from "./review-list-props";
import { useListStore } from "./useListStore";

/**
 * The list's store over the props: what it lists, and the host callbacks it reports to. `partTexts` are the
 * editors' texts once their chunk is in; `refusedLike` is told a like refused for want of a signed-in user.
 */
export function useReviewListStore(
  props: ReviewListProps,
  mode: "resource" | "mine",
  partTexts: ListPartMessages | undefined,
) {
  const { api, messages, variant, resourceId, moduleId } = props;
  const refusedLike = useRef<(review: ReviewAnswer) => void>(() => {});
  const host = {
    messages,
    partTexts,
    toast: props.toast,
    onClickEvent: props.onClickEvent,
    onDeleteOrAdd: props.onDeleteOrAdd,
    onSignInNeeded: props.likeSignIn ? (review: ReviewAnswer) => refusedLike.current(review) : undefined,
  };
  const [store, snapshot] = useListStore(
    { api, loadWrites: loadListWrites, mode, resourceId, moduleId, variant, takeFirstPage: props.takeFirstPage },
    host,
    `${mode}|${resourceId}|${moduleId}|${props.reloadKey ?? 0}`,
  );
  return [store, snapshot, refusedLike] as const;
}
