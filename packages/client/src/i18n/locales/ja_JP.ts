import type { Messages } from "../messages";

const messages: Messages = {
  languageName: "日本語",
  sensitiveInput: "入力内容に不適切な情報が含まれている可能性があります。修正してください。",
  sensitiveInputFeedback: "異議申し立て",
  uploadFailed: "アップロードエラー",
  bridgeUnsupported: "現在の環境（{environment}）では {api} は一時的にサポートされていません。",
  networkError: "ネットワークエラーです。しばらくしてから再度お試しください。",
  loginExpired: "ログインの有効期限が切れました。再度ログインしてください。",
  imagePickLimit: { other: "画像は最大 {count} 枚まで選択できます。" },
  toastClose: "閉じる",
  toastRegion: "通知",
  betaBadge: "ベータ",
  betaBadgeHint: "ベータ環境です。矢印キーでこのバッジを移動できます。",
};
export default messages;
