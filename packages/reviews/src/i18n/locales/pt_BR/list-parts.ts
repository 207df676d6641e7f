import type { ListPartMessages } from "../../list-messages";

/** The texts of the list's editors and delete confirmation: loaded with their chunk, not when the widget starts. */
export default {
  deleteReviewTitle: "Excluir esta avaliação?",
  deleteReviewText: "A avaliação e suas respostas serão removidas. Isso não pode ser desfeito.",
  deleteReplyTitle: "Excluir esta resposta?",
  deleteReplyText: "A resposta será removida. Isso não pode ser desfeito.",
  warning: "Aviso",
  cancel: "Cancelar",
  replyLabel: "Sua resposta",
  editReviewLabel: "Editar sua avaliação",
  editReplyLabel: "Editar a resposta",
  replyPlaceholder: "Escreva uma resposta…",
  post: "Publicar",
  counterAnnouncement: "{count} de {limit} caracteres",
  expandEditor: "Expandir o editor",
  collapseEditor: "Recolher o editor",
  commentMaxInvoice: "Você pode digitar no máximo {limit} caracteres",
  hasDelete: "Excluído",
  editSuccess: "Salvo",
  replySuccess: "Resposta publicada",
} satisfies ListPartMessages;
