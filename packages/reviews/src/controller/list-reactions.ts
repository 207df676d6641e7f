import { likedPatch } from "../model/list-state";
import { failureMessage, needsSignIn } from "./failure-message";
import type { ReviewAnswer } from "@sxz/contract";
import type { ListState } from "../model/list-state";
import type { ListStore } from "./list-store";
import type { ListWriteSession } from "./list-writes";

/** Likes (RW-ST-7) and the moderation flags, pin and hide (RW-ST-5, RW-ST-6): in the first paint's code. */
export function listReactions(
  session: ListWriteSession,
  list: () => ListState<ReviewAnswer>,
  /** Says a result to assistive technology only (the snapshot's `announcement`). */
  announce: (text: string) => void,
): Pick<ListStore, "like" | "pin" | "hide"> {
  const m = () => session.host().messages;
  /** A moderation flag: changed locally once the server confirms. */
  const flag = (call: Promise<void>, failed: string, done: () => void) => session.write(call, failed).then(done);
  return {
    like(review) {
      const shown = list();
      const live = shown.items.find((item) => item.id === review.id) ?? review;
      if (shown.pendingLikes[review.id]) return;
      const liking = !live.isLiked;
      session.host().onClickEvent?.(liking ? "like" : "cancelLike");
      session.dispatch({ type: "likeStarted", id: review.id });
      session
        .source()
        .api.like(live, liking)
        .then(
          (result) => {
            session.dispatch({ type: "likeSucceeded", id: review.id });
            session.dispatch({ type: "reviewChanged", id: review.id, patch: likedPatch(result) });
            // The button already shows it (pressed state and count): no toast, the words go to screen readers only.
            announce(liking ? m().likeSuccess : m().cancelSuccess);
          },
          (error: unknown) => {
            session.dispatch({ type: "likeFailed", id: review.id });
            const now = session.host();
            if (needsSignIn(error) && now.onSignInNeeded) return now.onSignInNeeded(review);
            session.say(failureMessage(error, liking ? m().likeError : m().cancelError), "error");
          },
        );
    },
    pin(review) {
      const on = review.isTop !== 1;
      const { api } = session.source();
      return flag(on ? api.pin(review.id) : api.unpin(review.id), on ? m().topFailed : m().untopFailed, () => {
        session.dispatch({ type: "pinChanged", id: review.id, pinned: on });
        session.say(on ? m().top : m().unTop, "success");
      });
    },
    hide(review) {
      const on = review.isHidden !== 1;
      const { api } = session.source();
      return flag(on ? api.hide(review.id) : api.unhide(review.id), on ? m().hiddenFailed : m().unHiddenFailed, () => {
        session.dispatch({ type: "hiddenChanged", id: review.id, hidden: on });
        session.say(on ? m().hidden : m().unHidden, "success");
      });
    },
  };
}
