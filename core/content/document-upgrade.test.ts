import { describe, expect, it } from "vitest";
import { parseDocument, type ContentDocument } from "./content-document";
import { upgradeDocument } from "./document-upgrade";
import { listNames } from "./lists/catalogue";

const bilingual = (en: string, ar: string) => ({ en, ar });
/** A stand-in for the shipped content: two jobs and two skills. */
const shipped = {
  version: 1,
  photo: null,
  texts: { ar: {}, en: {} },
  lists: Object.fromEntries(listNames.map((name) => [name, []])),
} as unknown as ContentDocument;
shipped.lists["cv-jobs"] = [
  {
    id: "job1",
    published: true,
    sample: true,
    role: bilingual("Designer", "مصمم"),
    org: bilingual("Freelance", "عمل حر"),
    period: bilingual("2018–", "2018–"),
    points: bilingual("First\nSecond", "الأول\nالثاني"),
  },
  {
    id: "job2",
    published: true,
    sample: true,
    role: bilingual("Lead", "قائد"),
    org: bilingual("Agency", "وكالة"),
    period: bilingual("2015", "2015"),
    points: bilingual("One", "واحد"),
  },
];
shipped.lists["cv-skills"] = [
  { id: "skill1", published: true, sample: true, name: bilingual("SEO", "تحسين محركات البحث") },
  { id: "skill2", published: true, sample: true, name: bilingual("Ads", "إعلانات") },
];

shipped.lists.credibility = [
  { id: "card1", published: true, sample: true, group: "ads", name: bilingual("Meta", "Meta"), description: bilingual("Ads", "إعلانات"), link: "" },
  {
    id: "card2",
    published: true,
    sample: true,
    group: "ads",
    name: bilingual("Google", "Google"),
    description: bilingual("Search", "بحث"),
    link: "",
  },
  {
    id: "card3",
    published: true,
    sample: true,
    group: "tech",
    name: bilingual("Vercel", "Vercel"),
    description: bilingual("Hosting", "استضافة"),
    link: "",
  },
];

/** A document saved before the CV was lists: only the four first lists, and the owner's CV edits as page texts. */
const older = () => ({
  version: 1,
  photo: null,
  lists: { portfolio: [], testimonials: [], faq: [], stats: [] },
  texts: {
    en: { "pages:cv.experience.0.points.1": "Built 40 websites", "pages:cv.skills.1": "Paid ads", "pages:cv.title": "My CV" },
    ar: { "pages:cv.experience.1.role": "مدير التسويق" },
  },
});

