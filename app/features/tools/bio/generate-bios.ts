import { seededRandom, shuffle } from "~/features/tools/kit/random";
/** Goals offered in the form, in order; the first is the default. */
export const bioGoals = ["clients", "bookings", "followers", "sales", "brand"] as const;
export type BioGoal = (typeof bioGoals)[number];

/** Instagram's bio limit. */
export const bioMaxLength = 150;
export const professionMaxLength = 60;
export const skillMaxLength = 40;
export const skillCount = 3;
/** Variants per set: within the 5-10 the page promises. */
export const biosPerSet = 6;

/** The page language's `tool-bio` template library. */
export type BioLibrary = {
  bios?: readonly string[];
  ctas?: Partial<Record<BioGoal, readonly string[]>>;
  shortCtas?: Partial<Record<BioGoal, string>>;
};

export type BioInput = { profession: string; skills: readonly string[]; goal: BioGoal; emoji: boolean };
/** Which template and which call to action a variant uses; kept so the emoji switch re-renders the same set. */
export type BioPick = { template: number; cta: number };
/** `shortened`: something was cut to fit (call to action, emoji, skills or profession). */
export type Bio = { key: string; text: string; length: number; shortened: boolean };

export type BioErrors = Partial<{
  profession: { code: "required" | "tooLong" };
  skills: { code: "count"; count: number } | { code: "tooLong"; skill: string } | { code: "duplicate"; skill: string };
}>;
export type BioCheck = { ok: true; input: BioInput } | { ok: false; errors: BioErrors };

/** Characters as Instagram counts them: an emoji or an Arabic letter is one, not two UTF-16 units. */
export const charCount = (text: string) => Array.from(text).length;

/** One line, single spaces, no braces (so input never looks like a template slot). */
export function cleanText(raw: unknown): string {
  if (typeof raw !== "string") return "";
  return raw.replace(/[{}]/g, "").replace(/\s+/gu, " ").trim();
}

/** Splits on Latin, Arabic and full-width commas (and line breaks from pasted lists); empty items are ignored. */
export function parseSkills(raw: unknown): string[] {
  if (typeof raw !== "string") return [];
  return raw
    .split(/[,،，\n\r]+/u)
    .map((skill) => cleanText(skill).replace(/^[\s.;:؛\-–•·]+|[\s.;:؛\-–•·]+$/gu, ""))
    .filter((skill) => skill !== "");
}

export function isGoal(value: unknown): value is BioGoal {
  return typeof value === "string" && (bioGoals as readonly string[]).includes(value);
}

