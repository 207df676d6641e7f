import type { ListPartMessages } from "../../list-messages";

/** The texts of the list's editors and delete confirmation: loaded with their chunk, not when the widget starts. */
export default {
  deleteReviewTitle: "هل تريد حذف هذا التقييم؟",
  deleteReviewText: "سيُحذف التقييم وردوده نهائيًا.",
  deleteReplyTitle: "هل تريد حذف هذا الرد؟",
  deleteReplyText: "سيُحذف الرد نهائيًا.",
  warning: "تحذير",
  cancel: "إلغاء",
  replyLabel: "ردك",
  editReviewLabel: "تعديل تقييمك",
  editReplyLabel: "تعديل الرد",
  replyPlaceholder: "اكتب ردًا…",
  post: "نشر",
  counterAnnouncement: "{count} من {limit} حرفًا",
  expandEditor: "توسيع المحرر",
  collapseEditor: "تصغير المحرر",
  commentMaxInvoice: "يمكنك إدخال {limit} حرفًا على الأكثر",
  hasDelete: "تم الحذف",
  editSuccess: "تم الحفظ",
  replySuccess: "تم نشر الرد",
} satisfies ListPartMessages;
