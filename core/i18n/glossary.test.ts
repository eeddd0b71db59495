import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { languages, type Lang } from "./languages";
import { namespaces, type Namespace } from "./namespaces";
import { getResource } from "./resources";
import { flattenBundle, isEditableNamespace, isStructuralPath } from "../content/text-overrides";

/**
 * One spelling per unit and term in each language, for every page and tool, and one voice: the
 * choices of docs/content/glossary.md. Each entry names what the site writes and the forms it must
 * not; `except` lists the texts ("namespace:path") where the specification fixes another wording.
 * Units and the word for email hold everywhere; the rest holds for the pages a visitor reads and for
 * the studio (admin.json), whose texts the owner reads every day.
 */
type Entry = { term: string; avoid: RegExp; except?: RegExp; scope?: "everywhere" };

const ar = "\u0600-\u06FF";
/** A whole Arabic word: no Arabic letter touches it on either side. */
const arWord = (words: string) => new RegExp(`(?<![${ar}])(?:${words})(?![${ar}])`);

const glossary: Record<Lang, Entry[]> = {
  ar: [
    { term: "ملّي ثانية", avoid: /م[ي]?لل?ي ثانية|ميلّي ثانية/, scope: "everywhere" },
    { term: "ميغابت/ث", avoid: /ميجا ?بت|ميغا بت/, scope: "everywhere" },
    { term: "بريد إلكتروني", avoid: /ايميل|إيميل/, scope: "everywhere" },
    // Terms
    { term: "عميل، عملاء (not زبون)", avoid: /زبون|زبائن/ },
    { term: "وسائل التواصل الاجتماعي", avoid: /مواقع التواصل|منصات التواصل|سوشيال ميديا/ },
    { term: "SEO (not السيو)", avoid: arWord("السيو|سيو") },
    { term: "علامة تبويب", avoid: /لسان|(?<!علامة (?:ال)?)تبويب/ },
    { term: "الهاتف، بيانات الهاتف («الجوال» only in «تطبيقات الجوال»)", avoid: /(?<!تطبيقات )الجوال|للجوال|بالجوال/ },
    { term: "إعلانات ممولة، حملات ممولة", avoid: /(?:ال)?(?:إعلانات|حملات) (?:ال)?مدفوعة/ },
    // Brand names: companies and software in Latin, the apps people use in one Arabic spelling
    { term: "Google", avoid: /جوجل|غوغل|قوقل/ },
    { term: "Meta", avoid: arWord("ميتا") },
    {
      term: "فيسبوك، إنستغرام، ماسنجر، واتساب، يوتيوب، تيك توك، سناب شات، لينكدإن، تيليغرام (Arabic script)",
      avoid: /\b(?:Facebook|Instagram|Messenger|WhatsApp|YouTube|TikTok|Snapchat|LinkedIn|Telegram)\b/,
      // The partner cards show the platforms the specification lists as wordmarks.
      except: /^credibility:adsOn\.platforms\.\d+\.name$/,
    },
    {
      term: "one Arabic spelling per app",
      avoid:
        /انستغرام|إنستجرام|انستجرام|انستقرام|إنستقرام|فيس بوك|واتس ?آب|واتس اب|وتساب|تيكتوك|سنابشات|سناب تشات|لينكد إن|لينكدان|تلغرام|تليجرام|تيليجرام|يوتوب/,
    },
    // The studio's words a native reader trusts (issue 44, item 6): a fact is «معلومة» («غيّر الحقيقة» read as
    // "change the truth"), discarding is cancelling, not ignoring, and nothing is "shipped".
    { term: "المعلومات الثابتة، المعلومة (the Facts list)", avoid: arWord("الحقائق|الحقيقة|حقيقة|حقائق|حقائقك|حقيقةً") },
    { term: "إلغاء التغييرات (discard)", avoid: /تجاهل التغييرات|تم تجاهل/ },
    { term: "كما جاء مع الموقع (as shipped)", avoid: /شُحن|شحنت|كما شحن/ },
    // A check a page or a colour pair passes is not a pupil's exam (issue 44, item 6).
    { term: "يجتاز / لا يجتاز، سليم (a check passed or failed)", avoid: arWord("راسب|راسبة|ناجح|ناجحة") },
    // Numbers, spelling, voice
    {
      term: "«من 3 إلى 5»: ranges in words",
      avoid: /\d\s*[-–—]\s*\d/,
      // The example of what the owner types in a CV period field, as the CV prints it.
      except: /^admin:studio\.lists\.screens\.cv-education\.fields\.period\.hint$/,
    },
    // The shadda and the tanween come in either order («أيًّا» is typed both ways): both are caught.
    { term: "tanween on the alif («حرفاً»، «أيّاً»)", avoid: /[\u0621-\u064A](?:\u0651?\u064B|\u064B\u0651)ا/ },
    {
      term: "one person (أنا) or the tool (الأداة), never a company «نحن»",
      avoid: arWord(
        "لدينا|نحن|خادمنا|فريقنا|لم نجد|لم نتمكن|تعذّر علينا|وجدنا|وجدناه|فحصنا|فحصناه|فسنفحصها|نستخدم|نعرض|نقيس|نقيسه|نقيسها|نقرؤها|نحتفظ|اعتبرنا|حذفنا|فاستبدلناها|فأضفناها|منّا|نعتذر|وصلتنا",
      ),
    },
  ],
  en: [
    { term: "ms", avoid: /\bmsecs?\b|\bmillisecs?\b/i, scope: "everywhere" },
    { term: "Mbps", avoid: /\bMb\/s\b|\bmbps\b/, scope: "everywhere" },
    { term: "email", avoid: /\be-mail\b/i, scope: "everywhere" },
    // British spelling
    // The specification fixes the notification mail's subject, "New Project Inquiry".
    { term: "enquiry", avoid: /\binquir(?:y|ies|e|ed|ing)\b/i, except: /^admin:mail\.lead\.subject$/ },
    {
      term: "-ise, -yse (organise, analyse, analyser)",
      avoid:
        /\b(?:organi|optimi|analy|recogni|prioriti|customi|minimi|summari|reali|speciali|personali|categori|maximi|utili|visuali|emphasi|standardi|locali)z/i,
    },
    { term: "colour", avoid: /\bcolors?\b|\bcolored\b|\bcolorful\b/i },
    { term: "centre", avoid: /\bcenters?\b|\bcentered\b/i },
    { term: "catalogue", avoid: /\bcatalogs?\b/i },
    { term: "behaviour, favourite, neighbourhood", avoid: /\bbehaviors?\b|\bfavorites?\b|\bneighborhoods?\b/i },
    // Nothing a visitor or the owner reads is "shipped" (issue 44, item 6): the original, as it came with the site.
    { term: "original, as it came with the site (not shipped)", avoid: /\bshipped\b/i },
    // Numbers
    { term: "2–4 (en dash) for ranges", avoid: /\d\s?-\s?\d/ },
    { term: "from 2 to 4 (not from 2–4)", avoid: /\b(?:from|between) \d+\s?[–-]\s?\d/i },
    // Voice: one person; "we" only for you and me together
    {
      term: "I, or the tool: never a company we",
      avoid:
        /\b(?:our|ours|us)\b|\bwe (?:couldn't|could not|can't|cannot|can read|received|have no|show|checked|check|read|load|know|use|keep|found)\b/i,
      // Spec section 8 fixes the domain search timeout word for word.
      except: /^tool-domain:errors\.timeout\.message$/,
    },
  ],
};