export function validateBio(values: { profession?: unknown; skills?: unknown; goal?: unknown; emoji?: unknown }): BioCheck {
  const errors: BioErrors = {};
  const profession = cleanText(values.profession);
  if (profession === "") errors.profession = { code: "required" };
  else if (charCount(profession) > professionMaxLength) errors.profession = { code: "tooLong" };

  const skills = parseSkills(values.skills);
  const long = skills.find((skill) => charCount(skill) > skillMaxLength);
  const seen = new Set<string>();
  const duplicate = skills.find((skill) => {
    const key = skill.toLocaleLowerCase();
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
  if (skills.length !== skillCount) errors.skills = { code: "count", count: skills.length };
  else if (long) errors.skills = { code: "tooLong", skill: long };
  else if (duplicate) errors.skills = { code: "duplicate", skill: duplicate };

  if (errors.profession || errors.skills) return { ok: false, errors };
  return { ok: true, input: { profession, skills, goal: isGoal(values.goal) ? values.goal : bioGoals[0], emoji: values.emoji !== false } };
}

const slots = ["profession", "skill1", "skill2", "skill3", "cta"] as const;
const slotPattern = /\{\{\s*(\w+)\s*\}\}/g;

/** A usable template names every slot and no other. */
export function isUsableTemplate(template: unknown): template is string {
  if (typeof template !== "string") return false;
  const found = new Set(Array.from(template.matchAll(slotPattern), (match) => match[1]));
  return slots.every((name) => found.has(name)) && found.size === slots.length && !/\{\{|\}\}/.test(template.replace(slotPattern, ""));
}

const emoji =
  /(?:\p{Extended_Pictographic}|\p{Regional_Indicator})(?:\uFE0F|\u20E3|\p{Emoji_Modifier}|\u200D(?:\p{Extended_Pictographic}|\p{Regional_Indicator})\uFE0F?)*/gu;

/** Removes the template's own emoji (never the visitor's) and tidies the lines that held them. */
export function stripEmoji(text: string): string {
  return text
    .replace(emoji, "")
    .split("\n")
    .map((line) => line.replace(/ {2,}/g, " ").trim())
    .filter((line) => line !== "")
    .join("\n");
}

const segmenter = typeof Intl !== "undefined" && "Segmenter" in Intl ? new Intl.Segmenter(undefined, { granularity: "grapheme" }) : null;
const graphemes = (text: string): string[] => (segmenter ? Array.from(segmenter.segment(text), (part) => part.segment) : Array.from(text));

/**
 * Cuts to at most `max` characters, ending with "…": at a word boundary when
 * one is near, and never inside an emoji or a letter with its marks.
 */
export function truncate(text: string, max: number): string {
  if (charCount(text) <= max) return text;
  let out = "";
  for (const part of graphemes(text)) {
    if (charCount(out) + charCount(part) > max - 1) break;
    out += part;
  }
  const space = out.lastIndexOf(" ");
  if (space > 0 && charCount(out.slice(0, space)) >= (max - 1) * 0.6) out = out.slice(0, space);
  return `${out.replace(/[\s,،.:;؛|·•\-–]+$/u, "")}…`;
}

function fill(template: string, values: Record<(typeof slots)[number], string>): string {
  return template.replace(slotPattern, (_, name: string) => values[name as (typeof slots)[number]] ?? "");
}

/**
 * Ways to fit 150 characters, gentlest first: the short call to action, then
 * no emoji, then skills and profession cut back together, a little at a time.
 */
const fitSteps: { shortCta: boolean; dropEmoji: boolean; skill: number; profession: number }[] = [
  { shortCta: false, dropEmoji: false, skill: Infinity, profession: Infinity },
  { shortCta: true, dropEmoji: false, skill: Infinity, profession: Infinity },
  { shortCta: true, dropEmoji: true, skill: Infinity, profession: Infinity },
  ...[
    [28, 48],
    [22, 40],
    [18, 32],
    [14, 26],
    [10, 20],
    [8, 16],
  ].map(([skill, profession]) => ({ shortCta: true, dropEmoji: true, skill: skill!, profession: profession! })),
];

/** One variant, always at most 150 characters. */
export function renderBio(library: BioLibrary, input: BioInput, pick: BioPick): Bio | null {
  const composed = compose(library, input, pick);
  if (!composed) return null;
  return { key: `${pick.template}.${pick.cta}`, text: composed.text, length: charCount(composed.text), shortened: composed.cuts > 0 };
}

/** The variant's text and how many fit steps it needed (0: nothing was cut). */
function compose(library: BioLibrary, input: BioInput, pick: BioPick): { text: string; cuts: number } | null {
  const template = library.bios?.[pick.template];
  if (!isUsableTemplate(template)) return null;
  const ctas = (library.ctas?.[input.goal] ?? []).filter((cta): cta is string => typeof cta === "string" && cta.trim() !== "");
  const longCta = ctas.length > 0 ? ctas[pick.cta % ctas.length]! : "";
  const shortCta = library.shortCtas?.[input.goal] ?? longCta;
  const skills = [0, 1, 2].map((index) => input.skills[index] ?? "");
  let text = "";
  for (const [index, step] of fitSteps.entries()) {
    const useEmoji = input.emoji && !step.dropEmoji;
    const cta = cleanText(step.shortCta ? shortCta : longCta);
    text = tidy(
      fill(useEmoji ? template : stripEmoji(template), {
        profession: truncate(input.profession, step.profession),
        skill1: truncate(skills[0]!, step.skill),
        skill2: truncate(skills[1]!, step.skill),
        skill3: truncate(skills[2]!, step.skill),
        cta: useEmoji ? cta : stripEmoji(cta),
      }),
    );
    if (charCount(text) <= bioMaxLength) return { text, cuts: index };
  }
  // Only a template far longer than any in the library gets here: the hard limit still holds.
  return { text: truncate(text, bioMaxLength), cuts: fitSteps.length };
}

function tidy(text: string): string {
  return text
    .split("\n")
    .map((line) => line.replace(/ {2,}/g, " ").trim())
    .filter((line) => line !== "")
    .join("\n");
}

/** How much a template has to cut for this input (0: nothing). */
function cutsFor(library: BioLibrary, input: BioInput, template: number): number {
  return compose(library, input, { template, cta: 0 })?.cuts ?? Number.POSITIVE_INFINITY;
}

/**
 * Picks templates at random, avoiding the ones in `previous` where the library
 * allows; among those, templates that fit the input with fewer cuts come first
 * (a long profession gets the compact layouts rather than clipped skills).
 * Each pick gets a call to action, spread over the goal's list.
 */
export function pickBios(
  library: BioLibrary,
  input: BioInput,
  random: () => number,
  previous: readonly BioPick[] = [],
  count = biosPerSet,
): BioPick[] {
  const usable = (library.bios ?? []).flatMap((template, index) => (isUsableTemplate(template) ? [index] : []));
  const before = new Set(previous.map((pick) => pick.template));
  const cuts = new Map(usable.map((index) => [index, cutsFor(library, input, index)]));
  const byCuts = (a: number, b: number) => cuts.get(a)! - cuts.get(b)!;
  const fresh = shuffle(
    usable.filter((index) => !before.has(index)),
    random,
  ).sort(byCuts);
  const again = shuffle(
    usable.filter((index) => before.has(index)),
    random,
  ).sort(byCuts);
  const templates = [...fresh, ...again].slice(0, count);
  const ctaCount = Math.max(1, library.ctas?.[input.goal]?.length ?? 1);
  const ctaOrder = shuffle(
    Array.from({ length: ctaCount }, (_, index) => index),
    random,
  );
  return templates.map((template, index) => ({ template, cta: ctaOrder[index % ctaOrder.length]! }));
}

export function renderBios(library: BioLibrary, input: BioInput, picks: readonly BioPick[]): Bio[] {
  const seen = new Set<string>();
  return picks.flatMap((pick) => {
    const bio = renderBio(library, input, pick);
    if (!bio || seen.has(bio.text)) return [];
    seen.add(bio.text);
    return [bio];
  });
}

export function generateBios({
  library,
  input,
  random,
  previous = [],
  count = biosPerSet,
}: {
  library: BioLibrary;
  input: BioInput;
  random: () => number;
  previous?: readonly BioPick[];
  count?: number;
}): { picks: BioPick[]; bios: Bio[] } {
  const picks = pickBios(library, input, random, previous, count);
  return { picks, bios: renderBios(library, input, picks) };
}

export { seededRandom, shuffle };
