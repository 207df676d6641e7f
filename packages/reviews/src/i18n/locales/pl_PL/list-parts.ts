import type { ListPartMessages } from "../../list-messages";

/** The texts of the list's editors and delete confirmation: loaded with their chunk, not when the widget starts. */
export default {
  deleteReviewTitle: "Usunąć tę opinię?",
  deleteReviewText: "Opinia i odpowiedzi na nią zostaną usunięte. Tego nie można cofnąć.",
  deleteReplyTitle: "Usunąć tę odpowiedź?",
  deleteReplyText: "Odpowiedź zostanie usunięta. Tego nie można cofnąć.",
  warning: "Ostrzeżenie",
  cancel: "Anuluj",
  replyLabel: "Twoja odpowiedź",
  editReviewLabel: "Edytuj swoją opinię",
  editReplyLabel: "Edytuj odpowiedź",
  replyPlaceholder: "Napisz odpowiedź…",
  post: "Opublikuj",
  counterAnnouncement: "Znaki: {count} z {limit}",
  expandEditor: "Rozwiń edytor",
  collapseEditor: "Zwiń edytor",
  commentMaxInvoice: "Możesz wpisać najwyżej {limit} znaków",
  hasDelete: "Usunięto",
  editSuccess: "Zapisano",
  replySuccess: "Opublikowano odpowiedź",
} satisfies ListPartMessages;
