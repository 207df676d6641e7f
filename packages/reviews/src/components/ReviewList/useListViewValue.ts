import { useCallback, useMemo } from "react";
import type { ReviewAnswer } from "@sxz/contract";
import { courseAddress } from "../../model/course-link";
import { staffDirectoryAvatar } from "../Avatar/Avatar";
import type { CardActions } from "../ReviewCard/ReviewCard";
import type { ListView } from "./ListView";
import type { ReviewListProps } from "./review-list-props";

/** A review's own attached images (the wire's optional `images`). */
const imagesOfReview = (review: ReviewAnswer): readonly string[] => review.images ?? [];

/**
 * What the list's parts read from `ListViewContext`: one value that changes only when one of its parts does, so a
 * like does not re-render every card.
 */
export function useListViewValue(
  props: ReviewListProps,
  mode: "resource" | "mine",
  tagNames: ReadonlyMap<string, string>,
  likeSignIn: { actions: CardActions; offer: ListView["likeOffer"]; signInToLike: ListView["signInToLike"] },
  renderEditor: ListView["renderEditor"],
  onOpenImage: ListView["onOpenImage"],
  openOnUse: ListView["openOnUse"],
  marks: readonly string[],
): ListView {
  const { actions, offer: likeOffer, signInToLike } = likeSignIn;
  const { messages, language, layout, variant, staffAvatarUrl } = props;
  const avatarOf = useCallback(
    (review: ReviewAnswer) =>
      variant === "internal" ? (staffAvatarUrl ?? staffDirectoryAvatar)(review.from_user_id) : review.from_user_url,
    [variant, staffAvatarUrl],
  );
  const { isAdmin = false, showReport = false, courseLink } = props;
  const imagesOf = props.imagesOf ?? imagesOfReview;
  return useMemo<ListView>(
    () => ({
      messages,
      language,
      layout,
      variant,
      mode,
      viewer: { isAdmin, variant, showReport },
      tagNames,
      courseHref: (review: ReviewAnswer) => courseAddress(courseLink, review),
      actions,
      renderEditor,
      avatarOf,
      imagesOf,
      onOpenImage,
      openOnUse,
      likeOffer,
      signInToLike,
      marks,
    }),
    [
      messages,
      language,
      layout,
      variant,
      mode,
      isAdmin,
      showReport,
      tagNames,
      courseLink,
      actions,
      renderEditor,
      avatarOf,
      imagesOf,
      onOpenImage,
      openOnUse,
      likeOffer,
      signInToLike,
      marks,
    ],
  );
}
