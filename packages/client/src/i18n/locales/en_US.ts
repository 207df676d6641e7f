import type { Messages } from "../messages";

const messages: Messages = {
  languageName: "English",
  sensitiveInput: "Your input may contain sensitive information, please modify.",
  sensitiveInputFeedback: "Appeal",
  uploadFailed: "Upload failed",
  bridgeUnsupported: "{api} is temporarily not supported in the current environment ({environment}).",
  networkError: "Network error, please try again later.",
  loginExpired: "Your login has expired. Please log in again.",
  imagePickLimit: { one: "You can choose up to {count} image.", other: "You can choose up to {count} images." },
  toastClose: "Close",
  toastRegion: "Notifications",
  betaBadge: "Beta",
  betaBadgeHint: "Beta environment. Use the arrow keys to move this badge.",
};
export default messages;
