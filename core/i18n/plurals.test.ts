import { describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/i18n";
import { bioMaxLength } from "~/features/tools/bio/generate-bios";
import { hookCategories, topicMaxLength } from "~/features/tools/video-hooks/generate-video-hooks";
import { defaultSpeedSettings } from "~/features/tools/speed/internet-speed";
import { limits as seoLimits } from "#server/tools/seo/analyze";
import { toolText, type ToolTextKey } from "#server/tools/tool-http";
import { languages, type Lang } from "./languages";
import { namespaces } from "./namespaces";
import { getResource } from "./resources";
import { flattenBundle } from "../content/text-overrides";

/**
 * Counted texts in both languages. Arabic has six plural forms (CLDR: zero, one, two, few for
 * 3–10, many for 11–99, other for 100–102…) and the noun changes with each: «دقيقة واحدة»,
 * «دقيقتين», «3 دقائق», «11 دقيقة», «100 دقيقة». English has one and other. Every text that counts
 * something is an i18next plural family ("x_one", "x_other"…), rendered here through the app's
 * own i18next setup for the counts a visitor, or the owner in the studio, can meet.
 */

const arCounts = [0, 1, 2, 3, 11, 100] as const;
const enCounts = [0, 1, 2] as const;
type Expected = { ar: Record<(typeof arCounts)[number], string>; en: Record<(typeof enCounts)[number], string> };

const minutes = (before: string, after: string): Expected["ar"] => ({
  0: `${before} 0 دقيقة${after}`,
  1: `${before} دقيقة واحدة${after}`,
  2: `${before} دقيقتين${after}`,
  3: `${before} 3 دقائق${after}`,
  11: `${before} 11 دقيقة${after}`,
  100: `${before} 100 دقيقة${after}`,
});
/** "Shorten it to N characters or fewer": the noun follows «إلى», so two is «حرفين». */
const charactersOrFewer: Expected = {
  ar: {
    0: "إلى 0 حرف أو أقل",
    1: "إلى حرف واحد أو أقل",
    2: "إلى حرفين أو أقل",
    3: "إلى 3 أحرف أو أقل",
    11: "إلى 11 حرفاً أو أقل",
    100: "إلى 100 حرف أو أقل",
  },
  en: { 0: "to 0 characters or fewer", 1: "to 1 character or fewer", 2: "to 2 characters or fewer" },
};

type Counted = Record<string, Expected & { values?: Record<Lang, Record<string, string | number>> }>;

/**
 * The studio's counted texts (admin.json), as the owner reads them. After a preposition the dual is
 * genitive («من حرفين», «لعنصرين»), as the object of a verb accusative («اعرض النصّين», «اختر
 * عنصرين»); 11–99 take the accusative singular with its tanween on the alif («11 نصاً»); what
 * refers back to 3 or more things is feminine singular («11 نصاً فيها تعديلات»).
 */
const studioCounted: Counted = {
  "admin:studio.articles.words": {
    ar: { 0: "لا كلمات", 1: "كلمة واحدة", 2: "كلمتان", 3: "3 كلمات", 11: "11 كلمة", 100: "100 كلمة" },
    en: { 0: "0 words", 1: "1 word", 2: "2 words" },
  },
  "admin:studio.articles.characters": {
    ar: { 0: "لا أحرف", 1: "حرف واحد", 2: "حرفان", 3: "3 أحرف", 11: "11 حرفاً", 100: "100 حرف" },
    en: { 0: "0 characters", 1: "1 character", 2: "2 characters" },
  },
  "admin:studio.articles.minutes": {
    ar: { 0: "أقل من دقيقة قراءة", 1: "دقيقة قراءة", 2: "دقيقتا قراءة", 3: "3 دقائق قراءة", 11: "11 دقيقة قراءة", 100: "100 دقيقة قراءة" },
    en: { 0: "0 min read", 1: "1 min read", 2: "2 min read" },
  },
  "admin:studio.articles.seo.links": {
    ar: {
      0: "لا روابط إلى صفحات موقعك",
      1: "رابط واحد إلى صفحات موقعك",
      2: "رابطان إلى صفحات موقعك",
      3: "3 روابط إلى صفحات موقعك",
      11: "11 رابطاً إلى صفحات موقعك",
      100: "100 رابط إلى صفحات موقعك",
    },
    en: { 0: "0 links to your own pages", 1: "1 link to your own pages", 2: "2 links to your own pages" },
  },
  "admin:dashboard.unread": {
    ar: {
      0: "لا استفسارات غير مقروءة",
      1: "استفسار واحد غير مقروء",
      2: "استفساران غير مقروءين",
      3: "3 استفسارات غير مقروءة",
      11: "11 استفساراً غير مقروء",
      100: "100 استفسار غير مقروء",
    },
    en: { 0: "0 unread", 1: "1 unread", 2: "2 unread" },
  },
  "admin:studio.sample.stale": {
    ar: {
      0: "لا نصوص تذكر ما حذفته",
      1: "نص واحد يذكر ما حذفته",
      2: "نصّان يذكران ما حذفته",
      3: "3 نصوص تذكر ما حذفته",
      11: "11 نصاً تذكر ما حذفته",
      100: "100 نص يذكر ما حذفته",
    },
    en: { 0: "0 texts name what you removed", 1: "1 text names what you removed", 2: "2 texts name what you removed" },
  },
  "admin:studio.sample.list": {
    ar: {
      0: "الخدمات: لا عناصر تجريبية",
      1: "الخدمات: عنصر تجريبي واحد",
      2: "الخدمات: عنصران تجريبيان",
      3: "الخدمات: 3 عناصر تجريبية",
      11: "الخدمات: 11 عنصراً تجريبياً",
      100: "الخدمات: 100 عنصر تجريبي",
    },
    en: { 0: "Services: 0 sample items", 1: "Services: 1 sample item", 2: "Services: 2 sample items" },
    values: { ar: { list: "الخدمات" }, en: { list: "Services" } },
  },
  "admin:studio.sample.texts": {
    ar: {
      0: "نبذة عني: لا نص يروي القصة النموذجية بعد",
      1: "نبذة عني: نص واحد ما زال يروي القصة النموذجية",
      2: "نبذة عني: نصّان ما زالا يرويان القصة النموذجية",
      3: "نبذة عني: 3 نصوص ما زالت تروي القصة النموذجية",
      11: "نبذة عني: 11 نصاً ما زالت تروي القصة النموذجية",
      100: "نبذة عني: 100 نص ما زالت تروي القصة النموذجية",
    },
    en: {
      0: "About me: 0 texts still tell the sample's story",
      1: "About me: 1 text still tells the sample's story",
      2: "About me: 2 texts still tell the sample's story",
    },
    values: { ar: { page: "نبذة عني" }, en: { page: "About me" } },
  },
  /** Steps done of all the steps: the noun follows the total. */
  "admin:studio.sample.progress": {
    ar: {
      0: "أُنجز 2 من 0 خطوة",
      1: "أُنجز 2 من خطوة واحدة",
      2: "أُنجز 2 من خطوتين",
      3: "أُنجز 2 من 3 خطوات",
      11: "أُنجز 2 من 11 خطوة",
      100: "أُنجز 2 من 100 خطوة",
    },
    en: { 0: "2 of 0 done", 1: "2 of 1 done", 2: "2 of 2 done" },
    values: { ar: { done: 2 }, en: { done: 2 } },
  },
  /** The settings' range of months to keep enquiries: the noun follows the most. */
  "admin:studio.settings.fields.enquiryRetentionMonths.hint": {
    ar: {
      0: "هذه المدة. من 1 إلى 0 شهر.",
      1: "هذه المدة. من 1 إلى شهر واحد.",
      2: "هذه المدة. من 1 إلى شهرين.",
      3: "هذه المدة. من 1 إلى 3 أشهر.",
      11: "هذه المدة. من 1 إلى 11 شهراً.",
      100: "هذه المدة. من 1 إلى 100 شهر.",
    },
    en: { 0: "this period. From 1 to 0 months.", 1: "this period. From 1 to 1 month.", 2: "this period. From 1 to 2 months." },
    values: { ar: { min: 1 }, en: { min: 1 } },
  },
  "admin:studio.content.missing": {
    ar: {
      0: "لا نصوص منشورة بلا ترجمة.",
      1: "نص منشور واحد بلا ترجمة.",
      2: "نصّان منشوران بلا ترجمة.",
      3: "3 نصوص منشورة بلا ترجمة.",
      11: "11 نصاً منشوراً بلا ترجمة.",
      100: "100 نص منشور بلا ترجمة.",
    },
    en: {
      0: "0 published texts are missing a translation.",
      1: "1 published text is missing a translation.",
      2: "2 published texts are missing a translation.",
    },
  },
  "admin:studio.pages.textCount": {
    ar: { 0: "لا نصوص", 1: "نص واحد", 2: "نصّان", 3: "3 نصوص", 11: "11 نصاً", 100: "100 نص" },
    en: { 0: "0 texts", 1: "1 text", 2: "2 texts" },
  },
  "admin:studio.pages.changedCount": {
    ar: { 0: "لا نصوص معدّلة", 1: "نص معدّل واحد", 2: "نصّان معدّلان", 3: "3 نصوص معدّلة", 11: "11 نصاً معدّلاً", 100: "100 نص معدّل" },
    en: { 0: "0 changed", 1: "1 changed", 2: "2 changed" },
  },
  "admin:mail.auth.validity": {
    ar: {
      0: "يعمل الرابط مرة واحدة، وتنتهي صلاحيته بعد أقل من دقيقة.",
      1: "يعمل الرابط مرة واحدة، وتنتهي صلاحيته بعد دقيقة واحدة.",
      2: "يعمل الرابط مرة واحدة، وتنتهي صلاحيته بعد دقيقتين.",
      3: "يعمل الرابط مرة واحدة، وتنتهي صلاحيته بعد 3 دقائق.",
      11: "يعمل الرابط مرة واحدة، وتنتهي صلاحيته بعد 11 دقيقة.",
      100: "يعمل الرابط مرة واحدة، وتنتهي صلاحيته بعد 100 دقيقة.",
    },
    en: {
      0: "The link works once and expires in 0 minutes.",
      1: "The link works once and expires in 1 minute.",
      2: "The link works once and expires in 2 minutes.",
    },
  },
  "admin:mail.followUps.subject": {
    ar: {
      0: "لا عملاء للمتابعة اليوم",
      1: "عميل واحد ينتظر متابعتك اليوم",
      2: "عميلان ينتظران متابعتك اليوم",
      3: "3 عملاء ينتظرون متابعتك اليوم",
      11: "11 عميلاً ينتظرون متابعتك اليوم",
      100: "100 عميل ينتظرون متابعتك اليوم",
    },
    en: { 0: "0 clients to follow up today", 1: "1 client to follow up today", 2: "2 clients to follow up today" },
  },
  "admin:studio.pages.behindCount": {
    ar: { 0: "لا شيء للمراجعة", 1: "نص واحد للمراجعة", 2: "نصّان للمراجعة", 3: "3 نصوص للمراجعة", 11: "11 نصاً للمراجعة", 100: "100 نص للمراجعة" },
    en: { 0: "0 to check", 1: "1 to check", 2: "2 to check" },
  },
  "admin:studio.pages.behindOnDashboard.texts": {
    ar: {
      0: "لا نصوص",
      1: "نص واحد من نصوص الصفحات",
      2: "نصّان من نصوص الصفحات",
      3: "3 نصوص من نصوص الصفحات",
      11: "11 نصاً من نصوص الصفحات",
      100: "100 نص من نصوص الصفحات",
    },
    en: { 0: "0 page texts", 1: "1 page text", 2: "2 page texts" },
  },
  "admin:studio.pages.behindOnDashboard.items": {
    ar: {
      0: "الخدمات: لا عناصر",
      1: "الخدمات: عنصر واحد",
      2: "الخدمات: عنصران",
      3: "الخدمات: 3 عناصر",
      11: "الخدمات: 11 عنصراً",
      100: "الخدمات: 100 عنصر",
    },
    en: { 0: "Services: 0 items", 1: "Services: 1 item", 2: "Services: 2 items" },
    values: { ar: { list: "الخدمات" }, en: { list: "Services" } },
  },
  "admin:studio.pages.search.count": {
    ar: {
      0: "لا نص يطابق «تصميم».",
      1: "نص واحد يطابق «تصميم».",
      2: "نصّان يطابقان «تصميم».",
      3: "3 نصوص تطابق «تصميم».",
      11: "11 نصاً تطابق «تصميم».",
      100: "100 نص تطابق «تصميم».",
    },
    en: { 0: "0 texts match “design”.", 1: "1 text matches “design”.", 2: "2 texts match “design”." },
    values: { ar: { query: "تصميم" }, en: { query: "design" } },
  },
  "admin:studio.pages.search.capped": {
    ar: {
      0: "لا تظهر أي نتيجة: ضيّق بحثك لترى الباقي.",
      1: "تظهر النتيجة الأولى فقط: ضيّق بحثك لترى الباقي.",
      2: "تظهر أول نتيجتين: ضيّق بحثك لترى الباقي.",
      3: "تظهر أول 3 نتائج: ضيّق بحثك لترى الباقي.",
      11: "تظهر أول 11 نتيجة: ضيّق بحثك لترى الباقي.",
      100: "تظهر أول 100 نتيجة: ضيّق بحثك لترى الباقي.",
    },
    en: {
      0: "Showing the first 0: refine your search to see the rest.",
      1: "Showing the first 1: refine your search to see the rest.",
      2: "Showing the first 2: refine your search to see the rest.",
    },
  },
  /** The characters typed of a search engine's limit: the noun follows the limit. */
  "admin:studio.pages.counter": {
    ar: { 0: "42 من 0 حرف", 1: "42 من حرف واحد", 2: "42 من حرفين", 3: "42 من 3 أحرف", 11: "42 من 11 حرفاً", 100: "42 من 100 حرف" },
    en: { 0: "42 of 0 characters", 1: "42 of 1 character", 2: "42 of 2 characters" },
    values: { ar: { length: 42 }, en: { length: 42 } },
  },
  "admin:studio.pages.over": {
    ar: {
      0: "أطول من المسموح: محركات البحث تقطع الباقي.",
      1: "أكثر من حرف واحد: محركات البحث تقطع الباقي.",
      2: "أكثر من حرفين: محركات البحث تقطع الباقي.",
      3: "أكثر من 3 أحرف: محركات البحث تقطع الباقي.",
      11: "أكثر من 11 حرفاً: محركات البحث تقطع الباقي.",
      100: "أكثر من 100 حرف: محركات البحث تقطع الباقي.",
    },
    en: {
      0: "Over 0 characters: search engines cut the rest.",
      1: "Over 1 character: search engines cut the rest.",
      2: "Over 2 characters: search engines cut the rest.",
    },
  },
  "admin:studio.pages.unsaved": {
    ar: {
      0: "لا تعديلات غير محفوظة.",
      1: "نص واحد فيه تعديلات غير محفوظة.",
      2: "نصّان فيهما تعديلات غير محفوظة.",
      3: "3 نصوص فيها تعديلات غير محفوظة.",
      11: "11 نصاً فيها تعديلات غير محفوظة.",
      100: "100 نص فيها تعديلات غير محفوظة.",
    },
    en: { 0: "0 texts have unsaved edits.", 1: "1 text has unsaved edits.", 2: "2 texts have unsaved edits." },
  },
  "admin:studio.pages.leaveConfirm": {
    ar: {
      0: "لا تعديلات غير محفوظة. المغادرة الآن؟",
      1: "نص واحد فيه تعديلات غير محفوظة. المغادرة دون حفظه؟",
      2: "نصّان فيهما تعديلات غير محفوظة. المغادرة دون حفظهما؟",
      3: "3 نصوص فيها تعديلات غير محفوظة. المغادرة دون حفظها؟",
      11: "11 نصاً فيها تعديلات غير محفوظة. المغادرة دون حفظها؟",
      100: "100 نص فيها تعديلات غير محفوظة. المغادرة دون حفظها؟",
    },
    en: {
      0: "0 texts have unsaved edits. Leave without saving them?",
      1: "1 text has unsaved edits. Leave without saving it?",
      2: "2 texts have unsaved edits. Leave without saving them?",
    },
  },
  /** A revision's summary per area («الخدمات: 3 عناصر مضافة، عنصر معدّل واحد»), in the history and a backup's preview. */
  "admin:studio.history.added": {
    ar: { 0: "لا عناصر مضافة", 1: "عنصر مضاف واحد", 2: "عنصران مضافان", 3: "3 عناصر مضافة", 11: "11 عنصراً مضافاً", 100: "100 عنصر مضاف" },
    en: { 0: "0 added", 1: "1 added", 2: "2 added" },
  },
  "admin:studio.history.removed": {
    ar: { 0: "لا عناصر محذوفة", 1: "عنصر محذوف واحد", 2: "عنصران محذوفان", 3: "3 عناصر محذوفة", 11: "11 عنصراً محذوفاً", 100: "100 عنصر محذوف" },
    en: { 0: "0 removed", 1: "1 removed", 2: "2 removed" },
  },
  "admin:studio.history.changedItems": {
    ar: { 0: "لا عناصر معدّلة", 1: "عنصر معدّل واحد", 2: "عنصران معدّلان", 3: "3 عناصر معدّلة", 11: "11 عنصراً معدّلاً", 100: "100 عنصر معدّل" },
    en: { 0: "0 changed", 1: "1 changed", 2: "2 changed" },
  },
  /** From three on, the number stands in brackets after the noun, where no form changes. */
  "admin:studio.history.changedTexts": {
    ar: {
      0: "اعرض النصوص المعدّلة (0)",
      1: "اعرض النص المعدّل",
      2: "اعرض النصّين المعدّلين",
      3: "اعرض النصوص المعدّلة (3)",
      11: "اعرض النصوص المعدّلة (11)",
      100: "اعرض النصوص المعدّلة (100)",
    },
    en: { 0: "Show the 0 changed texts", 1: "Show the changed text", 2: "Show the 2 changed texts" },
  },
  "admin:studio.history.removed.title": {
    ar: {
      0: "لا عناصر غابت عن مسودتك",
      1: "عنصر واحد لم يعد في مسودتك",
      2: "عنصران لم يعودا في مسودتك",
      3: "3 عناصر لم تعد في مسودتك",
      11: "11 عنصراً لم تعد في مسودتك",
      100: "100 عنصر لم تعد في مسودتك",
    },
    en: { 0: "0 items no longer in your draft", 1: "1 item no longer in your draft", 2: "2 items no longer in your draft" },
  },
  "admin:studio.lists.count": {
    ar: {
      0: "لا عناصر بعد",
      1: "عنصر واحد، المنشور منه 4",
      2: "عنصران، المنشور منهما 4",
      3: "3 عناصر، المنشور منها 4",
      11: "11 عنصراً، المنشور منها 4",
      100: "100 عنصر، المنشور منها 4",
    },
    en: { 0: "0 items, 4 published", 1: "1 item, 4 published", 2: "2 items, 4 published" },
    values: { ar: { published: 4 }, en: { published: 4 } },
  },
  "admin:studio.lists.privateCount": {
    ar: {
      0: "لا عناصر بعد",
      1: "عنصر واحد، المتاح منه 1",
      2: "عنصران، المتاح منهما 1",
      3: "3 عناصر، المتاح منها 1",
      11: "11 عنصراً، المتاح منها 1",
      100: "100 عنصر، المتاح منها 1",
    },
    en: { 0: "0 items, 1 offered in the inbox", 1: "1 item, 1 offered in the inbox", 2: "2 items, 1 offered in the inbox" },
    values: { ar: { published: 1 }, en: { published: 1 } },
  },
  "admin:studio.lists.done.kept": {
    ar: {
      0: "لم يُحتفظ بأي عنصر",
      1: "صار عنصر واحد لك",
      2: "صار العنصران لك",
      3: "صارت 3 عناصر لك",
      11: "صار 11 عنصراً لك",
      100: "صار 100 عنصر لك",
    },
    en: { 0: "0 items kept as yours", 1: "1 item kept as yours", 2: "2 items kept as yours" },
  },
  "admin:studio.lists.sampleBar.note": {
    ar: {
      0: "لا عنصر منشوراً هنا من النموذج.",
      1: "عنصر منشور واحد هنا ما زال من النموذج",
      2: "عنصران منشوران هنا ما زالا من النموذج",
      3: "3 عناصر منشورة هنا ما زالت من النموذج",
      11: "11 عنصراً منشوراً هنا ما زالت من النموذج",
      100: "100 عنصر منشور هنا ما زالت من النموذج",
    },
    en: {
      0: "0 published items here are still the sample's",
      1: "1 published item here is still the sample's",
      2: "2 published items here are still the sample's",
    },
  },
  "admin:studio.lists.sampleBar.keep": {
    ar: { 0: "لا شيء لتبقيه", 1: "اجعله لي كما هو", 2: "اجعلهما لي كما هما", 3: "اجعلها كلها لي", 11: "اجعلها كلها لي", 100: "اجعلها كلها لي" },
    en: { 0: "Keep all 0 as mine", 1: "Keep it as mine", 2: "Keep all 2 as mine" },
  },
  "admin:studio.lists.full": {
    ar: {
      0: "لا تتسع هذه القائمة لأي عنصر.",
      1: "تتسع هذه القائمة لعنصر واحد على الأكثر: احذفه لتضيف غيره.",
      2: "تتسع هذه القائمة لعنصرين على الأكثر: احذف واحداً لتضيف غيره.",
      3: "تتسع هذه القائمة لـ 3 عناصر على الأكثر: احذف واحداً لتضيف غيره.",
      11: "تتسع هذه القائمة لـ 11 عنصراً على الأكثر: احذف واحداً لتضيف غيره.",
      100: "تتسع هذه القائمة لـ 100 عنصر على الأكثر: احذف واحداً لتضيف غيره.",
    },
    en: {
      0: "This list holds at most 0 items: delete one to add another.",
      1: "This list holds at most 1 item: delete it to add another.",
      2: "This list holds at most 2 items: delete one to add another.",
    },
  },
  "admin:studio.lists.editor.errors.too_long": {
    ar: {
      0: "يجب أن يبقى هذا الحقل فارغاً.",
      1: "أطول من اللازم: حرف واحد على الأكثر.",
      2: "أطول من اللازم: حرفان على الأكثر.",
      3: "أطول من اللازم: 3 أحرف على الأكثر.",
      11: "أطول من اللازم: 11 حرفاً على الأكثر.",
      100: "أطول من اللازم: 100 حرف على الأكثر.",
    },
    en: { 0: "Too long: at most 0 characters.", 1: "Too long: at most 1 character.", 2: "Too long: at most 2 characters." },
  },
  "admin:studio.lists.editor.errors.refs_too_big": {
    ar: {
      0: "لا يمكن اختيار أي عنصر هنا.",
      1: "اختر عنصراً واحداً على الأكثر.",
      2: "اختر عنصرين على الأكثر.",
      3: "اختر 3 عناصر على الأكثر.",
      11: "اختر 11 عنصراً على الأكثر.",
      100: "اختر 100 عنصر على الأكثر.",
    },
    en: { 0: "Choose at most 0.", 1: "Choose at most 1.", 2: "Choose at most 2." },
  },
  "admin:studio.lists.editor.errors.links_too_big": {
    ar: {
      0: "لا يُقبل أي رابط.",
      1: "رابط واحد على الأكثر.",
      2: "رابطان على الأكثر.",
      3: "3 روابط على الأكثر.",
      11: "11 رابطاً على الأكثر.",
      100: "100 رابط على الأكثر.",
    },
    en: { 0: "At most 0 links.", 1: "At most 1 link.", 2: "At most 2 links." },
  },
  "admin:studio.insights.retention.days": {
    ar: { 0: "0 يوم", 1: "يوم واحد", 2: "يومان", 3: "3 أيام", 11: "11 يوماً", 100: "100 يوم" },
    en: { 0: "0 days", 1: "1 day", 2: "2 days" },
  },
  "admin:studio.articles.samples.back": {
    ar: {
      0: "لم يعد شيء",
      1: "عاد مقال النموذج",
      2: "عاد مقالا النموذج",
      3: "عادت 3 مقالات من النموذج",
      11: "عاد 11 مقالاً من النموذج",
      100: "عاد 100 مقال من النموذج",
    },
    en: { 0: "0 sample articles are back", 1: "The sample article is back", 2: "2 sample articles are back" },
  },
  "admin:studio.articles.samples.keep": {
    ar: {
      0: "لا شيء لتبقيه",
      1: "أبقِه لي كما هو",
      2: "أبقِهما لي كما هما",
      3: "أبقِها لي كما هي",
      11: "أبقِها لي كما هي",
      100: "أبقِها لي كما هي",
    },
    en: { 0: "Keep them as mine", 1: "Keep it as mine", 2: "Keep them as mine" },
  },
  "admin:studio.articles.samples.note": {
    ar: {
      0: "لا مقال من النموذج على موقعك.",
      1: "مقال واحد على موقعك ما زال من النموذج. عدّله وانشره، أو احذفه، أو أبقِه لك كما هو.",
      2: "مقالان على موقعك ما زالا من النموذج. عدّلهما وانشرهما، أو احذفهما، أو أبقِهما لك كما هما.",
      3: "3 مقالات على موقعك ما زالت من النموذج. عدّلها وانشرها، أو احذفها، أو أبقِها لك كما هي.",
      11: "11 مقالاً على موقعك ما زالت من النموذج. عدّلها وانشرها، أو احذفها، أو أبقِها لك كما هي.",
      100: "100 مقال على موقعك ما زالت من النموذج. عدّلها وانشرها، أو احذفها، أو أبقِها لك كما هي.",
    },
    en: {
      0: "0 articles on your site are still samples. Edit and publish them, delete them, or keep them as yours.",
      1: "One article on your site is still a sample. Edit and publish it, delete it, or keep it as yours.",
      2: "2 articles on your site are still samples. Edit and publish them, delete them, or keep them as yours.",
    },
  },
  "admin:studio.articles.samples.remove": {
    ar: {
      0: "لا شيء لتحذفه",
      1: "احذفه",
      2: "احذفهما",
      3: "احذفها كلها",
      11: "احذفها كلها",
      100: "احذفها كلها",
    },
    en: { 0: "Delete them", 1: "Delete it", 2: "Delete them" },
  },
  "admin:studio.articles.samples.removed": {
    ar: {
      0: "لم يُحذف شيء",
      1: "حُذف مقال النموذج",
      2: "حُذف مقالا النموذج",
      3: "حُذفت 3 مقالات من النموذج",
      11: "حُذف 11 مقالاً من النموذج",
      100: "حُذف 100 مقال من النموذج",
    },
    en: { 0: "0 sample articles were deleted", 1: "The sample article was deleted", 2: "2 sample articles were deleted" },
  },
  "admin:studio.backup.summary.articleCount": {
    ar: {
      0: "لا مقالات تتغيّر",
      1: "مقال واحد يُضاف أو يتغيّر، وتبقى مقالاتك الأخرى كما هي",
      2: "مقالان يُضافان أو يتغيّران، وتبقى مقالاتك الأخرى كما هي",
      3: "3 مقالات تُضاف أو تتغيّر، وتبقى مقالاتك الأخرى كما هي",
      11: "11 مقالاً يُضاف أو يتغيّر، وتبقى مقالاتك الأخرى كما هي",
      100: "100 مقال يُضاف أو يتغيّر، وتبقى مقالاتك الأخرى كما هي",
    },
    en: {
      0: "0 articles added or changed; your other articles stay as they are",
      1: "1 article added or changed; your other articles stay as they are",
      2: "2 articles added or changed; your other articles stay as they are",
    },
  },
  "admin:studio.sample.articles": {
    ar: {
      0: "المقالات: لا مقالات تجريبية",
      1: "المقالات: مقال تجريبي واحد",
      2: "المقالات: مقالان تجريبيان",
      3: "المقالات: 3 مقالات تجريبية",
      11: "المقالات: 11 مقالاً تجريبياً",
      100: "المقالات: 100 مقال تجريبي",
    },
    en: { 0: "Articles: 0 sample articles", 1: "Articles: 1 sample article", 2: "Articles: 2 sample articles" },
  },
  "admin:studio.sample.inDraft": {
    ar: {
      0: "لا خطوة أخرى في مسودتك.",
      1: "خطوة أخرى تمّت في مسودتك: انشرها لتكتمل.",
      2: "خطوتان أخريان تمّتا في مسودتك: انشرها لتكتملا.",
      3: "3 خطوات أخرى تمّت في مسودتك: انشرها لتكتمل.",
      11: "11 خطوةً أخرى تمّت في مسودتك: انشرها لتكتمل.",
      100: "100 خطوة أخرى تمّت في مسودتك: انشرها لتكتمل.",
    },
    en: {
      0: "0 more are done in your draft: publish to finish them.",
      1: "One more is done in your draft: publish to finish it.",
      2: "2 more are done in your draft: publish to finish them.",
    },
  },
  "admin:studio.backup.summary.newImages": {
    ar: { 0: "لا صور جديدة", 1: "صورة جديدة واحدة", 2: "صورتان جديدتان", 3: "3 صور جديدة", 11: "11 صورة جديدة", 100: "100 صورة جديدة" },
    en: { 0: "0 new images", 1: "1 new image", 2: "2 new images" },
  },
};

/** Each counted text (namespace:key, without the plural suffix), the other values its page passes, and what each count must read. */
const counted: Counted = {
  "common:articles.minutes": {
    ar: {
      0: "أقل من دقيقة قراءة",
      1: "دقيقة قراءة",
      2: "دقيقتا قراءة",
      3: "3 دقائق قراءة",
      11: "11 دقيقة قراءة",
      100: "100 دقيقة قراءة",
    },
    en: { 0: "0 min read", 1: "1 min read", 2: "2 min read" },
  },
  "pages:articles.search.results": {
    ar: {
      0: "لا نتائج لـ«تسويق»",
      1: "نتيجة واحدة لـ«تسويق»",
      2: "نتيجتان لـ«تسويق»",
      3: "3 نتائج لـ«تسويق»",
      11: "11 نتيجة لـ«تسويق»",
      100: "100 نتيجة لـ«تسويق»",
    },
    en: { 0: "0 results for “marketing”", 1: "One result for “marketing”", 2: "2 results for “marketing”" },
    values: { ar: { q: "تسويق" }, en: { q: "marketing" } },
  },
  "contact:errors.tooLong": {
    ar: {
      0: "(0 حرف كحد أقصى)",
      1: "(حرف واحد كحد أقصى)",
      2: "(حرفان كحد أقصى)",
      3: "(3 أحرف كحد أقصى)",
      11: "(11 حرفاً كحد أقصى)",
      100: "(100 حرف كحد أقصى)",
    },
    en: { 0: "(0 characters at most)", 1: "(1 character at most)", 2: "(2 characters at most)" },
  },
  "contact:errors.links": {
    ar: {
      0: "لا يمكن أن تحتوي الرسالة على روابط.",
      1: "على رابط واحد كحد أقصى",
      2: "على رابطين كحد أقصى",
      3: "على 3 روابط كحد أقصى",
      11: "على 11 رابطاً كحد أقصى",
      100: "على 100 رابط كحد أقصى",
    },
    en: { 0: "at most 0 links.", 1: "at most 1 link.", 2: "at most 2 links." },
  },
  "contact:toast.rateLimited": {
    ar: minutes("بعد", "،"),
    en: { 0: "in 0 minutes,", 1: "in 1 minute,", 2: "in 2 minutes," },
  },
  "tools:api.rateLimited.message": {
    ar: minutes("بعد", "."),
    en: { 0: "in 0 minutes.", 1: "in 1 minute.", 2: "in 2 minutes." },
  },
  "tool-speed:website.results.cached": {
    ar: minutes("قبل", "؛"),
    en: { 0: "made 0 minutes ago;", 1: "made 1 minute ago;", 2: "made 2 minutes ago;" },
  },
  "tool-bio:errors.profession.tooLong": charactersOrFewer,
  "tool-bio:errors.skills.tooLong": { ...charactersOrFewer, values: { ar: { skill: "التصوير" }, en: { skill: "photography" } } },
  "tool-hooks:errors.tooLong": charactersOrFewer,
  "tool-bio:results.summary": {
    ar: {
      0: "لا توجد صيغ بعد",
      1: "صيغة واحدة ضمن حد",
      2: "صيغتان، كل منهما ضمن",
      3: "3 صيغ، كل منها ضمن",
      11: "11 صيغة، كل منها",
      100: "100 صيغة، كل منها",
    },
    en: { 0: "0 options, each within", 1: "1 option, within", 2: "2 options, each within" },
    values: { ar: { max: bioMaxLength }, en: { max: bioMaxLength } },
  },
  "tool-bio:results.ready": {
    ar: {
      0: "لا توجد صيغ بايو جاهزة.",
      1: "صيغة بايو واحدة جاهزة.",
      2: "صيغتا بايو جاهزتان.",
      3: "3 صيغ بايو جاهزة.",
      11: "11 صيغة بايو جاهزة.",
      100: "100 صيغة بايو جاهزة.",
    },
    en: { 0: "0 bio options are ready.", 1: "1 bio option is ready.", 2: "2 bio options are ready." },
  },
  "tool-bio:results.renewed": {
    ar: {
      0: "لا توجد صيغ بايو جديدة.",
      1: "صيغة بايو جديدة جاهزة.",
      2: "صيغتا بايو جديدتان جاهزتان.",
      3: "3 صيغ بايو جديدة جاهزة.",
      11: "11 صيغة بايو جديدة جاهزة.",
      100: "100 صيغة بايو جديدة جاهزة.",
    },
    en: { 0: "0 new bio options are ready.", 1: "1 new bio option is ready.", 2: "2 new bio options are ready." },
  },
  "tool-hooks:results.summary": {
    ar: {
      0: "لا توجد افتتاحيات بعد.",
      1: "افتتاحية واحدة.",
      2: "افتتاحيتان.",
      3: "3 افتتاحيات موزّعة على 7 أساليب.",
      11: "11 افتتاحية موزّعة على 7 أساليب.",
      100: "100 افتتاحية موزّعة",
    },
    en: { 0: "0 hooks in 7 styles.", 1: "1 hook. Copy it", 2: "2 hooks in 7 styles." },
    values: { ar: { groups: hookCategories.length }, en: { groups: hookCategories.length } },
  },
  "tool-hooks:results.ready": {
    ar: {
      0: "لا توجد افتتاحيات عن «العقارات».",
      1: "افتتاحية واحدة عن «العقارات» جاهزة.",
      2: "افتتاحيتان عن «العقارات» جاهزتان.",
      3: "3 افتتاحيات عن «العقارات» جاهزة.",
      11: "11 افتتاحية عن «العقارات» جاهزة.",
      100: "100 افتتاحية عن «العقارات» جاهزة.",
    },
    en: { 0: "0 hooks about “real estate” are ready.", 1: "1 hook about “real estate” is ready.", 2: "2 hooks about “real estate” are ready." },
    values: { ar: { topic: "العقارات" }, en: { topic: "real estate" } },
  },
  "tool-hooks:results.renewed": {
    ar: {
      0: "لا توجد افتتاحيات جديدة عن «العقارات».",
      1: "افتتاحية جديدة واحدة عن «العقارات» جاهزة.",
      2: "افتتاحيتان جديدتان عن «العقارات» جاهزتان.",
      3: "3 افتتاحيات جديدة عن «العقارات» جاهزة.",
      11: "11 افتتاحية جديدة عن «العقارات» جاهزة.",
      100: "100 افتتاحية جديدة عن «العقارات» جاهزة.",
    },
    en: {
      0: "0 new hooks about “real estate” are ready.",
      1: "1 new hook about “real estate” is ready.",
      2: "2 new hooks about “real estate” are ready.",
    },
    values: { ar: { topic: "العقارات" }, en: { topic: "real estate" } },
  },
  "tool-utm:notes.long": {
    ar: {
      0: "طول هذا الرابط 0 حرف.",
      1: "طول هذا الرابط حرف واحد.",
      2: "طول هذا الرابط حرفان.",
      3: "طول هذا الرابط 3 أحرف.",
      11: "طول هذا الرابط 11 حرفاً.",
      100: "طول هذا الرابط 100 حرف.",
    },
    en: { 0: "This link is 0 characters long.", 1: "This link is 1 character long.", 2: "This link is 2 characters long." },
  },
  /** The privacy policy's retention period, after «مدة»: a construct, so two is «شهرين». */
  "legal:retention.months": {
    ar: { 0: "0 شهر", 1: "شهر واحد", 2: "شهرين", 3: "3 أشهر", 11: "11 شهراً", 100: "100 شهر" },
    en: { 0: "0 months", 1: "1 month", 2: "2 months" },
  },
  ...studioCounted,
};

const pluralKey = /^(.*)_(zero|one|two|few|many|other)$/;

/** Every plural family of the pages and the studio in one language: "ns:key" -> the forms it has. */
function families(lang: Lang): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const ns of namespaces) {
    const paths = flattenBundle(getResource(lang, ns)).map(([path]) => path);
    const bases = paths.map((path) => pluralKey.exec(path)).filter((match) => match !== null);
    for (const match of bases) {
      // "interest_other" alone is an ordinary key: a family has two or more forms of one name.
      if (bases.filter((other) => other[1] === match[1]).length < 2) continue;
      const name = `${ns}:${match[1]}`;
      found.set(name, [...(found.get(name) ?? []), match[2]!]);
    }
  }
  return found;
}

