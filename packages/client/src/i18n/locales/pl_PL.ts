import type { Messages } from "../messages";

const messages: Messages = {
  languageName: "Polski",
  sensitiveInput: "Wprowadzony tekst może zawierać treści wrażliwe. Zmień go.",
  sensitiveInputFeedback: "Odwołanie",
  uploadFailed: "Błąd przesyłania",
  bridgeUnsupported: "{api} jest tymczasowo nieobsługiwane w bieżącym środowisku ({environment}).",
  networkError: "Błąd sieci. Spróbuj ponownie później.",
  loginExpired: "Sesja wygasła. Zaloguj się ponownie.",
  imagePickLimit: {
    one: "Możesz wybrać maksymalnie {count} obraz.",
    few: "Możesz wybrać maksymalnie {count} obrazy.",
    many: "Możesz wybrać maksymalnie {count} obrazów.",
    other: "Możesz wybrać maksymalnie {count} obrazu.",
  },
  toastClose: "Zamknij",
  toastRegion: "Powiadomienia",
  betaBadge: "Beta",
  betaBadgeHint: "Środowisko beta. Przesuń tę plakietkę klawiszami strzałek.",
};
export default messages;
