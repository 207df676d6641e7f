import type { ListPartMessages } from "../../list-messages";

/** The texts of the list's editors and delete confirmation: loaded with their chunk, not when the widget starts. */
export default {
  deleteReviewTitle: "Delete this review?",
  deleteReviewText: "The review and its replies will be removed. This cannot be undone.",
  deleteReplyTitle: "Delete this reply?",
  deleteReplyText: "The reply will be removed. This cannot be undone.",
  warning: "Warning",
  cancel: "Cancel",
  replyLabel: "Your reply",
  editReviewLabel: "Edit your review",
  editReplyLabel: "Edit the reply",
  replyPlaceholder: "Write a reply…",
  post: "Post",
  counterAnnouncement: "{count} of {limit} characters",
  expandEditor: "Expand the editor",
  collapseEditor: "Collapse the editor",
  commentMaxInvoice: "You can enter {limit} character(s) at most",
  hasDelete: "Deleted",
  editSuccess: "Saved",
  replySuccess: "Reply posted",
} satisfies ListPartMessages;