function translator(lang: Lang) {
  const i18n = createI18n(lang);
  for (const ns of namespaces) i18n.addResourceBundle(lang, ns, getResource(lang, ns), true, false);
  // Keys assembled from the table below, as the app's useDynamicT does for keys from data.
  const t = i18n.t as unknown as (key: string, options: Record<string, unknown>) => string;
  return (name: string, values: Record<string, string | number>) => {
    const at = name.indexOf(":");
    return t(name.slice(at + 1), { ns: name.slice(0, at), lng: lang, ...values });
  };
}

describe("plural keys", () => {
  for (const lang of languages) {
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;

    it(`every ${lang} plural family has exactly the language's forms (${categories.join(", ")})`, () => {
      for (const [name, forms] of families(lang)) expect([...forms].sort(), name).toEqual([...categories].sort());
    });

    it(`every ${lang} plural family is checked below, and every checked text is a plural family`, () => {
      expect([...families(lang).keys()].sort()).toEqual(Object.keys(counted).sort());
    });
  }

  /** Filled in completely: no placeholder left, and every word the page passes (a skill, a topic) shown. */
  const expectFilled = (text: string, values: Record<string, string | number> = {}) => {
    expect(text).not.toMatch(/[{}]/);
    for (const value of Object.values(values)) if (typeof value === "string") expect(text).toContain(value);
  };

  describe.each(Object.entries(counted))("%s", (name, expected) => {
    it.each(arCounts)("Arabic, %i", (count) => {
      const text = translator("ar")(name, { count, ...expected.values?.ar });
      expect(text).toContain(expected.ar[count]);
      expectFilled(text, expected.values?.ar);
    });
    it.each(enCounts)("English, %i", (count) => {
      const text = translator("en")(name, { count, ...expected.values?.en });
      expect(text).toContain(expected.en[count]);
      expectFilled(text, expected.values?.en);
      expect(text).not.toMatch(/[\u0600-\u06FF]/);
    });
  });

  it("the server words its tool errors with the same forms (tools:api.rateLimited)", () => {
    for (const count of arCounts) {
      expect(toolText("ar", "tools:api.rateLimited.message" as ToolTextKey, { count })).toContain(
        counted["tools:api.rateLimited.message"]!.ar[count],
      );
    }
    for (const count of enCounts) {
      expect(toolText("en", "tools:api.rateLimited.message" as ToolTextKey, { count })).toContain(
        counted["tools:api.rateLimited.message"]!.en[count],
      );
    }
  });
});

