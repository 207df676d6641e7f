/** Review texts of the demo course, by language and mood, so the list shows several languages and scripts. */
export type Mood = "positive" | "neutral" | "negative";

export const DEMO_TEXTS: Record<string, Record<Mood, string[]>> = {
  zh_CN: {
    positive: [
      "老师讲得很清楚，例子也很贴近工作。",
      "第一次系统地学习这部分内容，收获很大！",
      "节奏刚好，每节课都不长，适合下班后学习。",
    ],
    neutral: ["内容还可以，但有些章节有点重复。", "整体不错，希望能多一些练习题。"],
    negative: ["音频质量不太好，有几节听不清。", "讲得太快了，跟不上。"],
  },
  en_US: {
    positive: [
      "Clear, well structured and practical. I used the checklist at work the next day.",
      "The best introduction I have taken so far.",
      "Short lessons and great examples — easy to fit into a busy week.",
    ],
    neutral: [
      "Decent overview, but the second module drags a little.",
      "Good content, though I wanted more exercises.",
    ],
    negative: ["Several videos would not load on my phone.", "Too basic for anyone with some experience."],
  },
  es_ES: {
    positive: ["Muy claro y práctico, lo recomiendo.", "Me encantaron los ejemplos del módulo 3."],
    neutral: ["Está bien, pero esperaba más profundidad."],
    negative: ["Los subtítulos tienen muchos errores."],
  },
  fr_FR: {
    positive: ["Cours très clair, les exemples sont parlants.", "Excellent rythme, j'ai appris beaucoup."],
    neutral: ["Correct, mais un peu long par moments."],
    negative: ["Le son est de mauvaise qualité dans plusieurs vidéos."],
  },
  de_DE: {
    positive: ["Sehr gut erklärt und direkt anwendbar.", "Kompakt, verständlich, empfehlenswert!"],
    neutral: ["Solide Grundlagen, aber wenig Neues für mich."],
    negative: ["Zu schnell und ohne Übungen."],
  },
  ja_JP: {
    positive: ["説明がとても分かりやすく、すぐに実践できました。", "短い動画で学びやすいです。"],
    neutral: ["内容は良いですが、もう少し演習が欲しいです。"],
    negative: ["音声が聞き取りにくい部分がありました。"],
  },
  ar_SA: {
    positive: ["شرح واضح وأمثلة عملية، أنصح به بشدة.", "دورة ممتازة ومنظمة جيدًا."],
    neutral: ["جيدة بشكل عام لكنها تحتاج إلى تمارين أكثر."],
    negative: ["الفيديوهات طويلة وغير مركزة."],
  },
  ko_KR: {
    positive: ["설명이 명확하고 예시가 실무에 도움이 됐어요.", "짧고 알찬 강의, 추천합니다!"],
    neutral: ["괜찮았지만 조금 더 깊이 있는 내용이 있었으면 해요."],
    negative: ["진도가 너무 빨라서 따라가기 힘들었어요."],
  },
};

/** Display names of the generated reviewers, from several languages. */
export const REVIEWER_NAMES = [
  "王芳",
  "李伟",
  "张敏",
  "刘洋",
  "陈静",
  "Emma Wilson",
  "Liam Brown",
  "Olivia Smith",
  "Noah Taylor",
  "Sofía García",
  "Mateo López",
  "Camille Martin",
  "Louis Bernard",
  "Lukas Müller",
  "Hannah Schmidt",
  "Анна Иванова",
  "Олег Петров",
  "فاطمة الزهراء",
  "أحمد علي",
  "Zofia Nowak",
  "Jakub Kowalski",
  "Elif Yılmaz",
  "Emre Demir",
  "Ana Souza",
  "João Silva",
  "김민준",
  "이서연",
  "佐藤陽菜",
  "鈴木蓮",
  "Priya Sharma",
];

/** Admin replies to some demo reviews. */
export const DEMO_REPLIES = [
  "Thank you for the feedback! We are adding more exercises next month.",
  "感谢你的建议，我们会在下个版本中改进音频质量。",
  "Thanks for the kind words — glad the examples helped.",
  "Gracias por tu comentario, lo tendremos en cuenta.",
  "We have fixed the video playback issue on mobile. Please try again.",
  "感谢好评！欢迎继续学习进阶课程。",
];
