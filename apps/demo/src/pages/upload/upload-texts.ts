import type { Language } from "@sxz/contract";

/** The upload page's own words; English, Chinese and Arabic like the rest of the demo, English otherwise. */
export interface UploadTexts {
  title: string;
  intro: string;
  resumeHint: string;
  fileLabel: string;
  /** The drop zone's call to action. */
  dropHere: string;
  /** While a file is dragged over the drop zone. */
  dropNow: string;
  chooseFile: string;
  /** `{name}` `{size}`: the chosen file. */
  chosenFile: string;
  noFileChosen: string;
  start: string;
  pause: string;
  resume: string;
  cancel: string;
  progressLabel: string;
  /** `{loaded} of {total}` */
  bytesOf: string;
  /** `{speed}` */
  speed: string;
  /** `{time} left` */
  timeLeft: string;
  estimating: string;
  uploading: string;
  paused: string;
  done: string;
  cancelled: string;
  failed: string;
  openFile: string;
  checksum: string;
  signInNeeded: string;
  signIn: string;
}

const en_US: UploadTexts = {
  title: "Upload",
  intro:
    "Large files go up in 19 MiB parts, three at a time. Pause and resume at will; after a reload, pick the same file again and only the missing parts are sent.",
  resumeHint: "Interrupted earlier? Choose the same file: the upload continues where it stopped.",
  fileLabel: "File to upload",
  dropHere: "Drag a file here, or",
  dropNow: "Drop the file to choose it",
  chooseFile: "Choose a file",
  chosenFile: "{name} ({size})",
  noFileChosen: "No file chosen yet.",
  start: "Upload",
  pause: "Pause",
  resume: "Resume",
  cancel: "Cancel",
  progressLabel: "Upload progress",
  bytesOf: "{loaded} of {total}",
  speed: "{speed}",
  timeLeft: "{time} left",
  estimating: "estimating time left…",
  uploading: "Uploading…",
  paused: "Paused.",
  done: "Uploaded.",
  cancelled: "Upload cancelled.",
  failed: "Upload failed: {message}",
  openFile: "Open the uploaded file",
  checksum: "SHA-256 on the server",
  signInNeeded: "Sign in to upload files.",
  signIn: "Sign in",
};

const zh_CN: UploadTexts = {
  title: "上传",
  intro: "大文件按 19 MiB 分片上传，每次 3 片。可随时暂停和继续；刷新页面后重新选择同一文件，只会发送缺少的分片。",
  resumeHint: "之前中断了？选择同一文件即可从中断处继续。",
  fileLabel: "要上传的文件",
  dropHere: "将文件拖到这里，或",
  dropNow: "松开即可选择该文件",
  chooseFile: "选择文件",
  chosenFile: "{name}（{size}）",
  noFileChosen: "尚未选择文件。",
  start: "上传",
  pause: "暂停",
  resume: "继续",
  cancel: "取消",
  progressLabel: "上传进度",
  bytesOf: "{loaded} / {total}",
  speed: "{speed}",
  timeLeft: "剩余 {time}",
  estimating: "正在估算剩余时间…",
  uploading: "正在上传…",
  paused: "已暂停。",
  done: "上传完成。",
  cancelled: "已取消上传。",
  failed: "上传失败：{message}",
  openFile: "打开已上传的文件",
  checksum: "服务器上的 SHA-256",
  signInNeeded: "登录后才能上传文件。",
  signIn: "登录",
};

const ar_SA: UploadTexts = {
  title: "رفع الملفات",
  intro:
    "تُرفع الملفات الكبيرة على أجزاء بحجم 19 ميبيبايت، ثلاثة في كل مرة. يمكنك الإيقاف المؤقت والاستئناف متى شئت؛ وبعد إعادة تحميل الصفحة اختر الملف نفسه لتُرسل الأجزاء الناقصة فقط.",
  resumeHint: "هل توقف الرفع سابقًا؟ اختر الملف نفسه ليُستأنف من حيث توقف.",
  fileLabel: "الملف المراد رفعه",
  dropHere: "اسحب ملفًا إلى هنا، أو",
  dropNow: "أفلت الملف لاختياره",
  chooseFile: "اختيار ملف",
  chosenFile: "{name} ({size})",
  noFileChosen: "لم يُختر أي ملف بعد.",
  start: "رفع",
  pause: "إيقاف مؤقت",
  resume: "استئناف",
  cancel: "إلغاء",
  progressLabel: "تقدم الرفع",
  bytesOf: "{loaded} من {total}",
  speed: "{speed}",
  timeLeft: "المتبقي {time}",
  estimating: "جارٍ تقدير الوقت المتبقي…",
  uploading: "جارٍ الرفع…",
  paused: "متوقف مؤقتًا.",
  done: "تم الرفع.",
  cancelled: "أُلغي الرفع.",
  failed: "فشل الرفع: {message}",
  openFile: "فتح الملف المرفوع",
  checksum: "قيمة SHA-256 على الخادم",
  signInNeeded: "سجّل الدخول لرفع الملفات.",
  signIn: "تسجيل الدخول",
};

const catalogues: Partial<Record<Language, UploadTexts>> = { en_US, zh_CN, ar_SA };

export function uploadTexts(language: Language): UploadTexts {
  return catalogues[language] ?? en_US;
}

export { interpolate as fillText } from "@sxz/contract";
