import type { Catalogue } from "./messages";

/** Messages of the upload endpoints (simple, chunked and document uploads). */
export const uploadMessages = {
  en_US: {
    uploadRefused: 'Uploads to bucket "{bucket}" and module "{module}" are not allowed.',
    uploadTooLarge: "The file is too large: {size} bytes, the limit is {max} bytes.",
    uploadTooManyParts:
      "With parts of {partSize} bytes this file needs {parts} parts; at most {max} are allowed. Use larger parts.",
    uploadNotFound: "This upload does not exist or was cancelled.",
    uploadNotOwner: "This upload belongs to another user.",
    uploadPartTooLarge: "Part {part} is larger than its allowed {max} bytes.",
    uploadPartWrongSize: "Part {part} must be {expected} bytes, but {actual} bytes arrived.",
    uploadPartOutOfRange: "Part {part} is beyond the end of the file, which has {parts} parts.",
    uploadPartEmpty: "Upload failed: the part has no data.",
    uploadFileMissing: "The form has no file field.",
    uploadPartsMissing: "The upload is incomplete: parts {parts} are missing.",
    uploadPartsUneven: "Part {part} has {actual} bytes; every part but the last must have {expected} bytes.",
    uploadCombining: "This upload is being combined; try again in a moment.",
    uploadClosed: "This upload is already complete; it cannot be changed.",
    uploadSignatureInvalid: "The upload link is not valid.",
    uploadLinkExpired: "The upload link has expired; ask for a new one.",
    uploadAlreadyStored: "This upload link was already used.",
    uploadInProgress: "A file is already being sent to this link; try again in a moment.",
    uploadFieldsInvalid: "The form is not valid: {detail}",
    uploadInterrupted: "The upload was interrupted before all bytes arrived.",
    uploadFileNotFound: "The file does not exist.",
    uploadSessionQuota:
      "You already have {max} unfinished uploads, the most allowed at once. Finish or cancel one, then try again.",
    uploadTicketQuota:
      "You already have {max} upload links waiting for their files, the most allowed at once. Use them, or try again in {minutes} minutes.",
    uploadPartBeyondLimit: "Part {part} would take the file past the {max}-byte limit.",
  },
  zh_CN: {
    uploadRefused: "不允许上传到存储桶“{bucket}”的模块“{module}”。",
    uploadTooLarge: "文件过大：{size} 字节，上限为 {max} 字节。",
    uploadTooManyParts: "按每片 {partSize} 字节，此文件需要 {parts} 片，最多允许 {max} 片，请增大分片。",
    uploadNotFound: "该上传任务不存在或已取消。",
    uploadNotOwner: "该上传任务属于其他用户。",
    uploadPartTooLarge: "第 {part} 片超过允许的 {max} 字节。",
    uploadPartWrongSize: "第 {part} 片应为 {expected} 字节，实际收到 {actual} 字节。",
    uploadPartOutOfRange: "第 {part} 片超出文件范围，该文件共 {parts} 片。",
    uploadPartEmpty: "上传异常",
    uploadFileMissing: "表单中没有 file 字段。",
    uploadPartsMissing: "上传未完成：缺少第 {parts} 片。",
    uploadPartsUneven: "第 {part} 片为 {actual} 字节；除最后一片外每片必须为 {expected} 字节。",
    uploadCombining: "该上传正在合并，请稍后再试。",
    uploadClosed: "该上传已完成，无法再修改。",
    uploadSignatureInvalid: "上传链接无效。",
    uploadLinkExpired: "上传链接已过期，请重新获取。",
    uploadAlreadyStored: "该上传链接已被使用。",
    uploadInProgress: "该链接正在接收文件，请稍后再试。",
    uploadFieldsInvalid: "表单无效：{detail}",
    uploadInterrupted: "上传在全部数据到达前中断。",
    uploadFileNotFound: "文件不存在。",
    uploadSessionQuota: "您已有 {max} 个未完成的上传，已达同时允许的上限。请先完成或取消其中一个，再重试。",
    uploadTicketQuota:
      "您已有 {max} 个上传链接在等待文件，已达同时允许的上限。请先使用这些链接，或在 {minutes} 分钟后重试。",
    uploadPartBeyondLimit: "第 {part} 片会使文件超过 {max} 字节的上限。",
  },
  es_ES: {
    uploadRefused: 'No se permiten subidas al bucket "{bucket}" y módulo "{module}".',
    uploadTooLarge: "El archivo es demasiado grande: {size} bytes, el límite es {max} bytes.",
    uploadNotFound: "Esta subida no existe o fue cancelada.",
    uploadPartsMissing: "La subida está incompleta: faltan las partes {parts}.",
    uploadLinkExpired: "El enlace de subida ha caducado; solicite uno nuevo.",
    uploadPartEmpty: "Error de subida: la parte no contiene datos.",
    uploadSessionQuota:
      "Ya tiene {max} subidas sin terminar, el máximo permitido a la vez. Termine o cancele una e inténtelo de nuevo.",
    uploadTicketQuota:
      "Ya tiene {max} enlaces de subida esperando sus archivos, el máximo permitido a la vez. Úselos o inténtelo de nuevo dentro de {minutes} minutos.",
    uploadPartBeyondLimit: "La parte {part} haría que el archivo superara el límite de {max} bytes.",
  },
  ru_RU: {
    uploadRefused: "Загрузка в хранилище «{bucket}» и модуль «{module}» не разрешена.",
    uploadTooLarge: "Файл слишком большой: {size} байт, предел — {max} байт.",
    uploadNotFound: "Эта загрузка не существует или была отменена.",
    uploadPartsMissing: "Загрузка не завершена: не хватает частей {parts}.",
    uploadLinkExpired: "Срок действия ссылки для загрузки истёк; запросите новую.",
    uploadPartEmpty: "Ошибка загрузки: в части нет данных.",
    uploadSessionQuota:
      "У вас уже {max} незавершённых загрузок — это максимум одновременно. Завершите или отмените одну и повторите попытку.",
    uploadTicketQuota:
      "У вас уже {max} ссылок для загрузки, ожидающих файлы, — это максимум одновременно. Используйте их или повторите попытку через {minutes} мин.",
    uploadPartBeyondLimit: "Часть {part} превысит предел файла в {max} байт.",
  },
  ar_SA: {
    uploadRefused: 'غير مسموح بالرفع إلى الحاوية "{bucket}" والوحدة "{module}".',
    uploadTooLarge: "الملف كبير جدًا: {size} بايت، والحد الأقصى {max} بايت.",
    uploadNotFound: "عملية الرفع هذه غير موجودة أو أُلغيت.",
    uploadPartsMissing: "الرفع غير مكتمل: الأجزاء {parts} مفقودة.",
    uploadLinkExpired: "انتهت صلاحية رابط الرفع؛ اطلب رابطًا جديدًا.",
    uploadPartEmpty: "فشل الرفع: الجزء لا يحتوي على بيانات.",
    uploadSessionQuota:
      "لديك بالفعل {max} عمليات رفع غير مكتملة، وهو الحد الأقصى المسموح به في وقت واحد. أكمل إحداها أو ألغها ثم حاول مرة أخرى.",
    uploadTicketQuota:
      "لديك بالفعل {max} روابط رفع تنتظر ملفاتها، وهو الحد الأقصى المسموح به في وقت واحد. استخدمها أو حاول مرة أخرى بعد {minutes} دقيقة.",
    uploadPartBeyondLimit: "الجزء {part} سيجعل الملف يتجاوز الحد البالغ {max} بايت.",
  },
  de_DE: {
    uploadRefused: "Uploads in den Bucket „{bucket}“ und das Modul „{module}“ sind nicht erlaubt.",
    uploadTooLarge: "Die Datei ist zu groß: {size} Byte, erlaubt sind {max} Byte.",
    uploadNotFound: "Dieser Upload existiert nicht oder wurde abgebrochen.",
    uploadPartsMissing: "Der Upload ist unvollständig: Teile {parts} fehlen.",
    uploadLinkExpired: "Der Upload-Link ist abgelaufen; fordern Sie einen neuen an.",
    uploadPartEmpty: "Upload fehlgeschlagen: Der Teil enthält keine Daten.",
    uploadSessionQuota:
      "Sie haben bereits {max} unvollständige Uploads, mehr sind gleichzeitig nicht erlaubt. Schließen Sie einen ab oder brechen Sie ihn ab und versuchen Sie es erneut.",
    uploadTicketQuota:
      "Sie haben bereits {max} Upload-Links, die auf ihre Dateien warten, mehr sind gleichzeitig nicht erlaubt. Verwenden Sie sie oder versuchen Sie es in {minutes} Minuten erneut.",
    uploadPartBeyondLimit: "Teil {part} würde die Datei über die Grenze von {max} Byte bringen.",
  },
  pl_PL: {
    uploadRefused: "Przesyłanie do zasobnika „{bucket}” i modułu „{module}” jest niedozwolone.",
    uploadTooLarge: "Plik jest za duży: {size} bajtów, limit to {max} bajtów.",
    uploadNotFound: "To przesyłanie nie istnieje lub zostało anulowane.",
    uploadPartsMissing: "Przesyłanie jest niepełne: brakuje części {parts}.",
    uploadLinkExpired: "Link do przesyłania wygasł; poproś o nowy.",
    uploadPartEmpty: "Błąd przesyłania: część nie zawiera danych.",
    uploadSessionQuota:
      "Masz już {max} niedokończonych przesyłań — tyle naraz jest dozwolone. Dokończ lub anuluj jedno i spróbuj ponownie.",
    uploadTicketQuota:
      "Masz już {max} linków do przesyłania czekających na pliki — tyle naraz jest dozwolone. Użyj ich lub spróbuj ponownie za {minutes} min.",
    uploadPartBeyondLimit: "Część {part} przekroczyłaby limit pliku wynoszący {max} bajtów.",
  },
  tr_TR: {
    uploadRefused: '"{bucket}" kovasına ve "{module}" modülüne yüklemeye izin verilmiyor.',
    uploadTooLarge: "Dosya çok büyük: {size} bayt, sınır {max} bayt.",
    uploadNotFound: "Bu yükleme yok veya iptal edildi.",
    uploadPartsMissing: "Yükleme tamamlanmadı: {parts} parçaları eksik.",
    uploadLinkExpired: "Yükleme bağlantısının süresi doldu; yeni bir bağlantı isteyin.",
    uploadPartEmpty: "Yükleme başarısız: parçada veri yok.",
    uploadSessionQuota:
      "Zaten {max} tamamlanmamış yüklemeniz var; aynı anda izin verilen en fazla sayı bu. Birini tamamlayın veya iptal edin, sonra tekrar deneyin.",
    uploadTicketQuota:
      "Dosyalarını bekleyen {max} yükleme bağlantınız var; aynı anda izin verilen en fazla sayı bu. Bunları kullanın veya {minutes} dakika sonra tekrar deneyin.",
    uploadPartBeyondLimit: "{part}. parça dosyayı {max} baytlık sınırın ötesine taşır.",
  },
  fr_FR: {
    uploadRefused: "Les envois vers le compartiment « {bucket} » et le module « {module} » ne sont pas autorisés.",
    uploadTooLarge: "Le fichier est trop volumineux : {size} octets, la limite est de {max} octets.",
    uploadNotFound: "Cet envoi n'existe pas ou a été annulé.",
    uploadPartsMissing: "L'envoi est incomplet : il manque les parties {parts}.",
    uploadLinkExpired: "Le lien d'envoi a expiré ; demandez-en un nouveau.",
    uploadPartEmpty: "Échec de l'envoi : la partie ne contient aucune donnée.",
    uploadSessionQuota:
      "Vous avez déjà {max} envois inachevés, le maximum autorisé à la fois. Terminez-en ou annulez-en un, puis réessayez.",
    uploadTicketQuota:
      "Vous avez déjà {max} liens d'envoi en attente de leur fichier, le maximum autorisé à la fois. Utilisez-les ou réessayez dans {minutes} minutes.",
    uploadPartBeyondLimit: "La partie {part} ferait dépasser au fichier la limite de {max} octets.",
  },
  pt_BR: {
    uploadRefused: 'Não é permitido enviar para o bucket "{bucket}" e o módulo "{module}".',
    uploadTooLarge: "O arquivo é grande demais: {size} bytes, o limite é {max} bytes.",
    uploadNotFound: "Este envio não existe ou foi cancelado.",
    uploadPartsMissing: "O envio está incompleto: faltam as partes {parts}.",
    uploadLinkExpired: "O link de envio expirou; solicite um novo.",
    uploadPartEmpty: "Falha no envio: a parte não tem dados.",
    uploadSessionQuota:
      "Você já tem {max} envios não concluídos, o máximo permitido ao mesmo tempo. Conclua ou cancele um e tente novamente.",
    uploadTicketQuota:
      "Você já tem {max} links de envio aguardando arquivos, o máximo permitido ao mesmo tempo. Use-os ou tente novamente em {minutes} minutos.",
    uploadPartBeyondLimit: "A parte {part} faria o arquivo ultrapassar o limite de {max} bytes.",
  },
  ko_KR: {
    uploadRefused: '버킷 "{bucket}"의 모듈 "{module}"에는 업로드할 수 없습니다.',
    uploadTooLarge: "파일이 너무 큽니다: {size}바이트, 한도는 {max}바이트입니다.",
    uploadNotFound: "이 업로드가 없거나 취소되었습니다.",
    uploadPartsMissing: "업로드가 완료되지 않았습니다: {parts} 조각이 없습니다.",
    uploadLinkExpired: "업로드 링크가 만료되었습니다. 새 링크를 요청하세요.",
    uploadPartEmpty: "업로드 실패: 조각에 데이터가 없습니다.",
    uploadSessionQuota:
      "완료되지 않은 업로드가 이미 {max}개 있으며, 동시에 허용되는 최대 개수입니다. 하나를 완료하거나 취소한 후 다시 시도하세요.",
    uploadTicketQuota:
      "파일을 기다리는 업로드 링크가 이미 {max}개 있으며, 동시에 허용되는 최대 개수입니다. 링크를 사용하거나 {minutes}분 후에 다시 시도하세요.",
    uploadPartBeyondLimit: "{part}번 조각은 파일을 {max}바이트 한도 너머로 만듭니다.",
  },
  ja_JP: {
    uploadRefused: "バケット「{bucket}」のモジュール「{module}」へのアップロードは許可されていません。",
    uploadTooLarge: "ファイルが大きすぎます：{size} バイト、上限は {max} バイトです。",
    uploadNotFound: "このアップロードは存在しないか、キャンセルされました。",
    uploadPartsMissing: "アップロードが完了していません：パート {parts} がありません。",
    uploadLinkExpired: "アップロードリンクの有効期限が切れました。新しいリンクを取得してください。",
    uploadPartEmpty: "アップロードに失敗しました：パートにデータがありません。",
    uploadSessionQuota:
      "未完了のアップロードがすでに {max} 件あり、同時に許可される上限に達しています。いずれかを完了するかキャンセルしてから、もう一度お試しください。",
    uploadTicketQuota:
      "ファイルを待っているアップロードリンクがすでに {max} 件あり、同時に許可される上限に達しています。それらを使用するか、{minutes} 分後にもう一度お試しください。",
    uploadPartBeyondLimit: "パート {part} によりファイルが {max} バイトの上限を超えます。",
  },
} satisfies Catalogue;
