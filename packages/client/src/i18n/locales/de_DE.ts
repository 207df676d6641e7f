import type { Messages } from "../messages";

const messages: Messages = {
  languageName: "Deutsch",
  sensitiveInput: "Ihre Eingabe enthält möglicherweise sensible Informationen. Bitte ändern Sie sie.",
  sensitiveInputFeedback: "Einspruch",
  uploadFailed: "Upload fehlgeschlagen",
  bridgeUnsupported: "{api} wird in der aktuellen Umgebung ({environment}) vorübergehend nicht unterstützt.",
  networkError: "Netzwerkfehler. Bitte versuchen Sie es später erneut.",
  loginExpired: "Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.",
  imagePickLimit: {
    one: "Sie können höchstens {count} Bild auswählen.",
    other: "Sie können höchstens {count} Bilder auswählen.",
  },
  toastClose: "Schließen",
  toastRegion: "Benachrichtigungen",
  betaBadge: "Beta",
  betaBadgeHint: "Beta-Umgebung. Verschieben Sie dieses Abzeichen mit den Pfeiltasten.",
};
export default messages;
