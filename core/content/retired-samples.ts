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
];
