import { ConfigItemType } from "@sxz/contract";

/**
 * The review widget's config items in the 12 languages, in LANGUAGES order:
 * zh_CN, en_US, es_ES, ru_RU, ar_SA, de_DE, pl_PL, tr_TR, fr_FR, pt_BR, ko_KR, ja_JP.
 */
export interface SeedConfigItem {
  type: number;
  score: number;
  code: string;
  texts: readonly [string, string, string, string, string, string, string, string, string, string, string, string];
}

const tag = (score: number, code: string, texts: SeedConfigItem["texts"]): SeedConfigItem => ({ type: ConfigItemType.TAG, score, code, texts });

/** Preset comment tags, three per score (type 0). */
export const TAG_ITEMS: SeedConfigItem[] = [
  tag(5, "s5-clear", ["讲解清晰", "Clear explanations", "Explicaciones claras", "Понятные объяснения", "شرح واضح", "Klare Erklärungen", "Jasne wyjaśnienia", "Açık anlatım", "Explications claires", "Explicações claras", "설명이 명확해요", "説明が分かりやすい"]),
  tag(5, "s5-practical", ["内容实用", "Very practical", "Muy práctico", "Очень практично", "عملي جدًا", "Sehr praxisnah", "Bardzo praktyczne", "Çok pratik", "Très pratique", "Muito prático", "실용적이에요", "とても実用的"]),
  tag(5, "s5-engaging", ["生动有趣", "Engaging", "Ameno", "Увлекательно", "ممتع", "Fesselnd", "Wciągające", "İlgi çekici", "Captivant", "Envolvente", "흥미로워요", "面白い"]),
  tag(4, "s4-learned-a-lot", ["收获很多", "Learned a lot", "Aprendí mucho", "Многому научился", "تعلمت الكثير", "Viel gelernt", "Dużo się nauczyłem", "Çok şey öğrendim", "J'ai beaucoup appris", "Aprendi muito", "많이 배웠어요", "学びが多い"]),
  tag(4, "s4-good-pace", ["节奏合适", "Good pace", "Buen ritmo", "Хороший темп", "وتيرة مناسبة", "Gutes Tempo", "Dobre tempo", "İyi tempo", "Bon rythme", "Bom ritmo", "속도가 적당해요", "ペースがちょうど良い"]),
  tag(4, "s4-good-examples", ["案例丰富", "Good examples", "Buenos ejemplos", "Хорошие примеры", "أمثلة جيدة", "Gute Beispiele", "Dobre przykłady", "İyi örnekler", "Bons exemples", "Bons exemplos", "예시가 좋아요", "例が豊富"]),
  tag(3, "s3-average", ["中规中矩", "Average", "Normal", "Средне", "متوسط", "Durchschnittlich", "Przeciętne", "Ortalama", "Moyen", "Mediano", "보통이에요", "普通"]),
  tag(3, "s3-too-basic", ["内容偏基础", "A bit basic", "Algo básico", "Слишком базово", "أساسي بعض الشيء", "Etwas zu einfach", "Trochę zbyt podstawowe", "Biraz temel", "Un peu basique", "Um pouco básico", "조금 기초적이에요", "やや基礎的"]),
  tag(3, "s3-needs-practice", ["缺少练习", "Needs more practice", "Faltan ejercicios", "Мало практики", "يحتاج إلى تمارين أكثر", "Zu wenig Übungen", "Za mało ćwiczeń", "Daha fazla alıştırma gerek", "Manque d'exercices", "Faltam exercícios", "연습이 부족해요", "演習が足りない"]),
  tag(2, "s2-unclear", ["讲解不清楚", "Unclear", "Poco claro", "Непонятно", "غير واضح", "Unklar", "Niejasne", "Anlaşılmaz", "Peu clair", "Pouco claro", "이해하기 어려워요", "分かりにくい"]),
  tag(2, "s2-outdated", ["内容过时", "Outdated content", "Contenido desactualizado", "Устаревший материал", "محتوى قديم", "Veraltete Inhalte", "Nieaktualne treści", "Güncel olmayan içerik", "Contenu dépassé", "Conteúdo desatualizado", "내용이 오래됐어요", "内容が古い"]),
  tag(2, "s2-too-fast", ["节奏太快", "Too fast", "Demasiado rápido", "Слишком быстро", "سريع جدًا", "Zu schnell", "Za szybko", "Çok hızlı", "Trop rapide", "Rápido demais", "너무 빨라요", "速すぎる"]),
  tag(1, "s1-not-helpful", ["没有帮助", "Not helpful", "No es útil", "Бесполезно", "غير مفيد", "Nicht hilfreich", "Nieprzydatne", "Faydasız", "Pas utile", "Não ajuda", "도움이 안 돼요", "役に立たない"]),
  tag(1, "s1-poor-quality", ["质量差", "Poor quality", "Mala calidad", "Низкое качество", "جودة رديئة", "Schlechte Qualität", "Słaba jakość", "Düşük kalite", "Mauvaise qualité", "Baixa qualidade", "품질이 낮아요", "品質が低い"]),
  tag(1, "s1-errors", ["内容有错误", "Contains errors", "Contiene errores", "Есть ошибки", "يحتوي على أخطاء", "Enthält Fehler", "Zawiera błędy", "Hatalar içeriyor", "Contient des erreurs", "Contém erros", "오류가 있어요", "誤りがある"]),
];

