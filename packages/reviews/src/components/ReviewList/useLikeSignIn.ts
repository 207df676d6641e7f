import { useEffect, useMemo, useState } from "react";
import type { OpaqueId, ReviewAnswer } from "@sxz/contract";
import type { ListStore } from "../../controller/list-store";
import type { CardActions } from "../ReviewCard/ReviewCard";

/** The widget's way in for a visitor, as the list uses it (the shell's `useSignIn`). */
export interface LikeSignIn {
  /** Nobody is signed in (true), someone is (false), not known yet (null). */
  visitor: boolean | null;
  /** A like was refused with HTTP 401: the widget offers sign-in from now on. */
  refused(): void;
  request(action: "like", reviewId: OpaqueId, id: OpaqueId): void;
  takePending(action: "like", id: OpaqueId): boolean;
}

/**
 * "Sign in to like": a visitor's press on a like button offers sign-in on that card instead of a call bound to
 * fail; back signed in on the same page, the remembered like is made once, when its review is loaded.
 */
export function useLikeSignIn(
  store: ListStore,
  actions: CardActions,
  items: readonly ReviewAnswer[],
  signIn: LikeSignIn | undefined,
) {
  const [offer, setOffer] = useState<OpaqueId | null>(null);
  const visitor = signIn?.visitor ?? false;
  const cardActions = useMemo<CardActions>(
    () => (visitor ? { ...actions, like: (review) => setOffer(review.id) } : actions),
    [actions, visitor],
  );
  useEffect(() => {
    if (!signIn || signIn.visitor !== false) return;
    for (const item of items) if (signIn.takePending("like", item.id) && !item.isLiked) store.like(item);
  }, [items, signIn, store]);
  // Stable while the sign-in is: the cards read it from the list's view, and a new function on every render would
  // re-render every card of a long list at each like.
  const signInToLike = useMemo(
    () => (signIn ? (review: ReviewAnswer) => signIn.request("like", review.id, review.id) : undefined),
    [signIn],
  );
  return {
    actions: cardActions,
    offer,
    /** A like the server refused for want of a signed-in user: the offer shows on that card. */
    refused: (review: ReviewAnswer) => {
      signIn?.refused();
      setOffer(review.id);
    },
    signInToLike,
  };
}
