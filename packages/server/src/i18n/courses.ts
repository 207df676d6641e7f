import type { Catalogue } from "./messages";

/** Messages of courses and study progress. */
export const courseMessages = {
  en_US: { courseNotFound: "The course does not exist." },
  zh_CN: { courseNotFound: "课程不存在。" },
  es_ES: { courseNotFound: "El curso no existe." },
  ru_RU: { courseNotFound: "Курс не существует." },
  ar_SA: { courseNotFound: "الدورة غير موجودة." },
  de_DE: { courseNotFound: "Den Kurs gibt es nicht." },
  pl_PL: { courseNotFound: "Kurs nie istnieje." },
  tr_TR: { courseNotFound: "Kurs bulunamadı." },
  fr_FR: { courseNotFound: "Le cours n'existe pas." },
  pt_BR: { courseNotFound: "O curso não existe." },
  ko_KR: { courseNotFound: "강의가 없습니다." },
  ja_JP: { courseNotFound: "コースが存在しません。" },
} satisfies Catalogue;