describe("upgradeDocument", () => {
  it("gives an older document the lists it lacks, carrying the owner's edits of those texts onto the shipped items", () => {
    const upgraded = upgradeDocument(older(), shipped) as ContentDocument;
    const jobs = upgraded.lists["cv-jobs"];
    expect(jobs[0]!.points).toEqual({ en: "First\nBuilt 40 websites", ar: "الأول\nالثاني" });
    expect(jobs[0]!.sample).toBe(false);
    expect(jobs[1]!.role).toEqual({ en: "Lead", ar: "مدير التسويق" });
    expect(jobs[1]!.sample).toBe(false);
    expect(upgraded.lists["cv-skills"].map((skill) => [skill.name.en, skill.sample])).toEqual([
      ["SEO", true],
      ["Paid ads", false],
    ]);
    // The moved texts are gone; other page texts stay.
    expect(upgraded.texts).toEqual({ en: { "pages:cv.title": "My CV" }, ar: {} });
    expect(parseDocument(upgraded).ok).toBe(true);
  });

  it("numbers old texts among the items of their group (the credibility cards' two groups)", () => {
    const document = older();
    (document.texts.en as Record<string, string>)["credibility:poweredBy.tech.0.name"] = "My own server";
    (document.texts.ar as Record<string, string>)["credibility:adsOn.platforms.1.description"] = "إعلانات البحث";
    const cards = (upgradeDocument(document, shipped) as ContentDocument).lists.credibility;
    expect(cards.map((card) => [card.name.en, card.description.ar, card.sample])).toEqual([
      ["Meta", "إعلانات", true],
      ["Google", "إعلانات البحث", false],
      ["My own server", "استضافة", false],
    ]);
  });

  it("carries his names of the contact form's topics onto the topics list, and keeps the form's other texts", () => {
    const withTopics = structuredClone(shipped);
    withTopics.lists["contact-topics"] = [
      { id: "interest_tv", published: true, sample: true, label: bilingual("TV Production", "إنتاج تلفزيوني") },
      { id: "interest_other", published: true, sample: true, label: bilingual("Other", "أخرى") },
    ];
    const document = older();
    (document.texts.en as Record<string, string>)["contact:form.interests.interest_tv"] = "TV and radio";
    (document.texts.en as Record<string, string>)["contact:form.interests.legend"] = "What can I help with?";
    const upgraded = upgradeDocument(document, withTopics) as ContentDocument;
    expect(upgraded.lists["contact-topics"].map((topic) => [topic.id, topic.label.en, topic.sample])).toEqual([
      ["interest_tv", "TV and radio", false],
      ["interest_other", "Other", true],
    ]);
    expect(upgraded.texts.en["contact:form.interests.legend"]).toBe("What can I help with?");
    expect(upgraded.texts.en["contact:form.interests.interest_tv"]).toBeUndefined();
  });

  it("leaves a current document alone, and drops stale texts of a list it already has", () => {
    const current = upgradeDocument(older(), shipped) as ContentDocument;
    expect(upgradeDocument(current, shipped)).toBe(current);
    const stale = structuredClone(current);
    stale.texts.en["pages:cv.skills.0"] = "Old";
    const cleaned = upgradeDocument(stale, shipped) as ContentDocument;
    expect(cleaned.texts.en).toEqual({ "pages:cv.title": "My CV" });
    expect(cleaned.lists["cv-skills"]).toEqual(current.lists["cv-skills"]);
  });

  it("gives a sample item a field shipped since it was stored, and his own items the field's empty value", () => {
    const withFacts = structuredClone(shipped);
    withFacts.lists.stats = [
      { id: "years", published: true, sample: true, number: 14, label: bilingual("years", "عاماً"), fact: "years" },
      { id: "clients", published: true, sample: true, number: 50, label: bilingual("clients", "عميلاً"), fact: "" },
    ];
    const stored = { ...structuredClone(shipped), lists: { ...structuredClone(shipped.lists) } } as unknown as ContentDocument;
    stored.lists.stats = [
      { id: "years", published: true, sample: true, number: 14, label: bilingual("years", "عاماً") },
      { id: "clients", published: true, sample: false, number: 70, label: bilingual("clients", "عميلاً") },
      { id: "mine", published: true, sample: true, number: 3, label: bilingual("awards", "جوائز") },
    ] as unknown as ContentDocument["lists"]["stats"];
    const upgraded = upgradeDocument(stored, withFacts) as ContentDocument;
    expect(upgraded.lists.stats.map((item) => (item as Record<string, unknown>).fact)).toEqual(["years", "", ""]);
    expect(upgraded.lists.stats[1]!.number).toBe(70);
    expect(upgraded.lists.stats[0]!.number).toBe(14);
    // Stored again, it is current: nothing more to do.
    expect(upgradeDocument(upgraded, withFacts)).toBe(upgraded);
  });

  it("gives a sample item's text still in words since rewritten the shipped words, and leaves his own alone", () => {
    const now = structuredClone(shipped);
    const forms = bilingual("year of experience|years of experience", "عام من الخبرة|عامان من الخبرة|أعوام من الخبرة|عاماً من الخبرة|عام من الخبرة");
    now.lists.stats = [{ id: "years", published: true, sample: true, number: 14, label: forms, fact: "years" }];
    const stored = (sample: boolean, label: { en: string; ar: string }) =>
      ({
        ...structuredClone(now),
        lists: { ...structuredClone(now.lists), stats: [{ ...now.lists.stats[0]!, sample, label }] },
      }) as unknown as ContentDocument;
    const old = bilingual("years of experience", "عاماً من الخبرة");
    expect((upgradeDocument(stored(true, old), now) as ContentDocument).lists.stats[0]!.label).toEqual(forms);
    // One language he rewrote keeps his words; the other takes the new ones.
    expect((upgradeDocument(stored(true, { ...old, en: "years online" }), now) as ContentDocument).lists.stats[0]!.label).toEqual({
      en: "years online",
      ar: forms.ar,
    });
    // An item he kept as his is his, in the old words too.
    const kept = stored(false, old);
    expect(upgradeDocument(kept, now)).toBe(kept);
  });

  it("gives settings stored before a field existed the shipped value, and leaves a document without settings to the server", () => {
    const withSettings = { ...structuredClone(shipped), settings: { ownerNameEn: "Ali", enquiryRetentionMonths: 24 } } as unknown as ContentDocument;
    const stored = { ...(upgradeDocument(older(), shipped) as object), settings: { ownerNameEn: "Zainab" } };
    expect((upgradeDocument(stored, withSettings) as ContentDocument).settings).toEqual({ ownerNameEn: "Zainab", enquiryRetentionMonths: 24 });
    expect(stored.settings).toEqual({ ownerNameEn: "Zainab" });
    const none = upgradeDocument(older(), shipped) as ContentDocument;
    expect(upgradeDocument(none, withSettings)).toBe(none);
  });

  it("does not touch the shipped document it copies from, and passes anything that is not a document through", () => {
    const before = structuredClone(shipped);
    upgradeDocument(older(), shipped);
    expect(shipped).toEqual(before);
    for (const junk of [null, 3, "text", { lists: [] }]) expect(upgradeDocument(junk, shipped)).toBe(junk);
  });
});