/** Guide sentences per score (type 2) and the default guide for score 0 (type 5). */
export const GUIDE_ITEMS: SeedConfigItem[] = [
  { type: ConfigItemType.DEFAULT_GUIDE, score: 0, code: "guide-0", texts: ["点击星星为课程打分", "Tap a star to rate this course", "Toque una estrella para valorar el curso", "Нажмите на звезду, чтобы оценить курс", "انقر على نجمة لتقييم الدورة", "Tippen Sie auf einen Stern, um den Kurs zu bewerten", "Kliknij gwiazdkę, aby ocenić kurs", "Kursu değerlendirmek için bir yıldıza dokunun", "Touchez une étoile pour noter ce cours", "Toque em uma estrela para avaliar o curso", "별을 눌러 강의를 평가하세요", "星をタップしてコースを評価"] },
  { type: ConfigItemType.GUIDE, score: 1, code: "guide-1", texts: ["非常不满意，请告诉我们哪里需要改进", "Very dissatisfied? Tell us what to improve.", "¿Muy insatisfecho? Díganos qué mejorar.", "Совсем не понравилось? Расскажите, что улучшить.", "غير راضٍ تمامًا؟ أخبرنا بما يجب تحسينه.", "Sehr unzufrieden? Sagen Sie uns, was besser werden soll.", "Bardzo niezadowolony? Napisz, co poprawić.", "Hiç memnun değil misiniz? Neyi iyileştirmemiz gerektiğini söyleyin.", "Très insatisfait ? Dites-nous quoi améliorer.", "Muito insatisfeito? Conte o que melhorar.", "매우 불만족스러우신가요? 개선할 점을 알려 주세요.", "とても不満ですか？改善点を教えてください。"] },
  { type: ConfigItemType.GUIDE, score: 2, code: "guide-2", texts: ["不太满意，哪些地方让你失望了？", "Dissatisfied? What let you down?", "¿Insatisfecho? ¿Qué le decepcionó?", "Не понравилось? Что разочаровало?", "غير راضٍ؟ ما الذي خيّب ظنك؟", "Unzufrieden? Was hat Sie enttäuscht?", "Niezadowolony? Co cię zawiodło?", "Memnun değil misiniz? Sizi ne hayal kırıklığına uğrattı?", "Insatisfait ? Qu'est-ce qui vous a déçu ?", "Insatisfeito? O que decepcionou você?", "불만족스러우신가요? 무엇이 아쉬웠나요?", "不満ですか？何が残念でしたか？"] },
  { type: ConfigItemType.GUIDE, score: 3, code: "guide-3", texts: ["一般般，说说可以做得更好的地方", "Average. What could be better?", "Normal. ¿Qué podría mejorar?", "Средне. Что можно сделать лучше?", "متوسط. ما الذي يمكن تحسينه؟", "Durchschnittlich. Was könnte besser sein?", "Przeciętnie. Co mogłoby być lepsze?", "Ortalama. Ne daha iyi olabilirdi?", "Moyen. Qu'est-ce qui pourrait être mieux ?", "Mediano. O que poderia ser melhor?", "보통이에요. 무엇이 더 좋아질 수 있을까요?", "普通。どこを良くできそうですか？"] },
  { type: ConfigItemType.GUIDE, score: 4, code: "guide-4", texts: ["比较满意，分享一下你的收获吧", "Satisfied! Share what you learned.", "¡Satisfecho! Comparta lo que aprendió.", "Понравилось! Поделитесь, что узнали.", "راضٍ! شارك ما تعلمته.", "Zufrieden! Teilen Sie, was Sie gelernt haben.", "Zadowolony! Podziel się tym, czego się nauczyłeś.", "Memnunsunuz! Öğrendiklerinizi paylaşın.", "Satisfait ! Partagez ce que vous avez appris.", "Satisfeito! Compartilhe o que aprendeu.", "만족하셨군요! 배운 점을 공유해 주세요.", "満足ですね！学んだことを共有しましょう。"] },
  { type: ConfigItemType.GUIDE, score: 5, code: "guide-5", texts: ["非常满意，推荐给更多同学吧", "Very good! Recommend it to others.", "¡Muy bueno! Recomiéndelo a otros.", "Отлично! Порекомендуйте другим.", "ممتاز! أوصِ به الآخرين.", "Sehr gut! Empfehlen Sie ihn weiter.", "Bardzo dobrze! Poleć innym.", "Çok iyi! Başkalarına önerin.", "Très bien ! Recommandez-le à d'autres.", "Muito bom! Recomende a outras pessoas.", "아주 좋아요! 다른 분들께도 추천해 주세요.", "とても良い！ほかの人にも勧めましょう。"] },
];

