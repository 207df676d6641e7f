import type { ListPartMessages } from "../../list-messages";

/** The texts of the list's editors and delete confirmation: loaded with their chunk, not when the widget starts. */
export default {
  deleteReviewTitle: "Supprimer cet avis ?",
  deleteReviewText: "L’avis et ses réponses seront supprimés. Cette action est définitive.",
  deleteReplyTitle: "Supprimer cette réponse ?",
  deleteReplyText: "La réponse sera supprimée. Cette action est définitive.",
  warning: "Avertissement",
  cancel: "Annuler",
  replyLabel: "Votre réponse",
  editReviewLabel: "Modifier votre avis",
  editReplyLabel: "Modifier la réponse",
  replyPlaceholder: "Écrire une réponse…",
  post: "Publier",
  counterAnnouncement: "{count} caractères sur {limit}",
  expandEditor: "Agrandir l’éditeur",
  collapseEditor: "Réduire l’éditeur",
  commentMaxInvoice: "Vous pouvez saisir {limit} caractères au maximum",
  hasDelete: "Supprimé",
  editSuccess: "Enregistré",
  replySuccess: "Réponse publiée",
} satisfies ListPartMessages;
