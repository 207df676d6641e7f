import type { Messages } from "../messages";

const messages: Messages = {
  languageName: "Español",
  sensitiveInput: "Su entrada puede contener información sensible; modifíquela.",
  sensitiveInputFeedback: "Apelar",
  uploadFailed: "Error de carga",
  bridgeUnsupported: "{api} no está disponible por ahora en el entorno actual ({environment}).",
  networkError: "Error de red. Inténtelo de nuevo más tarde.",
  loginExpired: "Su sesión ha caducado. Inicie sesión de nuevo.",
  imagePickLimit: {
    one: "Puede elegir hasta {count} imagen.",
    many: "Puede elegir hasta {count} de imágenes.",
    other: "Puede elegir hasta {count} imágenes.",
  },
  toastClose: "Cerrar",
  toastRegion: "Notificaciones",
  betaBadge: "Beta",
  betaBadgeHint: "Entorno beta. Use las teclas de flecha para mover esta insignia.",
};
export default messages;
