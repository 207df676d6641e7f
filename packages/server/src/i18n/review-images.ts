import type { Catalogue } from "./messages";

/** Messages of images attached to reviews. */
export const reviewImageMessages = {
  en_US: { reviewImageInvalid: "Image {position} must be a picture (PNG, JPEG, GIF or WebP) you uploaded to this site." },
  zh_CN: { reviewImageInvalid: "第{position}张图片必须是您上传到本站的图片（PNG、JPEG、GIF 或 WebP）。" },
  es_ES: { reviewImageInvalid: "La imagen {position} debe ser una imagen (PNG, JPEG, GIF o WebP) que hayas subido a este sitio." },
  ru_RU: { reviewImageInvalid: "Изображение {position} должно быть картинкой (PNG, JPEG, GIF или WebP), загруженной вами на этот сайт." },
  ar_SA: { reviewImageInvalid: "يجب أن تكون الصورة {position} صورة (PNG أو JPEG أو GIF أو WebP) قمت برفعها إلى هذا الموقع." },
  de_DE: { reviewImageInvalid: "Bild {position} muss ein Bild (PNG, JPEG, GIF oder WebP) sein, das Sie auf diese Website hochgeladen haben." },
  pl_PL: { reviewImageInvalid: "Obraz {position} musi być obrazem (PNG, JPEG, GIF lub WebP) przesłanym przez Ciebie do tej witryny." },
  tr_TR: { reviewImageInvalid: "{position}. görsel bu siteye yüklediğiniz bir resim (PNG, JPEG, GIF veya WebP) olmalıdır." },
  fr_FR: { reviewImageInvalid: "L'image {position} doit être une image (PNG, JPEG, GIF ou WebP) que vous avez envoyée sur ce site." },
  pt_BR: { reviewImageInvalid: "A imagem {position} deve ser uma imagem (PNG, JPEG, GIF ou WebP) que você enviou para este site." },
  ko_KR: { reviewImageInvalid: "{position}번째 이미지는 이 사이트에 업로드한 사진(PNG, JPEG, GIF, WebP)이어야 합니다." },
  ja_JP: { reviewImageInvalid: "{position}枚目の画像は、このサイトにアップロードした画像（PNG、JPEG、GIF、WebP）である必要があります。" },
} satisfies Catalogue;
