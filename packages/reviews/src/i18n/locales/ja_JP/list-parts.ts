import type { ListPartMessages } from "../../list-messages";

/** The texts of the list's editors and delete confirmation: loaded with their chunk, not when the widget starts. */
export default {
  deleteReviewTitle: "このレビューを削除しますか？",
  deleteReviewText: "レビューとその返信が削除されます。元に戻せません。",
  deleteReplyTitle: "この返信を削除しますか？",
  deleteReplyText: "返信が削除されます。元に戻せません。",
  warning: "警告",
  cancel: "キャンセル",
  replyLabel: "返信内容",
  editReviewLabel: "レビューを編集",
  editReplyLabel: "返信を編集",
  replyPlaceholder: "返信を入力…",
  post: "投稿",
  counterAnnouncement: "{limit} 文字中 {count} 文字",
  expandEditor: "エディターを広げる",
  collapseEditor: "エディターを縮める",
  commentMaxInvoice: "入力できるのは最大 {limit} 文字です",
  hasDelete: "削除しました",
  editSuccess: "保存しました",
  replySuccess: "返信を投稿しました",
} satisfies ListPartMessages;
