import type { ListPartMessages } from "../../list-messages";

/** The texts of the list's editors and delete confirmation: loaded with their chunk, not when the widget starts. */
export default {
  deleteReviewTitle: "Diese Bewertung löschen?",
  deleteReviewText: "Die Bewertung und ihre Antworten werden entfernt. Das kann nicht rückgängig gemacht werden.",
  deleteReplyTitle: "Diese Antwort löschen?",
  deleteReplyText: "Die Antwort wird entfernt. Das kann nicht rückgängig gemacht werden.",
  warning: "Warnung",
  cancel: "Abbrechen",
  replyLabel: "Ihre Antwort",
  editReviewLabel: "Ihre Bewertung bearbeiten",
  editReplyLabel: "Antwort bearbeiten",
  replyPlaceholder: "Antwort schreiben…",
  post: "Senden",
  counterAnnouncement: "{count} von {limit} Zeichen",
  expandEditor: "Editor vergrößern",
  collapseEditor: "Editor verkleinern",
  commentMaxInvoice: "Sie können höchstens {limit} Zeichen eingeben",
  hasDelete: "Gelöscht",
  editSuccess: "Gespeichert",
  replySuccess: "Antwort veröffentlicht",
} satisfies ListPartMessages;
