import type { Catalogue } from "./messages";

/** Messages of the HTTP edge: success, malformed requests, authentication, limits. */
export const coreMessages = {
  en_US: {
    success: "success",
    badRequest: "The request is not valid: {detail}",
    missingParameter: "The request is missing {field}.",
    unauthorized: "Please log in first.",
    forbidden: "You do not have permission to do this.",
    notFound: "Not found.",
    tooLarge: "The request body is too large.",
    tooManyRequests: "Numerous visitors are visiting the page. Please try again later.",
    serverError: "Something went wrong on the server. Please try again later.",
  },
  zh_CN: {
    success: "成功",
    badRequest: "请求无效：{detail}",
    missingParameter: "请求缺少 {field}。",
    unauthorized: "请先登录。",
    forbidden: "您没有执行此操作的权限。",
    notFound: "未找到。",
    tooLarge: "请求内容过大。",
    tooManyRequests: "访问人数过多，请稍后再试。",
    serverError: "服务器出错了，请稍后再试。",
  },
  es_ES: {
    success: "éxito",
    unauthorized: "Inicie sesión primero.",
    forbidden: "No tiene permiso para hacer esto.",
    tooManyRequests: "Muchos visitantes están viendo la página. Inténtelo de nuevo más tarde.",
  },
  ru_RU: {
    success: "успешно",
    unauthorized: "Сначала войдите в систему.",
    forbidden: "У вас нет прав на это действие.",
    tooManyRequests: "Страницу посещает много пользователей. Повторите попытку позже.",
  },
  ar_SA: {
    success: "تم بنجاح",
    unauthorized: "يرجى تسجيل الدخول أولاً.",
    forbidden: "ليس لديك إذن للقيام بذلك.",
    tooManyRequests: "يزور الصفحة عدد كبير من الزوار. يرجى المحاولة لاحقًا.",
  },
  de_DE: {
    success: "Erfolg",
    unauthorized: "Bitte melden Sie sich zuerst an.",
    forbidden: "Dazu fehlt Ihnen die Berechtigung.",
    tooManyRequests: "Sehr viele Besucher sind auf der Seite. Bitte versuchen Sie es später erneut.",
  },
  pl_PL: {
    success: "sukces",
    unauthorized: "Najpierw się zaloguj.",
    forbidden: "Nie masz uprawnień do tej czynności.",
    tooManyRequests: "Stronę odwiedza wielu użytkowników. Spróbuj ponownie później.",
  },
  tr_TR: {
    success: "başarılı",
    unauthorized: "Lütfen önce giriş yapın.",
    forbidden: "Bunu yapma izniniz yok.",
    tooManyRequests: "Sayfayı çok sayıda ziyaretçi görüntülüyor. Lütfen daha sonra tekrar deneyin.",
  },
  fr_FR: {
    success: "succès",
    unauthorized: "Veuillez d'abord vous connecter.",
    forbidden: "Vous n'avez pas la permission de faire cela.",
    tooManyRequests: "De nombreux visiteurs consultent la page. Veuillez réessayer plus tard.",
  },
  pt_BR: {
    success: "sucesso",
    unauthorized: "Faça login primeiro.",
    forbidden: "Você não tem permissão para fazer isso.",
    tooManyRequests: "Muitos visitantes estão acessando a página. Tente novamente mais tarde.",
  },
  ko_KR: {
    success: "성공",
    unauthorized: "먼저 로그인하세요.",
    forbidden: "이 작업을 할 권한이 없습니다.",
    tooManyRequests: "방문자가 많습니다. 잠시 후 다시 시도하세요.",
  },
  ja_JP: {
    success: "成功",
    unauthorized: "先にログインしてください。",
    forbidden: "この操作を行う権限がありません。",
    tooManyRequests: "アクセスが集中しています。しばらくしてから再度お試しください。",
  },
} satisfies Catalogue;
