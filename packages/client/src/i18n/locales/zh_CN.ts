import type { Messages } from "../messages";

const messages: Messages = {
  languageName: "简体中文",
  sensitiveInput: "您输入的内容可能涉及违法信息，请修改",
  sensitiveInputFeedback: "申诉",
  uploadFailed: "上传异常",
  bridgeUnsupported: "当前环境（{environment}）暂不支持 {api}",
  networkError: "网络异常，请稍后重试",
  loginExpired: "登录已过期，请重新登录",
  imagePickLimit: { other: "最多可选择 {count} 张图片" },
  toastClose: "关闭",
  toastRegion: "通知",
  betaBadge: "测试版",
  betaBadgeHint: "测试环境。可用方向键移动此标识。",
};
export default messages;
