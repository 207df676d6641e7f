import type { Messages } from "../messages";

const messages: Messages = {
  languageName: "한국어",
  sensitiveInput: "입력하신 내용에 민감한 정보가 포함되어 있을 수 있습니다. 수정해 주세요.",
  sensitiveInputFeedback: "이의 제기",
  uploadFailed: "업로드 오류",
  bridgeUnsupported: "현재 환경({environment})에서는 {api}을(를) 일시적으로 지원하지 않습니다.",
  networkError: "네트워크 오류입니다. 잠시 후 다시 시도해 주세요.",
  loginExpired: "로그인이 만료되었습니다. 다시 로그인해 주세요.",
  imagePickLimit: { other: "최대 {count}장의 이미지를 선택할 수 있습니다." },
  toastClose: "닫기",
  toastRegion: "알림",
  betaBadge: "베타",
  betaBadgeHint: "베타 환경입니다. 화살표 키로 이 배지를 이동할 수 있습니다.",
};
export default messages;
