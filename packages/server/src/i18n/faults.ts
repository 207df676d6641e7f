import type { Catalogue } from "./messages";

/** Messages of faults underneath a request: the database unreachable, the disk full, the upload storage failing. */
export const faultMessages = {
  en_US: {
    serviceUnavailable: "The service is briefly unavailable. Nothing was changed; please try again in a moment.",
    diskFull: "The server has no room to store this right now. Nothing was saved; please try again later.",
    storageUnavailable: "File storage is unavailable right now. Nothing was saved; please try again later.",
  },
  zh_CN: {
    serviceUnavailable: "服务暂时不可用，未做任何更改，请稍后再试。",
    diskFull: "服务器暂时没有空间保存此内容，未保存任何内容，请稍后再试。",
    storageUnavailable: "文件存储暂时不可用，未保存任何内容，请稍后再试。",
  },
  es_ES: {
    serviceUnavailable:
      "El servicio no está disponible por un momento. No se cambió nada; inténtelo de nuevo en breve.",
    diskFull: "El servidor no tiene espacio para guardar esto ahora. No se guardó nada; inténtelo más tarde.",
    storageUnavailable:
      "El almacenamiento de archivos no está disponible ahora. No se guardó nada; inténtelo más tarde.",
  },
  ru_RU: {
    serviceUnavailable: "Сервис ненадолго недоступен. Ничего не изменено; повторите попытку чуть позже.",
    diskFull: "На сервере сейчас нет места, чтобы сохранить это. Ничего не сохранено; повторите попытку позже.",
    storageUnavailable: "Хранилище файлов сейчас недоступно. Ничего не сохранено; повторите попытку позже.",
  },
  ar_SA: {
    serviceUnavailable: "الخدمة غير متاحة لفترة وجيزة. لم يتغير شيء؛ يرجى المحاولة بعد قليل.",
    diskFull: "لا توجد مساحة على الخادم لحفظ هذا الآن. لم يُحفظ شيء؛ يرجى المحاولة لاحقًا.",
    storageUnavailable: "تخزين الملفات غير متاح الآن. لم يُحفظ شيء؛ يرجى المحاولة لاحقًا.",
  },
  de_DE: {
    serviceUnavailable:
      "Der Dienst ist kurz nicht verfügbar. Nichts wurde geändert; bitte versuchen Sie es gleich noch einmal.",
    diskFull:
      "Der Server hat gerade keinen Platz, um dies zu speichern. Nichts wurde gespeichert; bitte versuchen Sie es später erneut.",
    storageUnavailable:
      "Der Dateispeicher ist gerade nicht verfügbar. Nichts wurde gespeichert; bitte versuchen Sie es später erneut.",
  },
  pl_PL: {
    serviceUnavailable: "Usługa jest chwilowo niedostępna. Nic nie zmieniono; spróbuj ponownie za chwilę.",
    diskFull: "Serwer nie ma teraz miejsca, aby to zapisać. Nic nie zapisano; spróbuj ponownie później.",
    storageUnavailable: "Magazyn plików jest teraz niedostępny. Nic nie zapisano; spróbuj ponownie później.",
  },
  tr_TR: {
    serviceUnavailable:
      "Hizmet kısa bir süreliğine kullanılamıyor. Hiçbir şey değişmedi; lütfen biraz sonra tekrar deneyin.",
    diskFull: "Sunucuda şu anda bunu kaydedecek yer yok. Hiçbir şey kaydedilmedi; lütfen daha sonra tekrar deneyin.",
    storageUnavailable:
      "Dosya depolama şu anda kullanılamıyor. Hiçbir şey kaydedilmedi; lütfen daha sonra tekrar deneyin.",
  },
  fr_FR: {
    serviceUnavailable:
      "Le service est momentanément indisponible. Rien n'a été modifié ; veuillez réessayer dans un instant.",
    diskFull:
      "Le serveur n'a pas la place d'enregistrer ceci pour le moment. Rien n'a été enregistré ; veuillez réessayer plus tard.",
    storageUnavailable:
      "Le stockage des fichiers est indisponible pour le moment. Rien n'a été enregistré ; veuillez réessayer plus tard.",
  },
  pt_BR: {
    serviceUnavailable: "O serviço está indisponível por um momento. Nada foi alterado; tente novamente em instantes.",
    diskFull: "O servidor está sem espaço para salvar isto agora. Nada foi salvo; tente novamente mais tarde.",
    storageUnavailable:
      "O armazenamento de arquivos está indisponível agora. Nada foi salvo; tente novamente mais tarde.",
  },
  ko_KR: {
    serviceUnavailable: "서비스를 잠시 사용할 수 없습니다. 변경된 내용은 없습니다. 잠시 후 다시 시도하세요.",
    diskFull: "지금은 서버에 저장할 공간이 없습니다. 저장된 내용은 없습니다. 나중에 다시 시도하세요.",
    storageUnavailable: "지금은 파일 저장소를 사용할 수 없습니다. 저장된 내용은 없습니다. 나중에 다시 시도하세요.",
  },
  ja_JP: {
    serviceUnavailable:
      "サービスが一時的に利用できません。変更は行われていません。しばらくしてから再度お試しください。",
    diskFull: "現在サーバーに保存する空き容量がありません。保存は行われていません。後でもう一度お試しください。",
    storageUnavailable: "現在ファイルストレージを利用できません。保存は行われていません。後でもう一度お試しください。",
  },
} satisfies Catalogue;
