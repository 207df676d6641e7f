import type { Messages } from "../messages";

const messages: Messages = {
  languageName: "Türkçe",
  sensitiveInput: "Girdiğiniz metin hassas bilgiler içeriyor olabilir, lütfen düzenleyin.",
  sensitiveInputFeedback: "İtiraz et",
  uploadFailed: "Yükleme hatası",
  bridgeUnsupported: "{api} şu anki ortamda ({environment}) geçici olarak desteklenmiyor.",
  networkError: "Ağ hatası, lütfen daha sonra tekrar deneyin.",
  loginExpired: "Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.",
  imagePickLimit: { other: "En fazla {count} görsel seçebilirsiniz." },
  toastClose: "Kapat",
  toastRegion: "Bildirimler",
  betaBadge: "Beta",
  betaBadgeHint: "Beta ortamı. Bu rozeti ok tuşlarıyla taşıyın.",
};
export default messages;
