import { describe, expect, it } from "vitest";
import ar from "../../../../core/locales/ar/tool-bio.json";
import en from "../../../../core/locales/en/tool-bio.json";
import {
  bioGoals,
  bioMaxLength,
  biosPerSet,
  charCount,
  generateBios,
  isUsableTemplate,
  parseSkills,
  pickBios,
  professionMaxLength,
  renderBio,
  renderBios,
  seededRandom,
  skillMaxLength,
  stripEmoji,
  truncate,
  validateBio,
  type BioInput,
  type BioLibrary,
} from "./generate-bios";

const libraries: Record<"ar" | "en", BioLibrary> = { ar: ar.templates, en: en.templates };
const emojiPattern = /\p{Extended_Pictographic}/u;

const typical: Record<"ar" | "en", BioInput> = {
  ar: { profession: "مصممة جرافيك", skills: ["هوية بصرية", "شعارات", "تصميم منشورات"], goal: "clients", emoji: true },
  en: { profession: "Graphic designer", skills: ["branding", "logos", "social media design"], goal: "clients", emoji: true },
};

const longest = (char: string, length: number) => char.repeat(length);
const extremes: BioInput[] = [
  // The longest valid input, in each script and in emoji (two UTF-16 units each).
  {
    profession: longest("ع", professionMaxLength),
    skills: [longest("ب", skillMaxLength), longest("ت", skillMaxLength), longest("ث", skillMaxLength)],
    goal: "brand",
    emoji: true,
  },
  {
    profession: longest("W", professionMaxLength),
    skills: [longest("m", skillMaxLength), longest("M", skillMaxLength), longest("w", skillMaxLength)],
    goal: "followers",
    emoji: true,
  },
  {
    profession: longest("😀", professionMaxLength),
    skills: [longest("🎨", skillMaxLength), longest("📷", skillMaxLength), longest("🇮🇶", 20)],
    goal: "sales",
    emoji: true,
  },
  // Far beyond what the form accepts: the generator still keeps to 150.
  { profession: "مصمم ".repeat(200), skills: ["تصميم ".repeat(100), "a".repeat(1000), "👨‍👩‍👧".repeat(100)], goal: "bookings", emoji: true },
  { profession: "x", skills: ["a", "b", "c"], goal: "clients", emoji: false },
];

describe("skills", () => {
  it("splits on Arabic, Latin and full-width commas, trimming extra spaces and empty items", () => {
    expect(parseSkills("هوية بصرية، شعارات ،  تصميم منشورات")).toEqual(["هوية بصرية", "شعارات", "تصميم منشورات"]);
    expect(parseSkills(" branding ,logos,,  social   media design , ")).toEqual(["branding", "logos", "social media design"]);
    expect(parseSkills("تصوير, SEO، إعلانات，كتابة")).toEqual(["تصوير", "SEO", "إعلانات", "كتابة"]);
    expect(parseSkills("one\ntwo\r\nthree")).toEqual(["one", "two", "three"]);
    expect(parseSkills("• one, - two, three.")).toEqual(["one", "two", "three"]);
    expect(parseSkills("")).toEqual([]);
    expect(parseSkills(undefined)).toEqual([]);
  });

  it.each([
    ["", 0],
    ["تصميم، تصوير", 2],
    ["design, photo", 2],
    ["a, b, c, d", 4],
    ["تصميم، تصوير، مونتاج، إعلانات", 4],
    ["تصميم وتصوير ومونتاج", 1],
  ])("asks for exactly three skills: %j has %i", (skills, count) => {
    const result = validateBio({ profession: "مصمم", skills, goal: "clients" });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.skills).toEqual({ code: "count", count });
  });

  it("accepts three skills with Arabic commas and extra spaces", () => {
    const result = validateBio({ profession: "  مصوّر   أعراس ", skills: "  تصوير ،إضاءة،   مونتاج  ", goal: "bookings", emoji: false });
    expect(result).toEqual({ ok: true, input: { profession: "مصوّر أعراس", skills: ["تصوير", "إضاءة", "مونتاج"], goal: "bookings", emoji: false } });
  });

  it("refuses a skill over the limit and the same skill twice", () => {
    const long = "x".repeat(skillMaxLength + 1);
    expect(validateBio({ profession: "p", skills: `a, b, ${long}` })).toEqual({ ok: false, errors: { skills: { code: "tooLong", skill: long } } });
    expect(validateBio({ profession: "p", skills: "SEO, seo, ads" })).toEqual({ ok: false, errors: { skills: { code: "duplicate", skill: "seo" } } });
  });
});

