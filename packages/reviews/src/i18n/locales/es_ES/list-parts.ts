import type { ListPartMessages } from "../../list-messages";

/** The texts of the list's editors and delete confirmation: loaded with their chunk, not when the widget starts. */
export default {
  deleteReviewTitle: "¿Eliminar esta opinión?",
  deleteReviewText: "Se eliminarán la opinión y sus respuestas. No se puede deshacer.",
  deleteReplyTitle: "¿Eliminar esta respuesta?",
  deleteReplyText: "Se eliminará la respuesta. No se puede deshacer.",
  warning: "Advertencia",
  cancel: "Cancelar",
  replyLabel: "Tu respuesta",
  editReviewLabel: "Editar tu opinión",
  editReplyLabel: "Editar la respuesta",
  replyPlaceholder: "Escribe una respuesta…",
  post: "Publicar",
  counterAnnouncement: "{count} de {limit} caracteres",
  expandEditor: "Ampliar el editor",
  collapseEditor: "Reducir el editor",
  commentMaxInvoice: "Puedes escribir como máximo {limit} caracteres",
  hasDelete: "Eliminado",
  editSuccess: "Guardado",
  replySuccess: "Respuesta publicada",
} satisfies ListPartMessages;
