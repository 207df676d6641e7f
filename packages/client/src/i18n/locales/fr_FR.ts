import type { Messages } from "../messages";

const messages: Messages = {
  languageName: "Français",
  sensitiveInput: "Votre saisie peut contenir des informations sensibles, veuillez la modifier.",
  sensitiveInputFeedback: "Faire appel",
  uploadFailed: "Échec du téléversement",
  bridgeUnsupported: "{api} n’est temporairement pas pris en charge dans l’environnement actuel ({environment}).",
  networkError: "Erreur réseau, veuillez réessayer plus tard.",
  loginExpired: "Votre session a expiré. Veuillez vous reconnecter.",
  imagePickLimit: {
    one: "Vous pouvez choisir jusqu’à {count} image.",
    many: "Vous pouvez choisir jusqu’à {count} d’images.",
    other: "Vous pouvez choisir jusqu’à {count} images.",
  },
  toastClose: "Fermer",
  toastRegion: "Notifications",
  betaBadge: "Bêta",
  betaBadgeHint: "Environnement bêta. Déplacez ce badge avec les flèches du clavier.",
};
export default messages;
