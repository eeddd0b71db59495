import { seededRandom, shuffle } from "~/features/tools/kit/random";
/** Hook styles, in the order the page shows them. */
export const hookCategories = ["curiosity", "pain", "numbers", "contrarian", "story", "proof", "question"] as const;
export type HookCategory = (typeof hookCategories)[number];

/** Template library per style, from the page language's `tool-hooks` bundle. */
export type HookTemplates = Partial<Record<HookCategory, readonly string[]>>;

export type Hook = { key: string; category: HookCategory; text: string };
export type HookGroup = { category: HookCategory; hooks: Hook[] };

export const topicMaxLength = 80;
/** Two hooks per style: 14 with the seven styles, within the 10-20 the page promises. */
export const hooksPerCategory = 2;

const slot = /\{\{\s*topic\s*\}\}/g;

/** Characters, not UTF-16 units, so an emoji or an Arabic letter counts once. */
export const charCount = (text: string) => Array.from(text).length;

/**
 * One line, single spaces, no braces (so a topic can never look like an
 * unfilled slot), no stray punctuation at the end (templates add their own).
 */
export function normalizeTopic(raw: unknown): string {
  if (typeof raw !== "string") return "";
  return raw
    .replace(/[{}]/g, "")
    .replace(/\s+/gu, " ")
    .trim()
    .replace(/[\s.,;:!?،؛؟…]+$/u, "")
    .replace(/^["'“”«»]+(.*?)["'“”«»]+$/u, "$1")
    .trim();
}

export type TopicCheck = { ok: true; topic: string } | { ok: false; error: "required" | "tooLong" };

export function validateTopic(raw: unknown): TopicCheck {
  const topic = normalizeTopic(raw);
  if (topic === "") return { ok: false, error: "required" };
  if (charCount(topic) > topicMaxLength) return { ok: false, error: "tooLong" };
  return { ok: true, topic };
}

/** A usable template has the topic slot and no other slot. */
export function isUsableTemplate(template: unknown): template is string {
  if (typeof template !== "string") return false;
  const rest = template.replace(slot, "");
  return rest !== template && !/\{\{|\}\}/.test(rest) && rest.trim() !== "";
}

export function fillTemplate(template: string, topic: string): string {
  // A function replacement: a "$&" in the topic stays literal.
  return template.replace(slot, () => topic);
}

/** Picks `count` items at random, preferring ones not in `avoid`. */
export function sample<T>(items: readonly T[], count: number, random: () => number, avoid: (item: T) => boolean = () => false): T[] {
  const fresh = shuffle(
    items.filter((item) => !avoid(item)),
    random,
  );
  const used = shuffle(items.filter(avoid), random);
  return [...fresh, ...used].slice(0, count);
}

type Options = {
  templates: HookTemplates;
  topic: string;
  random: () => number;
  /** Keys of the set shown before: a new set avoids them where the library allows. */
  previous?: ReadonlySet<string>;
  perCategory?: number;
};

/**
 * Hooks for a topic, grouped by style. The topic must already be valid
 * (validateTopic); an empty topic gives no hooks rather than half sentences.
 */
export function generateHooks({ templates, topic, random, previous = new Set(), perCategory = hooksPerCategory }: Options): HookGroup[] {
  if (normalizeTopic(topic) === "") return [];
  const groups: HookGroup[] = [];
  for (const category of hookCategories) {
    const library = Array.isArray(templates[category]) ? templates[category] : [];
    const usable = library.flatMap((template, index) => (isUsableTemplate(template) ? [{ key: `${category}.${index}`, template }] : []));
    const picked = sample(usable, perCategory, random, (item) => previous.has(item.key));
    if (picked.length === 0) continue;
    groups.push({ category, hooks: picked.map(({ key, template }) => ({ key, category, text: fillTemplate(template, topic) })) });
  }
  return groups;
}

/** Plain text of every hook, grouped under its style's title, for "copy all". */
export function hooksAsText(groups: readonly HookGroup[], title: (category: HookCategory) => string): string {
  return groups.map((group) => [title(group.category), ...group.hooks.map((hook) => `- ${hook.text}`)].join("\n")).join("\n\n");
}

export { seededRandom, shuffle };
