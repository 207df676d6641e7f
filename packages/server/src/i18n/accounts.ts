import type { Catalogue } from "./messages";

/** Messages of user accounts: a disabled account, an unknown user. */
export const accountMessages = {
  en_US: {
    accountDisabled: "Your account has been disabled. Please contact the administrator.",
    userNotFound: "The user does not exist.",
  },
  zh_CN: {
    accountDisabled: "您的账号已被禁用，请联系管理员。",
    userNotFound: "用户不存在。",
  },
  es_ES: { accountDisabled: "Su cuenta ha sido desactivada. Póngase en contacto con el administrador." },
  ru_RU: { accountDisabled: "Ваша учётная запись отключена. Обратитесь к администратору." },
  ar_SA: { accountDisabled: "تم تعطيل حسابك. يرجى التواصل مع المسؤول." },
  de_DE: { accountDisabled: "Ihr Konto wurde deaktiviert. Bitte wenden Sie sich an den Administrator." },
  pl_PL: { accountDisabled: "Twoje konto zostało wyłączone. Skontaktuj się z administratorem." },
  tr_TR: { accountDisabled: "Hesabınız devre dışı bırakıldı. Lütfen yöneticiyle iletişime geçin." },
  fr_FR: { accountDisabled: "Votre compte a été désactivé. Veuillez contacter l'administrateur." },
  pt_BR: { accountDisabled: "Sua conta foi desativada. Entre em contato com o administrador." },
  ko_KR: { accountDisabled: "계정이 비활성화되었습니다. 관리자에게 문의하세요." },
  ja_JP: { accountDisabled: "アカウントは無効化されています。管理者にお問い合わせください。" },
} satisfies Catalogue;
