import type { ListPartMessages } from "../../list-messages";

/** The texts of the list's editors and delete confirmation: loaded with their chunk, not when the widget starts. */
export default {
  deleteReviewTitle: "이 리뷰를 삭제할까요?",
  deleteReviewText: "리뷰와 답글이 삭제되며 되돌릴 수 없습니다.",
  deleteReplyTitle: "이 답글을 삭제할까요?",
  deleteReplyText: "답글이 삭제되며 되돌릴 수 없습니다.",
  warning: "경고",
  cancel: "취소",
  replyLabel: "내 답글",
  editReviewLabel: "내 리뷰 수정",
  editReplyLabel: "답글 수정",
  replyPlaceholder: "답글을 입력하세요…",
  post: "게시",
  counterAnnouncement: "{limit}자 중 {count}자",
  expandEditor: "편집기 펼치기",
  collapseEditor: "편집기 접기",
  commentMaxInvoice: "최대 {limit}자까지 입력할 수 있습니다",
  hasDelete: "삭제되었습니다",
  editSuccess: "저장되었습니다",
  replySuccess: "답글이 등록되었습니다",
} satisfies ListPartMessages;
