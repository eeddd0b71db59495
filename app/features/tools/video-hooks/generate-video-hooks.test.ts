import { describe, expect, it } from "vitest";
import ar from "../../../../core/locales/ar/tool-hooks.json";
import en from "../../../../core/locales/en/tool-hooks.json";
import {
  charCount,
  generateHooks,
  hookCategories,
  hooksAsText,
  isUsableTemplate,
  normalizeTopic,
  seededRandom,
  topicMaxLength,
  validateTopic,
  type HookTemplates,
} from "./generate-video-hooks";

const libraries: Record<"ar" | "en", HookTemplates> = { ar: ar.templates, en: en.templates };
const words = (text: string) => text.split(/\s+/u).filter(Boolean).length;

const typicalTopics = {
  ar: ["التسويق العقاري", "العناية بالبشرة", "تصميم المواقع للمطاعم", "القهوة المختصة", "الإعلانات الممولة", "خسارة الوزن"],
  en: ["skincare", "real estate marketing", "web design for restaurants", "specialty coffee", "Facebook ads", "weight loss"],
};

const oddTopics = [
  "تسويق",
  "Instagram ads",
  "إعلانات Instagram للمطاعم",
  "🔥",
  "🚀 growth 🚀",
  "👨‍👩‍👧 family budgeting",
  "ع".repeat(topicMaxLength),
  "a".repeat(topicMaxLength),
  "😀".repeat(topicMaxLength),
  "  spaces \n\t and\r\nnew lines  ",
  "{{topic}}",
  "$& $1 $$",
  "<script>alert(1)</script>",
  "C#",
  "«التصوير»",
  "what?!",
];

function randomTopic(random: () => number): string {
  const alphabet = ["ا", "ب", "ت", "س", "ق", "ة", "ى", "a", "Z", "7", " ", "😀", "🇮🇶", "-", "،", ",", "\n", "{", "}", "é", "ß"];
  const length = 1 + Math.floor(random() * 100);
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(random() * alphabet.length)];
  return out;
}

describe("topic validation", () => {
  it("requires a topic", () => {
    for (const raw of ["", "   ", "\n\t ", "...", "؟؟", null, undefined, 42])
      expect(validateTopic(raw), String(raw)).toEqual({ ok: false, error: "required" });
  });

  it("collapses white space, line breaks and trailing punctuation", () => {
    expect(validateTopic("  real   estate\nmarketing. ")).toEqual({ ok: true, topic: "real estate marketing" });
    expect(validateTopic("التسويق العقاري؟")).toEqual({ ok: true, topic: "التسويق العقاري" });
    expect(validateTopic("“skincare”")).toEqual({ ok: true, topic: "skincare" });
  });

  it("counts characters, not UTF-16 units: 80 emoji or Arabic letters pass, 81 do not", () => {
    expect(validateTopic("😀".repeat(80)).ok).toBe(true);
    expect(validateTopic("ع".repeat(80)).ok).toBe(true);
    expect(validateTopic("😀".repeat(81))).toEqual({ ok: false, error: "tooLong" });
    expect(validateTopic("x".repeat(81))).toEqual({ ok: false, error: "tooLong" });
    expect(charCount("👍🏽")).toBe(2);
  });

  it("removes braces so a topic never looks like a slot", () => {
    expect(normalizeTopic("{{topic}}")).toBe("topic");
    expect(validateTopic("{}")).toEqual({ ok: false, error: "required" });
  });
});