/** Emoticon captions per score (type 3): the star labels poor … very good. */
export const CAPTION_ITEMS: SeedConfigItem[] = [
  { type: ConfigItemType.EMOTICON_CAPTION, score: 1, code: "caption-1", texts: ["很差", "Poor", "Malo", "Плохо", "سيئ", "Schlecht", "Słabo", "Kötü", "Mauvais", "Ruim", "별로예요", "悪い"] },
  { type: ConfigItemType.EMOTICON_CAPTION, score: 2, code: "caption-2", texts: ["不满意", "Dissatisfied", "Insatisfecho", "Не понравилось", "غير راضٍ", "Unzufrieden", "Niezadowolony", "Memnun değil", "Insatisfait", "Insatisfeito", "불만족", "不満"] },
  { type: ConfigItemType.EMOTICON_CAPTION, score: 3, code: "caption-3", texts: ["一般", "Average", "Regular", "Нормально", "مقبول", "Mittelmäßig", "Średnio", "Orta", "Moyen", "Regular", "보통", "普通"] },
  { type: ConfigItemType.EMOTICON_CAPTION, score: 4, code: "caption-4", texts: ["满意", "Satisfied", "Satisfecho", "Хорошо", "راضٍ", "Zufrieden", "Zadowolony", "Memnun", "Satisfait", "Satisfeito", "만족", "満足"] },
  { type: ConfigItemType.EMOTICON_CAPTION, score: 5, code: "caption-5", texts: ["非常好", "Very good", "Muy bueno", "Отлично", "ممتاز", "Sehr gut", "Bardzo dobrze", "Çok iyi", "Très bien", "Muito bom", "아주 좋아요", "とても良い"] },
];

/** The low-score tip (type 4, score 1), shown when a 1–2 star rating has neither tag nor text (RW-VAL-3). */
export const LOW_SCORE_TIP_ITEMS: SeedConfigItem[] = [
  { type: ConfigItemType.LOW_SCORE_TIP, score: 1, code: "low-score-tip", texts: ["低分评价请至少选择一个标签或写下评论", "For a low rating, please choose a tag or write a comment.", "Para una valoración baja, elija una etiqueta o escriba un comentario.", "Для низкой оценки выберите метку или напишите комментарий.", "للتقييم المنخفض، يرجى اختيار وسم أو كتابة تعليق.", "Bei einer niedrigen Bewertung wählen Sie bitte einen Tag oder schreiben Sie einen Kommentar.", "Przy niskiej ocenie wybierz tag lub napisz komentarz.", "Düşük puan için lütfen bir etiket seçin veya yorum yazın.", "Pour une note basse, choisissez une étiquette ou écrivez un commentaire.", "Para uma nota baixa, escolha uma etiqueta ou escreva um comentário.", "낮은 점수를 주실 때는 태그를 선택하거나 댓글을 남겨 주세요.", "低評価の場合は、タグを選ぶかコメントを書いてください。"] },
];

