import { languages, otherLanguage, type Lang } from "../i18n/languages";
import type { TextField } from "./list-kit";
import { listDescriptor, listNames, type ListName } from "./lists/catalogue";
import { countSteps, freshSteps, inStepAgain, textBehind, type TextOf, type TextSteps } from "./text-steps";

/**
 * Translations kept in step for the texts of his list items (issue 43, item 7), as for page texts and
 * articles: when he changes the Arabic of a service's name (or of a question, a job's bullet points…)
 * after its English was written, the English "may be out of date" until he edits or confirms it, and
 * the other way round. The steps live beside the page texts' (`textSteps`, keyed `list:<list>.<id>.<field>`),
 * so drafts, history, export and backups carry them; an item's entries go with the item.
 */

type Item = { id: string } & Record<string, unknown>;
/** The lists of a document this module reads, and the steps. */
type WithLists = { lists: Record<ListName, readonly unknown[]>; textSteps?: TextSteps | undefined };

const prefix = "list:";
export const listStepKey = (list: ListName, id: string, field: string) => `${prefix}${list}.${id}.${field}`;

/** The list, item and field a key names, if it names one of a list's tracked texts. */
export function parseListStepKey(key: string): { list: ListName; id: string; field: string } | undefined {
  if (!key.startsWith(prefix)) return undefined;
  const [list, id, field, ...rest] = key.slice(prefix.length).split(".");
  if (!list || !id || !field || rest.length > 0 || !(listNames as readonly string[]).includes(list)) return undefined;
  return trackedFields(list as ListName).includes(field) ? { list: list as ListName, id, field } : undefined;
}

/**
 * The texts of a list whose two languages say the same thing: every text but an address (each
 * language's slug is its own, in its own script, and changes for reasons of its own).
 */
export function trackedFields(list: ListName): string[] {
  let fields = tracked.get(list);
  if (!fields) {
    fields = Object.entries(listDescriptor(list).fields)
      .filter(([, spec]) => spec.kind === "text" && (spec as TextField).format !== "slug")
      .map(([name]) => name);
    tracked.set(list, fields);
  }
  return fields;
}
/** The descriptions never change: each list's tracked fields are read from it once. */
const tracked = new Map<ListName, string[]>();

const itemsOf = (document: WithLists, list: ListName) => document.lists[list] as readonly Item[];
const wordsOf = (item: Item | undefined, field: string, lang: Lang): string =>
  ((item?.[field] as Partial<Record<Lang, string>> | undefined)?.[lang] ?? "").trim();

/**
 * How a list text of the document reads in a language ("" for an item or a field that is not there). A save
 * reads every text of every item twice a language: each list's items are found by id through one index.
 */
export function listTextOf(document: WithLists): TextOf {
  const byId = new Map<ListName, Map<string, Item>>();
  const itemOf = (list: ListName, id: string) => {
    let items = byId.get(list);
    if (!items) byId.set(list, (items = new Map(itemsOf(document, list).map((item) => [item.id, item]))));
    return items.get(id);
  };
  return (lang, key) => {
    const named = parseListStepKey(key);
    return named ? wordsOf(itemOf(named.list, named.id), named.field, lang) : "";
  };
}

/**
 * The steps after a save, with the list texts counted: `steps` (the page texts' steps of this save)
 * gains a version for each language of an item's text that changed; an item new in this save starts in
 * step, and the entries of items no longer in the document go.
 */
export function trackListSteps(before: WithLists, after: WithLists, steps: TextSteps | undefined): TextSteps | undefined {
  const next: TextSteps = structuredClone(steps ?? {});
  for (const key of Object.keys(next)) {
    const named = parseListStepKey(key);
    if (key.startsWith(prefix) && (!named || !itemsOf(after, named.list).some((item) => item.id === named.id))) delete next[key];
  }
  const keys: string[] = [];
  for (const list of listNames) {
    const earlier = new Set(itemsOf(before, list).map((item) => item.id));
    const fields = trackedFields(list);
    for (const item of itemsOf(after, list)) if (earlier.has(item.id)) keys.push(...fields.map((field) => listStepKey(list, item.id, field)));
  }
  countSteps(next, keys, listTextOf(before), listTextOf(after), before.textSteps);
  return Object.keys(next).length ? next : undefined;
}

export type ListTextBehind = { key: string; list: ListName; id: string; field: string; lang: Lang };

/** Every list text with a language behind its other language (and words of its own: an empty one is a missing translation, said elsewhere). */
export function listTextsBehind(document: WithLists): ListTextBehind[] {
  const text = listTextOf(document);
  return Object.keys(document.textSteps ?? {}).flatMap((key) => {
    const named = parseListStepKey(key);
    if (!named) return [];
    return languages.filter((lang) => textBehind(document.textSteps, key, lang) && text(lang, key) !== "").map((lang) => ({ key, ...named, lang }));
  });
}

/** He read both and says this language of an item's text still says the same as the other: in step again. */
export function confirmListText<D extends WithLists>(document: D, key: string, lang: Lang): D {
  const text = listTextOf(document);
  const entry = inStepAgain(document.textSteps?.[key] ?? freshSteps(text, key), lang, text(otherLanguage(lang), key));
  return { ...document, textSteps: { ...document.textSteps, [key]: entry } };
}