/** Identifiers the code reads and dates, not prose. */
const isCode = (path: string) => isStructuralPath(path) || /(^|\.)(slug|lastUpdated|placeholder)$/.test(path);

/** Whether an entry holds for a namespace: the pages a visitor reads and the studio; units and email everywhere. */
const holdsIn = (ns: Namespace, scope: Entry["scope"]) => scope === "everywhere" || isEditableNamespace(ns) || ns === "admin";

describe("glossary", () => {
  it("checks the studio's texts (admin.json) as well as every page's", () => {
    expect(namespaces).toContain("admin");
    expect(namespaces.filter((ns) => !holdsIn(ns, undefined))).toEqual([]);
  });

  for (const lang of languages) {
    it(`every ${lang} text spells units and terms one way and speaks with one voice`, () => {
      const offenders: string[] = [];
      for (const ns of namespaces) {
        for (const [path, text] of flattenBundle(getResource(lang, ns))) {
          if (isCode(path)) continue;
          for (const { term, avoid, except, scope } of glossary[lang]) {
            if (!holdsIn(ns, scope)) continue;
            if (avoid.test(text) && !except?.test(`${ns}:${path}`)) offenders.push(`${ns}:${path} (write "${term}"): ${text}`);
          }
        }
      }
      expect(offenders).toEqual([]);
    });
  }

  const rejects = (lang: Lang, text: string) => glossary[lang].some(({ avoid }) => avoid.test(text));

  it("catches a variant spelling", () => {
    expect(glossary.ar[0]!.avoid.test("{{value}} مللي ثانية")).toBe(true);
    expect(glossary.ar[0]!.avoid.test("{{value}} ملّي ثانية")).toBe(false);
  });

  it.each([
    ["ar", "نشاط كثير وزبائن قليلون", "نشاط كثير وعملاء قليلون"],
    ["ar", "أفضل أوقات النشر على مواقع التواصل", "أفضل أوقات النشر على وسائل التواصل الاجتماعي"],
    ["ar", "محلل السيو الأساسي", "محلل SEO الأساسي"],
    ["ar", "(يفتح في لسان جديد)", "(يفتح في علامة تبويب جديدة)"],
    ["ar", "(يفتح في تبويب جديد)", "حتى تغلق علامة التبويب"],
    ["ar", "هل سيظهر موقعي في جوجل؟", "هل سيظهر موقعي في Google؟"],
    ["ar", "قِس أداء موقعك على الجوال والحاسوب", "تسويق تطبيقات الجوال على الهاتف والحاسوب"],
    ["ar", "إدارة حملات مدفوعة", "إدارة حملات ممولة وكلمة البحث المدفوع"],
    ["ar", "على Meta وGoogle وTikTok", "على Meta وGoogle وتيك توك"],
    ["ar", "على انستغرام", "على إنستغرام"],
    ["ar", "تجربة 3-5 زوايا إبداعية", "تجربة من 3 إلى 5 زوايا إبداعية"],
    ["ar", "90–100 جيد", "جيد: من 90 إلى 100"],
    ["ar", "والأفضل أن يكون بين 30 و60 حرفًا", "والأفضل أن يكون بين 30 و60 حرفاً"],
    ["ar", "لكن أيًّا منها لا يذكر نوعه", "لكن لا يذكر أيٌّ منها نوعه"],
    // The tanween on the alif's letter, with the shadda typed after it and before it; the right form puts it on the alif.
    ["ar", "لكن \u0623\u064A\u064B\u0651\u0627 منها لا يذكر نوعه", "لا يقبل \u0623\u064A\u0651\u0627\u064B منها"],
    ["ar", "لكن \u0623\u064A\u0651\u064B\u0627 منها لا يذكر نوعه", "لا يقبل أيّاً منها"],
    ["ar", "كلًّا منهما", "كلّاً منهما"],
    ["ar", "\u0643\u0644\u064B\u0651\u0627 منهما", "\u0643\u0644\u0651\u0627\u064B منهما"],
    ["ar", "\u0643\u0644\u0651\u064B\u0627 منهما", "كلاهما"],
    ["ar", "لم نجد الصفحة التي طلبتها", "هذه الصفحة غير موجودة"],
    ["ar", "لم تصل رسالتك بسبب خلل لدينا", "لم تصل رسالتك بسبب خلل في الموقع"],
    ["en", "Project inquiry", "Project enquiry"],
    ["en", "Basic SEO analyzer", "Basic SEO analyser"],
    ["en", "Early signs in 2-4 weeks", "Early signs in 2–4 weeks"],
    ["en", "from 2–4 weeks", "from 2 to 4 weeks"],
    ["en", "Something went wrong on our side", "Something went wrong on the site"],
    ["en", "so we checked example.com", "so the tool checked example.com"],
    ["en", "We agree on one measurable goal", "We agree on one measurable goal"],
  ] as const)("%s: rejects «%s», accepts «%s»", (lang, rejected, accepted) => {
    expect(rejects(lang, rejected)).toBe(rejected !== accepted);
    expect(rejects(lang, accepted)).toBe(false);
  });
});

