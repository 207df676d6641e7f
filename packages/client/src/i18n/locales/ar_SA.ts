import type { Messages } from "../messages";

const messages: Messages = {
  languageName: "العربية",
  sensitiveInput: "قد يحتوي إدخالك على معلومات حساسة، يرجى التعديل.",
  sensitiveInputFeedback: "تظلّم",
  uploadFailed: "فشل الرفع",
  bridgeUnsupported: "{api} غير مدعوم مؤقتًا في البيئة الحالية ({environment}).",
  networkError: "خطأ في الشبكة، يرجى المحاولة لاحقًا.",
  loginExpired: "انتهت صلاحية تسجيل الدخول، يرجى تسجيل الدخول مرة أخرى.",
  imagePickLimit: {
    zero: "لا يمكنك اختيار أي صورة.",
    one: "يمكنك اختيار صورة واحدة كحد أقصى.",
    two: "يمكنك اختيار صورتين كحد أقصى.",
    few: "يمكنك اختيار {count} صور كحد أقصى.",
    many: "يمكنك اختيار {count} صورة كحد أقصى.",
    other: "يمكنك اختيار {count} صورة كحد أقصى.",
  },
  toastClose: "إغلاق",
  toastRegion: "الإشعارات",
  betaBadge: "تجريبي",
  betaBadgeHint: "بيئة تجريبية. استخدم مفاتيح الأسهم لتحريك هذه الشارة.",
};
export default messages;