describe("profession and goal", () => {
  it("requires a profession, up to the limit in characters", () => {
    expect(validateBio({ profession: " \n ", skills: "a, b, c" })).toEqual({ ok: false, errors: { profession: { code: "required" } } });
    expect(validateBio({ profession: "😀".repeat(professionMaxLength), skills: "a, b, c" }).ok).toBe(true);
    expect(validateBio({ profession: "😀".repeat(professionMaxLength + 1), skills: "a, b, c" })).toEqual({
      ok: false,
      errors: { profession: { code: "tooLong" } },
    });
  });

  it("reports both fields at once", () => {
    expect(validateBio({})).toEqual({ ok: false, errors: { profession: { code: "required" }, skills: { code: "count", count: 0 } } });
  });

  it("falls back to the first goal for an unknown one and keeps emoji on unless switched off", () => {
    const result = validateBio({ profession: "p", skills: "a, b, c", goal: "nonsense" });
    expect(result.ok && result.input).toMatchObject({ goal: "clients", emoji: true });
  });
});

describe("helpers", () => {
  it("counts emoji and Arabic as Instagram does, one per code point", () => {
    expect(charCount("مرحبا")).toBe(5);
    expect(charCount("😀")).toBe(1);
    expect("😀".length).toBe(2);
  });

  it("truncates without splitting an emoji sequence and ends with an ellipsis", () => {
    const family = "👨‍👩‍👧";
    const cut = truncate(family.repeat(5), 12);
    expect(truncate("brand identity systems for tech startups", 24)).toBe("brand identity systems…");
    expect(charCount(cut)).toBeLessThanOrEqual(12);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut.slice(0, -1).replaceAll(family, "")).toBe("");
    expect(truncate("short", 10)).toBe("short");
  });

  it("strips the template's emoji and tidies the line", () => {
    expect(stripEmoji("✔️ {{skill1}}\n💼 {{profession}} ✨\n🗓️")).toBe("{{skill1}}\n{{profession}}");
    expect(stripEmoji("✦ a • b")).toBe("✦ a • b");
  });
});

