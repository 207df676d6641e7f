import type { OpaqueId, ReplyAnswer, ReviewAnswer } from "@sxz/contract";
import type { ListAction } from "../model/list-state";
import type { ListPartMessages } from "../i18n/list-messages";
import type { ToastType } from "./toasts";
import type { ListHost, ListSource } from "./list-store";

/** What the list's writes need of their store: its source and host of the moment, its reducer, its messages. */
export interface ListWriteSession {
  source(): ListSource;
  host(): ListHost;
  dispatch(action: ListAction<ReviewAnswer>): void;
  say(message: string | null, type: ToastType): void;
  /** Runs a call; shows its failure (busy failures are already reported) and rethrows it. */
  write<T>(call: Promise<T>, failed: string, preferServerMessage?: boolean): Promise<T>;
  restart(): void;
}

/** A write's success message: the host's text, else the parts' (a host's texts win, as in `withPartTexts`). */
function saySuccess(session: ListWriteSession, text: (texts: Partial<ListPartMessages>) => string | undefined): void {
  const host = session.host();
  session.say(text(host.messages) ?? text(host.partTexts ?? {}) ?? null, "success");
}

/**
 * The list store's deletions, edits and replies (RW-ST-8, RW-API-4..6). Only the list's editors and its delete
 * confirmation make them, so they are part of that chunk (`parts/ListParts.tsx` re-exports them) rather than of
 * the first paint; the store takes them through the loader its source gives (`ListSource.loadWrites`).
 */
export const listWrites = {
  /** Resolves true once deleted; false when the call failed (the failure is already shown). */
  deleteReview(session: ListWriteSession, review: ReviewAnswer): Promise<boolean> {
    const host = session.host();
    host.onClickEvent?.(review.isMe ? "delete" : "adminDelete");
    return session.write(session.source().api.deleteScore(review.id), host.messages.deleteError, true).then(
      () => {
        session.dispatch({ type: "reviewRemoved", id: review.id });
        saySuccess(session, (texts) => texts.hasDelete);
        session.host().onDeleteOrAdd?.({ action: "deleteReview", reviewId: review.id });
        return true;
      },
      () => false,
    );
  },
  deleteReply(session: ListWriteSession, review: ReviewAnswer, reply: ReplyAnswer): Promise<boolean> {
    return session.write(session.source().api.deleteReply(reply.id), session.host().messages.deleteError, true).then(
      () => {
        session.dispatch({ type: "replyRemoved", reviewId: review.id, replyId: reply.id });
        saySuccess(session, (texts) => texts.hasDelete);
        session.host().onDeleteOrAdd?.({ action: "deleteReply", reviewId: review.id });
        return true;
      },
      () => false,
    );
  },
  /** Edits and replies reject when the call failed (the failure is already shown), so an editor keeps its text. */
  async editReview(session: ListWriteSession, review: ReviewAnswer, text: string): Promise<void> {
    const source = session.source();
    const saved = await session.write(
      source.api.editOwnReview(review, text, source.moduleId || undefined),
      session.host().messages.editError,
    );
    session.dispatch({
      type: "reviewChanged",
      id: review.id,
      patch: saved ? { content: saved.content, showTime: saved.showTime } : { content: text.trim() },
    });
    saySuccess(session, (texts) => texts.editSuccess);
  },
  async addReply(session: ListWriteSession, review: ReviewAnswer, text: string): Promise<void> {
    const reply = await session.write(
      session.source().api.addReply({ commentId: review.id, content: text }),
      session.host().messages.replyError,
    );
    // Saved, but the answer does not describe the reply: read the list again to show it as stored.
    if (reply) session.dispatch({ type: "replyAdded", reviewId: review.id, reply });
    else session.restart();
    saySuccess(session, (texts) => texts.replySuccess);
    session.host().onDeleteOrAdd?.({ action: "addReply", reviewId: review.id });
  },
  async editReply(session: ListWriteSession, review: ReviewAnswer, replyId: OpaqueId, text: string): Promise<void> {
    const saved = await session.write(
      session.source().api.updateReply({ commentId: review.id, content: text, id: replyId }),
      session.host().messages.editError,
    );
    const patch: Partial<ReplyAnswer> = { content: saved.content ?? text.trim() };
    if (saved.modifiedTime !== null) patch.modifiedTime = saved.modifiedTime;
    session.dispatch({ type: "replyChanged", reviewId: review.id, replyId, patch });
    saySuccess(session, (texts) => texts.editSuccess);
  },
};
