import type { Catalogue } from "./messages";

/** Messages of the HTTP edge: refusals that happen before any route's own rules (body shape, time to arrive). */
export const edgeMessages = {
  en_US: {
    bodyTooDeep: "The request body is nested more than {max} levels deep.",
    requestTimeout: "The request took too long to arrive and was cut off. Please try again.",
  },
  zh_CN: {
    bodyTooDeep: "请求内容的嵌套层级超过 {max} 层。",
    requestTimeout: "请求传输时间过长，已被中断，请重试。",
  },
  es_ES: {
    bodyTooDeep: "El cuerpo de la solicitud tiene más de {max} niveles de anidamiento.",
    requestTimeout: "La solicitud tardó demasiado en llegar y se interrumpió. Inténtelo de nuevo.",
  },
  ru_RU: {
    bodyTooDeep: "Тело запроса вложено глубже чем на {max} уровней.",
    requestTimeout: "Запрос передавался слишком долго и был прерван. Повторите попытку.",
  },
  ar_SA: {
    bodyTooDeep: "محتوى الطلب متداخل بأكثر من {max} مستوى.",
    requestTimeout: "استغرق وصول الطلب وقتًا طويلاً فتم قطعه. يرجى المحاولة مرة أخرى.",
  },
  de_DE: {
    bodyTooDeep: "Der Inhalt der Anfrage ist tiefer als {max} Ebenen verschachtelt.",
    requestTimeout: "Die Anfrage brauchte zu lange und wurde abgebrochen. Bitte versuchen Sie es erneut.",
  },
  pl_PL: {
    bodyTooDeep: "Treść żądania jest zagnieżdżona głębiej niż {max} poziomów.",
    requestTimeout: "Przesyłanie żądania trwało zbyt długo i zostało przerwane. Spróbuj ponownie.",
  },
  tr_TR: {
    bodyTooDeep: "İstek gövdesi {max} düzeyden daha derin iç içe geçmiş.",
    requestTimeout: "İsteğin ulaşması çok uzun sürdü ve kesildi. Lütfen tekrar deneyin.",
  },
  fr_FR: {
    bodyTooDeep: "Le corps de la requête est imbriqué sur plus de {max} niveaux.",
    requestTimeout: "La requête a mis trop de temps à arriver et a été interrompue. Veuillez réessayer.",
  },
  pt_BR: {
    bodyTooDeep: "O corpo da solicitação tem mais de {max} níveis de aninhamento.",
    requestTimeout: "A solicitação demorou demais para chegar e foi interrompida. Tente novamente.",
  },
  ko_KR: {
    bodyTooDeep: "요청 본문의 중첩 깊이가 {max}단계를 넘습니다.",
    requestTimeout: "요청 전송이 너무 오래 걸려 중단되었습니다. 다시 시도하세요.",
  },
  ja_JP: {
    bodyTooDeep: "リクエスト本文の入れ子が {max} 階層を超えています。",
    requestTimeout: "リクエストの受信に時間がかかりすぎたため中断しました。もう一度お試しください。",
  },
} satisfies Catalogue;
