import { useRef } from "react";
import type { ReactNode } from "react";
import { useVisibleBottom } from "../../dom/useVisibleBottom";
import type { ReviewAnswer } from "@sxz/contract";
import { Avatar } from "../Avatar/Avatar";
import { fill, formatNumber } from "../../i18n/format";
import { REVIEW_TEXT_MAX } from "../../model/review-text-limit";
import { ReplyEditor } from "../ReplyEditor/ReplyEditor";
import type { EditorTarget } from "../ReviewCard/ReviewCard";
import type { ListView } from "./ListView";
import type { GivenListMessages, ListPartMessages } from "../../i18n/list-messages";
import { withPartTexts } from "../../i18n/list-messages";

/**
 * The editor of a review's own text, a new reply or a reply's text, with the list's texts (a plain render
 * function: it holds no state of its own). `limit` is the reply limit (limitWords); `onSubmit` rejects when the
 * text could not be saved, and the editor then keeps it.
 */
export function renderListEditor(
  {
    messages,
    texts,
    language,
    layout,
  }: Pick<ListView, "language" | "layout"> & { messages: GivenListMessages; texts: ListPartMessages },
  review: ReviewAnswer,
  target: EditorTarget,
  limit: number,
  toast: (message: string, type: "info") => void,
  onCancel: () => void,
  onSubmit: (text: string) => Promise<void>,
) {
  const m = withPartTexts(messages, texts);
  const initialText =
    target.kind === "editReview"
      ? review.content
      : target.kind === "editReply"
        ? (review.replyList.find((r) => r.id === target.replyId)?.content ?? "")
        : "";
  // A review's text is held to the review limit even when limitWords allows more (RW-K-5).
  const editorLimit = target.kind === "editReview" ? Math.min(limit, REVIEW_TEXT_MAX) : limit;
  return (
    <ReplyEditor
      key={`${review.id}-${target.kind}-${target.kind === "editReply" ? target.replyId : ""}`}
      layout={layout}
      language={language}
      limit={editorLimit}
      initialText={initialText}
      texts={{
        label:
          target.kind === "editReview"
            ? m.editReviewLabel
            : target.kind === "editReply"
              ? m.editReplyLabel
              : m.replyLabel,
        placeholder: m.replyPlaceholder,
        post: m.post,
        cancel: m.cancel,
        counterAnnouncement: m.counterAnnouncement,
        expandEditor: m.expandEditor,
        collapseEditor: m.collapseEditor,
      }}
      onTruncated={() => toast(fill(m.commentMaxInvoice, { limit: formatNumber(language, editorLimit) }), "info")}
      onCancel={onCancel}
      onSubmit={onSubmit}
    />
  );
}

/**
 * On mobile the editor is one bar fixed to the bottom of the viewport, naming whose review it answers; it stays above
 * an on-screen keyboard (the visual viewport) and the home indicator (safe-area inset), so Cancel and Post stay in view.
 */
export function MobileEditorBar(props: { avatar: string; name: string; reviewBy: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useVisibleBottom(ref);
  return (
    <div ref={ref} className="sxz-list__mobile-editor" data-testid="mobile-editor-bar">
      <div className="sxz-list__mobile-editor-head">
        <Avatar src={props.avatar} name={props.name} size={24} />
        <span>{fill(props.reviewBy, { name: props.name })}</span>
      </div>
      {props.children}
    </div>
  );
}
