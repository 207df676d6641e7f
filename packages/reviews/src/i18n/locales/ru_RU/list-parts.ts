import type { ListPartMessages } from "../../list-messages";

/** The texts of the list's editors and delete confirmation: loaded with their chunk, not when the widget starts. */
export default {
  deleteReviewTitle: "Удалить этот отзыв?",
  deleteReviewText: "Отзыв и ответы на него будут удалены без возможности восстановления.",
  deleteReplyTitle: "Удалить этот ответ?",
  deleteReplyText: "Ответ будет удалён без возможности восстановления.",
  warning: "Предупреждение",
  cancel: "Отмена",
  replyLabel: "Ваш ответ",
  editReviewLabel: "Изменить отзыв",
  editReplyLabel: "Изменить ответ",
  replyPlaceholder: "Напишите ответ…",
  post: "Отправить",
  counterAnnouncement: "Символов: {count} из {limit}",
  expandEditor: "Развернуть редактор",
  collapseEditor: "Свернуть редактор",
  commentMaxInvoice: "Можно ввести не более {limit} символов",
  hasDelete: "Удалено",
  editSuccess: "Сохранено",
  replySuccess: "Ответ опубликован",
} satisfies ListPartMessages;
