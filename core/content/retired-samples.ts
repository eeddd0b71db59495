import type { Lang } from "../i18n/languages";
import type { ListName } from "./lists/catalogue";

/**
 * Shipped list texts that were rewritten after installs stored them: an item
 * still the sample, with a text still in these old words, takes the shipped
 * item's new words on upgrade (document-upgrade.ts). An item he edited or
 * kept as his is never touched. Entries stay for as long as an install from
 * before may be upgraded.
 */
export const retiredSamples: readonly { list: ListName; id: string; field: string; was: Partial<Record<Lang, string>> }[] = [
  // Round 4: counted nouns that follow his numbers (a label with forms by number, a dual after a preposition).
  {
    list: "services",
    id: "web",
    field: "intro",
    was: {
      ar: "موقعك إما أن يعمل لأجلك ليلاً ونهاراً، أو يُبعد الزوار بصمت. أصمم وأطور مواقع سريعة ومتجاوبة بالعربية والإنجليزية، تظهر سليمة على أي هاتف وتسهّل التواصل معك. وقد سلّمت حتى اليوم 300 موقع لعملاء في {country} وخارجه.",
      en: "Your website either works for you around the clock or quietly sends visitors away. I design and build fast, responsive sites in Arabic and English that look right on any phone and make it easy to get in touch. So far I have delivered 300 websites for clients in {country} and abroad.",
    },
  },
  {
    list: "landing",
    id: "social-strategy",
    field: "proofText",
    was: {
      ar: "خلال {years} عملت على {campaigns} وسلّمت {websites} لعملاء في {country} وخارجه. هذه الخبرة حاضرة في كل استراتيجية: ما الذي يتفاعل معه الجمهور، وأي الصيغ تدوم، وكيف يتحول الانتباه إلى استفسارات.",
    },
  },
  {
    list: "landing",
    id: "web-design",
    field: "metaDescription",
    was: {
      ar: "تصميم مواقع احترافية في {city}: سريعة وثنائية اللغة ومتجاوبة مع الهاتف، والموقع التعريفي البسيط جاهز خلال 2 إلى 4 أسابيع. {websites} مُسلَّم حتى اليوم.",
    },
  },
  { list: "landing", id: "web-design", field: "proofTitle", was: { ar: "{websites} مُسلَّم" } },
  {
    list: "landing",
    id: "web-design",
    field: "proofText",
    was: {
      ar: "خلال {years} سلّمت {websites} وعملت على {campaigns}. لذلك أبني كل موقع وأنا أعرف كيف سيُستخدم في التسويق الفعلي: في الإعلانات ووسائل التواصل ونتائج البحث.",
    },
  },
  {
    list: "landing",
    id: "advertising",
    field: "proofText",
    was: {
      ar: "{campaigns} خلال {years}، إلى جانب {websites} مُسلَّم، لأعمال وحملات في {country} وخارجه. كل حملة علمتني ما الذي يجعل الناس يتوقفون وينقرون ويشترون، وهذه الخبرة تدخل في إعلاناتك.",
    },
  },
  { list: "stats", id: "campaigns", field: "label", was: { ar: "حملة إبداعية", en: "creative campaigns" } },
  { list: "stats", id: "websites", field: "label", was: { ar: "موقع مُسلَّم", en: "websites delivered" } },
  { list: "stats", id: "years", field: "label", was: { ar: "عاماً من الخبرة", en: "years of experience" } },
  // Round 4: calques a native review found on the public pages (issue 44, item 6).
  {
    list: "services",
    id: "video",
    field: "intro",
    was: {
      ar: "الفيديو أسرع طريقة لشرح ما تقدمه، بشرط أن يواصل الناس المشاهدة بعد الثانية الأولى. أكتب الإعلانات والفيديوهات القصيرة وأصورها وأعدّ مونتاجها بما يناسب كل منصة، وأستعين بمصورين وفرق موثوقة حين يحتاج المشروع ذلك. والهدف واحد: فيديو يوقف التمرير ويدفع إلى التواصل.",
    },
  },
  {
    list: "services",
    id: "branding",
    field: "solutionText",
    was: {
      ar: "أبني الهوية كنظام متكامل لا كشعار منفرد. لكل عنصر سبب، وكل عنصر يعمل بالعربية والإنجليزية، ويُختبر على استخدامات حقيقية: منشورات التواصل واللافتات والتغليف وموقعك الإلكتروني.",
    },
  },
  {
    list: "services",
    id: "branding",
    field: "faq",
    was: {
      ar: "هل يمكن تطوير شعاري الحالي بدل تغييره بالكامل؟\nنعم. إذا كان شعارك معروفاً لدى عملائك، فالتحديث المدروس يحافظ على هذه القيمة ويعالج ما يعيقه.\n\nهل تعمل الهوية بالعربية والإنجليزية؟\nنعم. أصمم الخطين معاً، فيبدو الشعار والخطوط علامة واحدة في اللغتين.\n\nما الملفات التي أستلمها؟\nملفات الشعار بكل نسخه بصيغ متجهة وصور، وأكواد الألوان للطباعة والشاشة، والخطوط، ودليل يشرح طريقة استخدامها.",
    },
  },
  {
    list: "services",
    id: "web",
    field: "faq",
    was: {
      ar: "كم يستغرق تصميم الموقع؟\nالموقع التعريفي البسيط يستغرق من 2 إلى 4 أسابيع. المواقع الأكبر أو ذات الخصائص الخاصة تحتاج وقتاً أطول، وأعطيك جدولاً واضحاً قبل أن نبدأ.\n\nهل يعمل الموقع بالعربية والإنجليزية؟\nنعم. أبني مواقع ثنائية اللغة بتنسيق عربي صحيح من اليمين إلى اليسار، لا نسخة معكوسة من الإنجليزية.\n\nهل عليّ تجهيز المحتوى بنفسي؟\nيساعد ذلك إن كان جاهزاً، لكنه ليس شرطاً. يمكنني كتابة المحتوى وتنظيمه معك ضمن المشروع.\n\nهل سيظهر موقعي في Google؟\nأبني كل موقع على أسس البحث الصحيحة: هيكل نظيف وتحميل سريع وعناوين وأوصاف للصفحات. أما التصدر في عمليات البحث التنافسية فيحتاج إلى محتوى ووقت، ويمكنني إرشادك في الاثنين.",
    },
  },
  {
    list: "services",
    id: "content",
    field: "intro",
    was: {
      ar: "المحتوى الجيد يقول الشيء الصحيح، بالكلمات الصحيحة، للناس المناسبين. أكتب النصوص وأصمم المواد وأخطط للتصوير بالعربية والإنجليزية، لموقعك وحساباتك وإعلاناتك. ولكل قطعة مهمة واحدة: أن يفهم العميل لماذا أنت، ثم يخطو الخطوة التالية.",
    },
  },
  { list: "landing", id: "social-strategy", field: "ctaTitle", was: { ar: "جاهز لاستراتيجية تعمل فعلاً؟" } },
];
