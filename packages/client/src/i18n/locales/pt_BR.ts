import type { Messages } from "../messages";

const messages: Messages = {
  languageName: "Português (Brasil)",
  sensitiveInput: "Sua entrada pode conter informações sensíveis. Modifique-a.",
  sensitiveInputFeedback: "Recorrer",
  uploadFailed: "Falha no envio",
  bridgeUnsupported: "{api} não é compatível no momento com o ambiente atual ({environment}).",
  networkError: "Erro de rede. Tente novamente mais tarde.",
  loginExpired: "Sua sessão expirou. Faça login novamente.",
  imagePickLimit: {
    one: "Você pode escolher até {count} imagem.",
    many: "Você pode escolher até {count} de imagens.",
    other: "Você pode escolher até {count} imagens.",
  },
  toastClose: "Fechar",
  toastRegion: "Notificações",
  betaBadge: "Beta",
  betaBadgeHint: "Ambiente beta. Use as setas do teclado para mover este selo.",
};
export default messages;