describe.each(["ar", "en"] as const)("bio library (%s)", (lang) => {
  const library = libraries[lang];

  it("has usable templates and a call to action for every goal, short ones shorter", () => {
    expect(library.bios!.length).toBeGreaterThanOrEqual(biosPerSet * 2);
    for (const template of library.bios!) {
      expect(isUsableTemplate(template), template).toBe(true);
      // Emoji are decoration, never the only thing between two inputs.
      expect(stripEmoji(template), template).not.toMatch(/\}\}[ \t]*\{\{/);
    }
    for (const goal of bioGoals) {
      const ctas = library.ctas![goal]!;
      expect(ctas.length, goal).toBeGreaterThanOrEqual(3);
      for (const cta of ctas) expect(charCount(library.shortCtas![goal]!), `${goal}: ${cta}`).toBeLessThan(charCount(cta));
    }
  });

  it("writes typical bios in full: profession, the three skills, line breaks and the goal's call to action", () => {
    for (const goal of bioGoals) {
      const input = { ...typical[lang], goal };
      const { bios } = generateBios({ library, input, random: seededRandom(goal) });
      expect(bios).toHaveLength(biosPerSet);
      for (const bio of bios) {
        expect(bio.shortened, bio.text).toBe(false);
        expect(bio.text).toContain(input.profession);
        for (const skill of input.skills) expect(bio.text).toContain(skill);
        expect(bio.text).toContain("\n");
        expect(
          library.ctas![goal]!.some((cta) => bio.text.includes(cta)),
          bio.text,
        ).toBe(true);
        expect(bio.length).toBe(charCount(bio.text));
      }
    }
  });

  it("never goes over 150 characters, for every template, call to action and goal, even for absurd input", () => {
    for (const base of [typical[lang], ...extremes]) {
      for (const goal of bioGoals) {
        for (const emoji of [true, false]) {
          const input = { ...base, goal, emoji };
          for (let template = 0; template < library.bios!.length; template++) {
            for (let cta = 0; cta < library.ctas![goal]!.length; cta++) {
              const bio = renderBio(library, input, { template, cta })!;
              expect(charCount(bio.text), bio.text).toBeLessThanOrEqual(bioMaxLength);
              expect(bio.length).toBe(charCount(bio.text));
              expect(bio.text, bio.text).not.toMatch(/\{\{|\}\}/);
              expect(bio.text.trim()).not.toBe("");
            }
          }
        }
      }
    }
  });

  it("gives 5 to 10 distinct variants for the longest inputs too", () => {
    for (const input of extremes) {
      const { bios } = generateBios({ library, input, random: seededRandom("x") });
      expect(bios.length).toBeGreaterThanOrEqual(5);
      expect(bios.length).toBeLessThanOrEqual(10);
      expect(new Set(bios.map((bio) => bio.text)).size).toBe(bios.length);
    }
  });

  it("shortens a long real-world input at word boundaries, keeping every skill's first words and a call to action", () => {
    const input: BioInput = {
      profession:
        lang === "ar" ? "مصممة منتجات رقمية ومستشارة علامات تجارية للشركات الناشئة" : "Senior product designer and brand strategist for startups",
      skills:
        lang === "ar"
          ? ["أنظمة الهوية البصرية للشركات التقنية", "أبحاث تجربة المستخدم", "أنظمة التصميم في Figma"]
          : ["brand identity systems for tech startups", "UX research and usability testing", "Figma design systems"],
      goal: "bookings",
      emoji: true,
    };
    const { bios } = generateBios({ library, input, random: seededRandom("long") });
    expect(bios.length).toBeGreaterThanOrEqual(5);
    for (const bio of bios) {
      expect(charCount(bio.text)).toBeLessThanOrEqual(bioMaxLength);
      for (const skill of input.skills) expect(bio.text, bio.text).toContain(skill.split(" ").slice(0, 2).join(" "));
      expect(bio.text).toContain(input.profession.split(" ").slice(0, 3).join(" "));
      expect(bio.text).toContain(stripEmoji(library.shortCtas!.bookings!));
      // Cut between words: an ellipsis follows a whole word of the input.
      for (const match of bio.text.matchAll(/(\S+)…/gu))
        expect(`${input.profession} ${input.skills.join(" ")}`.split(" "), bio.text).toContain(match[1]);
    }
  });

  it("shortens sensibly: the longest valid input keeps its three skills' beginnings and a call to action", () => {
    const input = extremes[0]!;
    const { bios } = generateBios({ library, input, random: seededRandom("short") });
    for (const bio of bios) {
      expect(bio.shortened).toBe(true);
      expect(bio.text).toContain("…");
      for (const letter of ["ب", "ت", "ث"]) expect(bio.text).toContain(letter);
      expect(Object.values(library.shortCtas!).some((cta) => bio.text.includes(stripEmoji(cta)))).toBe(true);
    }
  });

  it("with emoji off, adds none of its own (the visitor's stay)", () => {
    const { bios } = generateBios({ library, input: { ...typical[lang], emoji: false }, random: seededRandom("plain") });
    for (const bio of bios) expect(emojiPattern.test(bio.text), bio.text).toBe(false);
    const withOwn = generateBios({ library, input: { ...typical[lang], profession: "🎨 Designer", emoji: false }, random: seededRandom("own") });
    for (const bio of withOwn.bios) expect(bio.text).toContain("🎨 Designer");
    const on = generateBios({ library, input: typical[lang], random: seededRandom("emoji") });
    expect(on.bios.some((bio) => emojiPattern.test(bio.text))).toBe(true);
  });

  it("regenerating picks templates not shown in the previous set", () => {
    const random = seededRandom(`again-${lang}`);
    let previous = pickBios(library, typical[lang], random);
    for (let round = 0; round < 20; round++) {
      const next = generateBios({ library, input: typical[lang], random, previous });
      const before = new Set(previous.map((pick) => pick.template));
      for (const pick of next.picks) expect(before.has(pick.template)).toBe(false);
      expect(next.bios.map((bio) => bio.text)).not.toEqual(renderBios(library, typical[lang], previous).map((bio) => bio.text));
      previous = next.picks;
    }
  });

  it("is reproducible with the same seed (server and browser render the same linked set)", () => {
    const a = generateBios({ library, input: typical[lang], random: seededRandom("s") });
    const b = generateBios({ library, input: typical[lang], random: seededRandom("s") });
    expect(a).toEqual(b);
  });
});

describe("defensive generation", () => {
  it("skips broken templates and survives a missing library", () => {
    const library: BioLibrary = {
      bios: ["{{profession}} {{cta}}", "{{profession}}{{skill1}}{{skill2}}{{skill3}}{{cta}}{{extra}}", 5 as unknown as string],
    };
    expect(generateBios({ library, input: typical.en, random: Math.random }).bios).toEqual([]);
    expect(generateBios({ library: {}, input: typical.en, random: Math.random }).bios).toEqual([]);
    expect(renderBio({}, typical.en, { template: 0, cta: 0 })).toBeNull();
  });
});
