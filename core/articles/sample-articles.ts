import type { Lang } from "../i18n/languages";
import type { BodyBlock, BodyDoc, CtaKind } from "./article-body";
import { articleDocumentSchema, trackTranslations, type ArticleDocument } from "./article-document";

/**
 * The two short articles a new site ships in both languages (issue 43, item
 * 9), so its blog is not empty on the first day. They are marked sample: the
 * dashboard's "make it yours" checklist lists them until he removes them,
 * edits and publishes them, or keeps them as his.
 */

/** A body written compactly: `## ` a heading, `- ` a bulleted list (one item a line), `> ` a quote, `[cta:kind] label` a button. */
function bodyOf(blocks: string[]): BodyDoc {
  const content = blocks.map((block): BodyBlock => {
    if (block.startsWith("## ")) return { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: block.slice(3) }] };
    if (block.startsWith("> ")) return { type: "blockquote", content: [{ type: "paragraph", content: [{ type: "text", text: block.slice(2) }] }] };
    if (block.startsWith("- "))
      return {
        type: "bulletList",
        content: block
          .split("\n")
          .map((line) => ({ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: line.slice(2) }] }] })),
      };
    const cta = /^\[cta:(whatsapp|contact)\] (.+)$/.exec(block);
    if (cta) return { type: "callToAction", attrs: { kind: cta[1] as CtaKind, label: cta[2]! } };
    return { type: "paragraph", content: [{ type: "text", text: block }] };
  });
  return { type: "doc", content };
}

type SampleText = { title: string; slug: string; summary: string; focusPhrase: string; body: string[] };
type Sample = { categories: string[]; services: string[]; sectors: string[]; texts: Record<Lang, SampleText> };