describe.each(["ar", "en"] as const)("template library (%s)", (lang) => {
  const library = libraries[lang];

  it("has every style with at least 6 usable templates, as many as the other language", () => {
    const other = libraries[lang === "ar" ? "en" : "ar"];
    for (const category of hookCategories) {
      const templates = library[category] ?? [];
      expect(templates.length, category).toBeGreaterThanOrEqual(6);
      expect(templates.length, category).toBe(other[category]?.length);
      for (const template of templates) expect(isUsableTemplate(template), template).toBe(true);
      expect(new Set(templates).size, `${category} has no duplicates`).toBe(templates.length);
    }
  });

  it("stays under about 15 words for typical topics", () => {
    for (const topic of typicalTopics[lang]) {
      for (const category of hookCategories) {
        for (const template of library[category] ?? []) {
          const text = template.replace("{{topic}}", topic);
          expect(words(text), text).toBeLessThanOrEqual(15);
        }
      }
    }
  });

  it("puts the topic where any noun phrase reads correctly", () => {
    for (const template of hookCategories.flatMap((category) => library[category] ?? [])) {
      // Arabic: never glued to a prefix (لـ/بـ/و would break with ال); English: never capitalised at the start.
      expect(template, template).toMatch(/(?:^|[\s«“(])\{\{topic\}\}(?:$|[\s.,،:؛?؟…!»”)'])/u);
      if (lang === "en") expect(template.startsWith("{{topic}}"), template).toBe(false);
    }
  });
});

describe.each(["ar", "en"] as const)("generated hooks (%s)", (lang) => {
  const templates = libraries[lang];

  it("gives 10 to 20 hooks, grouped by every style, each with the topic and no unfilled slot", () => {
    const random = seededRandom(`hooks-${lang}`);
    const topics = [...typicalTopics.ar, ...typicalTopics.en, ...oddTopics, ...Array.from({ length: 300 }, () => randomTopic(random))];
    for (const raw of topics) {
      const checked = validateTopic(raw);
      if (!checked.ok) continue;
      const groups = generateHooks({ templates, topic: checked.topic, random });
      const hooks = groups.flatMap((group) => group.hooks);
      expect(hooks.length, raw).toBeGreaterThanOrEqual(10);
      expect(hooks.length, raw).toBeLessThanOrEqual(20);
      expect(groups.map((group) => group.category)).toEqual([...hookCategories]);
      for (const group of groups) for (const hook of group.hooks) expect(hook.category).toBe(group.category);
      for (const hook of hooks) {
        expect(hook.text).toContain(checked.topic);
        expect(hook.text, hook.text).not.toMatch(/\{\{|\}\}/);
        expect(hook.text.trim()).toBe(hook.text);
      }
      expect(new Set(hooks.map((hook) => hook.text)).size).toBe(hooks.length);
    }
  });

  it("keeps odd topics literally (no replacement patterns, no markup)", () => {
    const groups = generateHooks({ templates, topic: "$& $1 <b>", random: seededRandom("x") });
    for (const hook of groups.flatMap((group) => group.hooks)) expect(hook.text).toContain("$& $1 <b>");
  });

  it("gives nothing for an empty topic rather than half sentences", () => {
    expect(generateHooks({ templates, topic: "  ", random: Math.random })).toEqual([]);
  });

  it("regenerating gives a set with none of the previous hooks", () => {
    const random = seededRandom(`again-${lang}`);
    let previous = new Set<string>();
    for (let round = 0; round < 20; round++) {
      const keys = generateHooks({ templates, topic: "x", random, previous }).flatMap((group) => group.hooks.map((hook) => hook.key));
      for (const key of keys) expect(previous.has(key), `round ${round}: ${key}`).toBe(false);
      previous = new Set(keys);
    }
  });

  it("is reproducible with the same seed (server and browser render the same linked set)", () => {
    const a = generateHooks({ templates, topic: "x", random: seededRandom("x|0") });
    const b = generateHooks({ templates, topic: "x", random: seededRandom("x|0") });
    const c = generateHooks({ templates, topic: "x", random: seededRandom("x|1") });
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it("copies all hooks as plain text under their style's title", () => {
    const groups = generateHooks({ templates, topic: "x", random: seededRandom("copy") });
    const text = hooksAsText(groups, (category) => `# ${category}`);
    expect(text.split("\n").filter((line) => line.startsWith("- "))).toHaveLength(groups.flatMap((g) => g.hooks).length);
    for (const category of hookCategories) expect(text).toContain(`# ${category}`);
  });
});

describe("defensive generation", () => {
  it("skips broken templates and missing styles without throwing", () => {
    const groups = generateHooks({
      templates: { curiosity: ["ok {{topic}}", "no slot", "{{topic}} {{other}}", 3 as unknown as string], pain: "not a list" as unknown as string[] },
      topic: "x",
      random: Math.random,
    });
    expect(groups).toEqual([{ category: "curiosity", hooks: [{ key: "curiosity.0", category: "curiosity", text: "ok x" }] }]);
  });
});
