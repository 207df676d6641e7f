import type { ListPartMessages } from "../../list-messages";

/** The texts of the list's editors and delete confirmation: loaded with their chunk, not when the widget starts. */
export default {
  deleteReviewTitle: "Bu değerlendirme silinsin mi?",
  deleteReviewText: "Değerlendirme ve yanıtları silinecek. Bu işlem geri alınamaz.",
  deleteReplyTitle: "Bu yanıt silinsin mi?",
  deleteReplyText: "Yanıt silinecek. Bu işlem geri alınamaz.",
  warning: "Uyarı",
  cancel: "İptal",
  replyLabel: "Yanıtınız",
  editReviewLabel: "Değerlendirmenizi düzenleyin",
  editReplyLabel: "Yanıtı düzenleyin",
  replyPlaceholder: "Bir yanıt yazın…",
  post: "Gönder",
  counterAnnouncement: "{count}/{limit} karakter",
  expandEditor: "Düzenleyiciyi genişlet",
  collapseEditor: "Düzenleyiciyi daralt",
  commentMaxInvoice: "En fazla {limit} karakter girebilirsiniz",
  hasDelete: "Silindi",
  editSuccess: "Kaydedildi",
  replySuccess: "Yanıt gönderildi",
} satisfies ListPartMessages;