/**
 * The texts of one bundle that show {{count}} but are not one of a complete family of the language's
 * forms (six in Arabic, one and other in English), as "path (the forms its family has)". In the
 * studio, {{count}} is the name of a counted number only: a number under a label («عدد الاستفسارات
 * في الملف: {{enquiries}}») takes another name.
 */
function countedOutsideFamilies(bundle: unknown, lang: Lang): string[] {
  const categories = [...new Intl.PluralRules(lang).resolvedOptions().pluralCategories].sort().join(", ");
  const entries = flattenBundle(bundle);
  const forms = new Map<string, string[]>();
  for (const [path] of entries) {
    const match = pluralKey.exec(path);
    if (match) forms.set(match[1]!, [...(forms.get(match[1]!) ?? []), match[2]!]);
  }
  const offenders: string[] = [];
  for (const [path, text] of entries) {
    if (!text.includes("{{count}}")) continue;
    const match = pluralKey.exec(path);
    const has = match ? [...forms.get(match[1]!)!].sort().join(", ") : "no plural forms";
    if (has !== categories) offenders.push(`${path} (${has})`);
  }
  return offenders;
}

describe("the studio's counted texts (admin.json)", () => {
  it("every Arabic text with {{count}} is one of a family of all six forms", () => {
    expect(countedOutsideFamilies(getResource("ar", "admin"), "ar")).toEqual([]);
  });

  it("every English text with {{count}} is one of a family of one and other", () => {
    expect(countedOutsideFamilies(getResource("en", "admin"), "en")).toEqual([]);
  });

  it("the check finds a count outside a family and a family short of a form", () => {
    const six = { zero: "لا نصوص", one: "نص واحد", two: "نصّان", few: "{{count}} نصوص", many: "{{count}} نصاً", other: "{{count}} نص" };
    const arBundle = {
      whole: Object.fromEntries(Object.entries(six).map(([form, text]) => [`texts_${form}`, text])),
      bare: "{{count}} نصوص",
      short: { texts_one: "نص واحد", texts_other: "{{count}} نصوص" },
    };
    expect(countedOutsideFamilies(arBundle, "ar")).toEqual(["bare (no plural forms)", "short.texts_other (one, other)"]);
    const enBundle = {
      whole: { texts_one: "{{count}} text", texts_other: "{{count}} texts" },
      lone: { texts_other: "{{count}} texts" },
      bare: "{{count}} texts",
    };
    expect(countedOutsideFamilies(enBundle, "en")).toEqual(["lone.texts_other (other)", "bare (no plural forms)"]);
  });
});