/** Custom success messages per score (type 6). */
export const SUCCESS_ITEMS: SeedConfigItem[] = [
  { type: ConfigItemType.SUCCESS_MESSAGE, score: 1, code: "success-1", texts: ["感谢反馈，我们会认真改进", "Thanks for your feedback. We will work on it.", "Gracias por su opinión. Trabajaremos en ello.", "Спасибо за отзыв. Мы поработаем над этим.", "شكرًا لملاحظاتك. سنعمل على التحسين.", "Danke für Ihr Feedback. Wir arbeiten daran.", "Dziękujemy za opinię. Popracujemy nad tym.", "Geri bildiriminiz için teşekkürler. Üzerinde çalışacağız.", "Merci pour votre avis. Nous allons nous améliorer.", "Obrigado pelo retorno. Vamos melhorar.", "의견 감사합니다. 개선하겠습니다.", "ご意見ありがとうございます。改善に努めます。"] },
  { type: ConfigItemType.SUCCESS_MESSAGE, score: 2, code: "success-2", texts: ["感谢反馈，你的意见很重要", "Thanks. Your opinion matters to us.", "Gracias. Su opinión nos importa.", "Спасибо. Ваше мнение важно для нас.", "شكرًا. رأيك يهمنا.", "Danke. Ihre Meinung ist uns wichtig.", "Dziękujemy. Twoja opinia jest dla nas ważna.", "Teşekkürler. Görüşünüz bizim için önemli.", "Merci. Votre avis compte pour nous.", "Obrigado. Sua opinião é importante para nós.", "감사합니다. 소중한 의견입니다.", "ありがとうございます。ご意見は大切です。"] },
  { type: ConfigItemType.SUCCESS_MESSAGE, score: 3, code: "success-3", texts: ["感谢评价，我们会做得更好", "Thanks for rating. We will do better.", "Gracias por valorar. Lo haremos mejor.", "Спасибо за оценку. Мы станем лучше.", "شكرًا على التقييم. سنقدم الأفضل.", "Danke für die Bewertung. Wir werden besser.", "Dziękujemy za ocenę. Będziemy lepsi.", "Değerlendirme için teşekkürler. Daha iyisini yapacağız.", "Merci pour votre note. Nous ferons mieux.", "Obrigado pela avaliação. Faremos melhor.", "평가 감사합니다. 더 나아지겠습니다.", "評価ありがとうございます。さらに良くします。"] },
  { type: ConfigItemType.SUCCESS_MESSAGE, score: 4, code: "success-4", texts: ["感谢好评，继续加油学习吧", "Thanks for the good rating. Keep learning!", "Gracias por la buena valoración. ¡Siga aprendiendo!", "Спасибо за хорошую оценку. Продолжайте учиться!", "شكرًا على التقييم الجيد. واصل التعلم!", "Danke für die gute Bewertung. Weiter so!", "Dziękujemy za dobrą ocenę. Ucz się dalej!", "İyi puan için teşekkürler. Öğrenmeye devam!", "Merci pour cette bonne note. Continuez à apprendre !", "Obrigado pela boa avaliação. Continue aprendendo!", "좋은 평가 감사합니다. 계속 배워 봐요!", "高評価ありがとうございます。学習を続けましょう！"] },
  { type: ConfigItemType.SUCCESS_MESSAGE, score: 5, code: "success-5", texts: ["太棒了！感谢你的五星好评", "Wonderful! Thanks for the five stars.", "¡Estupendo! Gracias por las cinco estrellas.", "Замечательно! Спасибо за пять звёзд.", "رائع! شكرًا على النجوم الخمس.", "Wunderbar! Danke für die fünf Sterne.", "Wspaniale! Dziękujemy za pięć gwiazdek.", "Harika! Beş yıldız için teşekkürler.", "Formidable ! Merci pour les cinq étoiles.", "Maravilhoso! Obrigado pelas cinco estrelas.", "멋져요! 별 다섯 개 감사합니다.", "素晴らしい！星5つありがとうございます。"] },
];

export const CONFIG_ITEMS: SeedConfigItem[] = [...TAG_ITEMS, ...GUIDE_ITEMS, ...CAPTION_ITEMS, ...LOW_SCORE_TIP_ITEMS, ...SUCCESS_ITEMS];

/** Demo sensitive words; the list is replaceable at run time (PUT …/score/sensitiveWords). */
export const SENSITIVE_WORDS = ["敏感词", "违禁词", "赌博", "casino", "gambling", "forbiddenword", "palabraprohibida"];