const samples: Sample[] = [
  {
    categories: ["web-design"],
    services: ["web"],
    sectors: [],
    texts: {
      ar: {
        title: "كم يستغرق إنجاز موقع لشركتك؟",
        slug: "كم-يستغرق-انجاز-موقع-لشركتك",
        summary: "من أول اجتماع إلى يوم الإطلاق: المراحل الأربع لبناء موقع شركة، والمدة المعتادة لكل مرحلة، وما الذي يؤخّر العمل عادةً.",
        focusPhrase: "موقع شركة",
        body: [
          "يسألني أغلب العملاء السؤال نفسه في أول اتصال: متى يصبح الموقع جاهزاً؟ الجواب الصادق أن موقع شركة صغيرة أو متوسطة يحتاج عادةً من ثلاثة إلى ستة أسابيع، وأن أكثر ما يحدد المدة ليس البرمجة بل سرعة وصول المحتوى.",
          "## المراحل الأربع",
          "- الأسبوع الأول: فهم نشاطك وجمهورك، وترتيب صفحات الموقع.\n- الأسبوع الثاني: التصميم على الهاتف أولاً ثم الحاسوب، ومراجعته معك.\n- الأسبوعان الثالث والرابع: البناء، وربط نموذج التواصل وواتساب، والتجربة على الأجهزة.\n- الأسبوع الأخير: النصوص النهائية والصور، ثم الإطلاق وتسجيل الموقع في محركات البحث.",
          "## ما الذي يؤخّر العمل؟",
          "في أغلب المشاريع يتأخر الموقع لأن النصوص والصور لم تصل بعد. جهّز نبذة عن شركتك وقائمة خدماتك وبعض صور أعمالك قبل البدء، وستوفّر أسبوعين على الأقل.",
          "[cta:whatsapp] اسألني عن مدة موقعك",
        ],
      },
      en: {
        title: "How long does a business website take?",
        slug: "how-long-does-a-business-website-take",
        summary:
          "From the first meeting to launch day: the four stages of building a company website, how long each usually takes, and what most often slows it down.",
        focusPhrase: "business website",
        body: [
          "Most clients ask me the same question on the first call: when will the website be ready? The honest answer is that a website for a small or medium business usually takes three to six weeks, and what decides it is rarely the code: it is how soon the content arrives.",
          "## The four stages",
          "- Week one: understanding your business and your customers, and planning the pages.\n- Week two: the design, phone first and then desktop, reviewed with you.\n- Weeks three and four: building it, connecting the contact form and WhatsApp, and testing on real devices.\n- The last week: final texts and photos, the launch, and submitting the site to search engines.",
          "## What slows it down?",
          "In most projects the website waits for texts and photos. Have a short description of your company, your list of services and a few photos of your work ready before we start, and you will save at least two weeks.",
          "[cta:whatsapp] Ask me how long your website would take",
        ],
      },
    },
  },
  {
    categories: ["digital-marketing"],
    services: ["social", "marketing"],
    sectors: ["retail"],
    texts: {
      ar: {
        title: "خمسة أشياء تصلحها في صفحتك قبل أن تدفع للإعلانات",
        slug: "خمسة-اشياء-قبل-الاعلانات",
        summary: "الإعلان الممول يرسل الناس إلى صفحتك، لكن الصفحة هي التي تقنعهم. خمس خطوات بسيطة تجعل كل دينار تنفقه على الإعلانات يعود عليك بأكثر.",
        focusPhrase: "الإعلانات الممولة",
        body: [
          "كثير من أصحاب المتاجر في بغداد يبدؤون بالإعلانات الممولة مباشرة، ثم يستغربون أن الرسائل قليلة. السبب في الغالب ليس الإعلان نفسه، بل الصفحة التي يصل إليها الزائر.",
          "## قبل أن تدفع أول دينار",
          "- صورة الملف الشخصي: شعارك واضحاً، لا صورة مقصوصة.\n- النبذة: ماذا تبيع، وأين أنت، وكيف يطلب الزبون، في سطرين.\n- آخر تسعة منشورات: منتجاتك بأسعارها، لا عروضاً انتهت.\n- زر التواصل: رقم واتساب يرد عليه شخص فعلاً.\n- الردود: كل تعليق يسأل عن السعر يستحق رداً خلال ساعة.",
          "> الإعلان يجلب الزائر، والصفحة هي التي تبيع.",
          "عندما تكتمل هذه الخمسة، يصبح الإعلان أرخص لأن الناس يتفاعلون معه أكثر، ويصبح قياس نتائجه أسهل.",
          "[cta:contact] اطلب مراجعة مجانية لصفحتك",
        ],
      },
      en: {
        title: "Fix these five things before you pay for ads",
        slug: "five-things-to-fix-before-paying-for-ads",
        summary:
          "A paid ad sends people to your page, but the page is what convinces them. Five simple steps that make every dinar you spend on ads bring back more.",
        focusPhrase: "paid ads",
        body: [
          "Many shop owners in Baghdad start with paid ads straight away, then wonder why so few messages arrive. The reason is rarely the ad itself: it is the page the visitor lands on.",
          "## Before you pay the first dinar",
          "- Profile picture: your logo, clear and not cropped.\n- Bio: what you sell, where you are and how to order, in two lines.\n- Your last nine posts: your products with their prices, not offers that have ended.\n- The contact button: a WhatsApp number that a person actually answers.\n- Replies: every comment asking for a price deserves an answer within the hour.",
          "> The ad brings the visitor; the page makes the sale.",
          "Once these five are in place, the ad gets cheaper because people engage with it more, and its results become easier to measure.",
          "[cta:contact] Ask for a free review of your page",
        ],
      },
    },
  },
];

/** The sample articles, newest first, as documents the studio would save. */
export function sampleArticles(): ArticleDocument[] {
  return samples.map((sample) =>
    // Written together: each language is the other's match.
    trackTranslations(
      null,
      articleDocumentSchema.parse({
        categories: sample.categories,
        services: sample.services,
        sectors: sample.sectors,
        cover: null,
        ar: { ...sample.texts.ar, body: bodyOf(sample.texts.ar.body) },
        en: { ...sample.texts.en, body: bodyOf(sample.texts.en.body) },
      }),
    ),
  );
}