/**
 * A counted noun right after a number the page fills in, outside a plural family, is only right when
 * that number is a fixed limit whose form the noun already has ("{{max}} حرفاً" with 150: «حرفاً» is
 * the form for 11–99 and for 150). Each such text names its limit here; a new one fails the guard.
 */
const arNoun =
  /\{\{(\w+)\}\}\s+(?:دقيقة|دقائق|دقيقتين|ثانية|ثوان|حرف|حرفاً|حرفان|أحرف|رابط|رابطاً|روابط|صيغة|صيغ|افتتاحية|افتتاحيات|كلمة|كلمات|اتصالات|أساليب|يوم|يوماً|أيام|أسبوعاً|أسابيع|ساعة|ساعات|مرة|مرات|شهر|شهراً|أشهر|نص|نصاً|نصوص|عنصر|عنصراً|عناصر|نتيجة|نتائج|خطوة|خطوات|استفسار|استفساراً|استفسارات|صورة|صور|مضاف|مضافة|محذوف|محذوفة|معدّل|معدّلة|غير مقروءة?)(?=[\s،.؛:)]|$)/g;
const enNoun =
  /\{\{(\w+)\}\}\s+(?:minutes?|seconds?|characters?|links?|options?|hooks?|words?|connections?|styles?|days?|weeks?|hours?|times|entries|blocks|months?|texts?|items?|results?|steps?|enquir(?:y|ies)|images?|unread)\b/g;