describe("Arabic titles", () => {
  it("join a list with «و», never as a comma list (issue 44, item 6)", () => {
    // «فيديو، تصوير، فعاليات ومواقع» reads as a translated list; Arabic titles say «فيديو وتصوير وفعاليات ومواقع».
    const commaList = new RegExp(`[${ar}]+، [${ar}]+، [${ar}]+`);
    const offenders = namespaces
      .filter((ns) => isEditableNamespace(ns))
      .flatMap((ns) => flattenBundle(getResource("ar", ns)).map(([path, text]) => [`${ns}:${path}`, text] as const))
      .filter(([key, text]) => /(^|\.|:)(meta\.)?title$|Title$/.test(key) && commaList.test(text));
    expect(offenders).toEqual([]);
    expect(commaList.test("معرض الأعمال: فيديو، تصوير، فعاليات ومواقع")).toBe(true);
  });
});

describe("the shipped sample content", () => {
  it("has none of the calques a reviewer found on its public pages (issue 44, item 6)", () => {
    const seed = readFileSync(new URL("../../server/content/seed-data.json", import.meta.url), "utf8");
    // «a poor page», «win your audience» (as a prize), «how long does my website take?» (it takes nothing).
    for (const calque of ["فقيرة بالمعلومات", "اربح جمهورك", "كم يستغرق موقعي"]) expect(seed, calque).not.toContain(calque);
    // A second review: "why you", "scroll-stopping", "a strategy that works", "works in Arabic", "it helps if".
    for (const calque of ["لماذا أنت،", "يوقف التمرير", "تعمل فعلاً", "يعمل بالعربية", "تعمل الهوية بالعربية", "يساعد ذلك إن"])
      expect(seed, calque).not.toContain(calque);
  });

  it("nor do the public pages' own texts", () => {
    const texts = namespaces
      .filter((ns: Namespace) => isEditableNamespace(ns) || (ns as string).startsWith("tool"))
      .flatMap((ns) => flattenBundle(getResource("ar", ns)).map(([, text]) => text))
      .join("\n");
    // "exactly one", "along the way", "what came back from it", "what your site runs on", "before they scroll", "rather than guess".
    for (const calque of ["واحد تماماً", "في الطريق أن", "ما الذي عاد منها", "علامَ يعمل", "قبل أن يمرّر", "بدلاً من التخمين", "هل شاشتك"])
      expect(texts, calque).not.toContain(calque);
  });
});
