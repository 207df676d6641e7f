import type { Messages } from "../messages";

const messages: Messages = {
  languageName: "Русский",
  sensitiveInput: "Введённый текст может содержать недопустимую информацию. Измените его.",
  sensitiveInputFeedback: "Обжаловать",
  uploadFailed: "Ошибка загрузки",
  bridgeUnsupported: "{api} временно не поддерживается в текущей среде ({environment}).",
  networkError: "Ошибка сети. Повторите попытку позже.",
  loginExpired: "Срок действия входа истёк. Войдите снова.",
  imagePickLimit: {
    one: "Можно выбрать не более {count} изображения.",
    few: "Можно выбрать не более {count} изображений.",
    many: "Можно выбрать не более {count} изображений.",
    other: "Можно выбрать не более {count} изображения.",
  },
  toastClose: "Закрыть",
  toastRegion: "Уведомления",
  betaBadge: "Бета",
  betaBadgeHint: "Бета-среда. Перемещайте этот значок клавишами со стрелками.",
};
export default messages;