const fixedCounts: Record<string, { value: number; arForm: Intl.LDMLPluralRule }> = {
  "tool-bio:results.counterLabel {{max}}": { value: bioMaxLength, arForm: "many" },
  "tool-bio:results.empty {{max}}": { value: bioMaxLength, arForm: "many" },
  "tool-bio:results.summary {{max}}": { value: bioMaxLength, arForm: "many" },
  "tool-hooks:form.counter {{max}}": { value: topicMaxLength, arForm: "many" },
  "tool-hooks:results.summary {{groups}}": { value: hookCategories.length, arForm: "few" },
  "tool-seo:checks.title.short {{max}}": { value: seoLimits.title.max, arForm: "many" },
  "tool-seo:checks.title.long {{max}}": { value: seoLimits.title.max, arForm: "many" },
  "tool-seo:checks.title.ok {{max}}": { value: seoLimits.title.max, arForm: "many" },
  "tool-seo:checks.description.short {{max}}": { value: seoLimits.description.max, arForm: "many" },
  "tool-seo:checks.description.long {{max}}": { value: seoLimits.description.max, arForm: "many" },
  "tool-seo:checks.description.ok {{max}}": { value: seoLimits.description.max, arForm: "many" },
  // «تقلّ عن 300 كلمة»: 300 takes the genitive singular (CLDR "other").
  "tool-seo:checks.wordCount.thin {{min}}": { value: seoLimits.thinWords, arForm: "other" },
  "tool-speed:internet.results.note {{download}}": { value: defaultSpeedSettings.download.streams, arForm: "few" },
};

describe("counted nouns outside plural families", () => {
  it("follow only fixed limits whose form they already have", () => {
    const seen = new Set<string>();
    for (const lang of languages) {
      const noun = lang === "ar" ? arNoun : enNoun;
      for (const ns of namespaces) {
        for (const [path, text] of flattenBundle(getResource(lang, ns))) {
          const family = pluralKey.exec(path);
          for (const [, placeholder] of text.matchAll(noun)) {
            // Inside a plural family, {{count}} is what the form was chosen by.
            if (family && placeholder === "count") continue;
            const name = `${ns}:${family ? family[1] : path} {{${placeholder}}}`;
            const fixed = fixedCounts[name];
            expect(fixed, `${lang} ${name}: "${text}" needs plural keys (or a fixed limit listed here)`).toBeDefined();
            if (lang === "ar") expect(new Intl.PluralRules("ar").select(fixed!.value), `${name} = ${fixed!.value}`).toBe(fixed!.arForm);
            else expect(fixed!.value, name).toBeGreaterThan(1);
            seen.add(name);
          }
        }
      }
    }
    expect([...seen].sort(), "every listed limit is still used").toEqual(Object.keys(fixedCounts).sort());
  });
});
