import type { Catalogue } from "./messages";

/** Messages of the school lookups. */
export const schoolMessages = {
  en_US: { schoolNotFound: "The school does not exist." },
  zh_CN: { schoolNotFound: "学校不存在。" },
  es_ES: { schoolNotFound: "La escuela no existe." },
  ru_RU: { schoolNotFound: "Школа не существует." },
  ar_SA: { schoolNotFound: "المدرسة غير موجودة." },
  de_DE: { schoolNotFound: "Die Schule existiert nicht." },
  pl_PL: { schoolNotFound: "Szkoła nie istnieje." },
  tr_TR: { schoolNotFound: "Okul mevcut değil." },
  fr_FR: { schoolNotFound: "L'école n'existe pas." },
  pt_BR: { schoolNotFound: "A escola não existe." },
  ko_KR: { schoolNotFound: "학교가 존재하지 않습니다." },
  ja_JP: { schoolNotFound: "学校が存在しません。" },
} satisfies Catalogue;
