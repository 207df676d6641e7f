import type { ListPartMessages } from "../../list-messages";

/** The texts of the list's editors and delete confirmation: loaded with their chunk, not when the widget starts. */
export default {
  deleteReviewTitle: "确定删除这条评价吗？",
  deleteReviewText: "评价及其回复将被删除，且无法恢复。",
  deleteReplyTitle: "确定删除这条回复吗？",
  deleteReplyText: "回复将被删除，且无法恢复。",
  warning: "警告",
  cancel: "取消",
  replyLabel: "你的回复",
  editReviewLabel: "编辑你的评价",
  editReplyLabel: "编辑回复",
  replyPlaceholder: "写下你的回复…",
  post: "发布",
  counterAnnouncement: "已输入 {count} 个字符，最多 {limit} 个",
  expandEditor: "展开编辑框",
  collapseEditor: "收起编辑框",
  commentMaxInvoice: "最多可输入 {limit} 个字符",
  hasDelete: "已删除",
  editSuccess: "编辑成功",
  replySuccess: "回复成功",
} satisfies ListPartMessages;
