import { languages, type Lang } from "../i18n/languages";
import type { ContentDocument } from "./content-document";
import { listDescriptor, listNames, type ListName } from "./lists/catalogue";
import { formatBlocks, parseBlocks, type LegacyItemTexts } from "./list-kit";
import { upgradeValue } from "./field-kinds";
import { retiredSamples } from "./retired-samples";

type Loose = { lists?: Record<string, unknown>; texts?: Partial<Record<Lang, Record<string, unknown>>>; settings?: unknown };
type LooseItem = Record<string, unknown> & { sample?: boolean };

/**
 * An older document (a revision, the draft, an export or a backup's content,
 * from before a list, a list field or a setting existed) as the current
 * schema wants it. This is the one place every new field passes through
 * (ADR 053): the shipped content and its settings hold each field's default.
 * - each list it lacks gets the shipped items, and its changes to the page
 *   texts those items used to be (a list's `legacyTexts`) are carried onto
 *   them, so nothing the owner wrote is lost; texts under a list's old key are
 *   dropped either way: they no longer exist;
 * - an item stored before one of its list's fields existed gets, while it is
 *   still the sample, the shipped item's value for it; an item he edited or
 *   added gets the field kind's empty value (list-kit's `upgradeValue`);
 * - settings stored before a field existed get the shipped value for it;
 * - a sample item's text still in words the shipped content has rewritten takes the new words.
 * Anything that is not a document is returned as it is, for the schema to refuse.
 */
export function upgradeDocument(raw: unknown, shipped: ContentDocument): unknown {
  if (!raw || typeof raw !== "object") return raw;
  const source = raw as Loose;
  if (!source.lists || typeof source.lists !== "object" || Array.isArray(source.lists)) return raw;
  const missing = listNames.filter((name) => !Object.hasOwn(source.lists!, name));
  // The old keys: everything under a legacy key, or for texts that were one item each, those of the shipped items' ids
  // (the contact topics' names sat beside the form's other texts, which stay).
  const legacyKeys = listNames.flatMap((name) =>
    (listDescriptor(name).legacyTexts ?? []).flatMap((legacy) =>
      "byId" in legacy
        ? (shipped.lists[name] as unknown as { id: string }[]).flatMap((item) => [`${legacy.key}.${item.id}.`, `${legacy.key}.${item.id}`])
        : [`${legacy.key}.`],
    ),
  );
  const texts = source.texts && typeof source.texts === "object" ? source.texts : undefined;
  const stale = (key: string) => legacyKeys.some((prefix) => (prefix.endsWith(".") ? key.startsWith(prefix) : key === prefix));
  const hasStale = texts && languages.some((lang) => texts[lang] && Object.keys(texts[lang]).some(stale));
  const behind = itemsBehind(source.lists);
  const settingsBehind = missingSettings(source.settings, shipped);
  const rewritten = retiredIn(source.lists, shipped);
  if (missing.length === 0 && !hasStale && behind.length === 0 && settingsBehind.length === 0 && rewritten.length === 0) return raw;

  const document = structuredClone(source) as Loose & { lists: Record<string, unknown> };
  for (const { name, index, fields } of behind) {
    const item = (document.lists[name] as LooseItem[])[index]!;
    const from = (shipped.lists[name] as unknown as LooseItem[]).find((candidate) => candidate.id === item.id);
    const spec = listDescriptor(name).fields;
    for (const field of fields)
      item[field] = from && item.sample === true && Object.hasOwn(from, field) ? structuredClone(from[field]) : upgradeValue(spec[field]!);
  }
  for (const { name, index, field, lang, value } of rewritten)
    ((document.lists[name] as LooseItem[])[index]![field] as Record<Lang, string>)[lang] = value;
  if (settingsBehind.length > 0) {
    const settings = document.settings as Record<string, unknown>;
    const values = shipped.settings as unknown as Record<string, unknown>;
    for (const field of settingsBehind) settings[field] = structuredClone(values[field]);
  }
  for (const name of missing) {
    const items = structuredClone(shipped.lists[name]) as unknown as LooseItem[];
    const { legacyTexts = [], tagField } = listDescriptor(name);
    for (const [lang, from] of languages.flatMap((lang) => legacyTexts.map((from) => [lang, from] as const))) {
      const overrides = document.texts?.[lang];
      if (!overrides || typeof overrides !== "object") continue;
      if ("byId" in from) {
        carryItemTexts(items, from, lang, overrides);
        continue;
      }
      // The items the old texts were numbered among: those of one tag (a card group), or all.
      const among = from.tag === undefined || !tagField ? items : items.filter((item) => item[tagField] === from.tag);
      for (const [key, value] of Object.entries(overrides)) {
        if (!key.startsWith(`${from.key}.`) || typeof value !== "string") continue;
        const [index = "", part = "", line] = key.slice(from.key.length + 1).split(".");
        const item = among[Number(index)];
        const field = Object.hasOwn(from.fields, part) ? from.fields[part] : undefined;
        const text = item && field !== undefined ? (item[field] as Record<Lang, string> | undefined) : undefined;
        if (!item || !text) continue;
        if (line === undefined) text[lang] = value;
        else {
          const all = text[lang].split("\n");
          all[Number(line)] = value;
          text[lang] = all.join("\n");
        }
        item.sample = false;
      }
    }
    document.lists[name] = items;
  }
  for (const lang of languages) {
    const overrides = document.texts?.[lang];
    if (!overrides || typeof overrides !== "object") continue;
    for (const key of Object.keys(overrides)) if (stale(key)) delete overrides[key];
  }
  return document;
}

/**
 * Items stored before a field their list now has. A sample item is the shipped one, so the shipped item
 * gives its value (a figure's fact); an item he edited gets the field's empty value (list-kit's upgradeValue).
 */
function itemsBehind(lists: Record<string, unknown>) {
  const behind: { name: ListName; index: number; fields: string[] }[] = [];
  for (const name of listNames) {
    const items = lists[name];
    if (!Array.isArray(items)) continue;
    const fields = Object.keys(listDescriptor(name).fields);
    items.forEach((item: LooseItem, index) => {
      if (!item || typeof item !== "object" || Array.isArray(item)) return;
      const lacking = fields.filter((field) => !Object.hasOwn(item, field));
      if (lacking.length > 0) behind.push({ name, index, fields: lacking });
    });
  }
  return behind;
}

/** Sample items' texts still in words the shipped content has since rewritten (retired-samples.ts), with the new words. */
function retiredIn(lists: Record<string, unknown>, shipped: ContentDocument) {
  const found: { name: ListName; index: number; field: string; lang: Lang; value: string }[] = [];
  for (const { list, id, field, was } of retiredSamples) {
    const items = lists[list];
    if (!Array.isArray(items)) continue;
    const index = items.findIndex((item: LooseItem) => item && typeof item === "object" && item.id === id && item.sample === true);
    const now = (shipped.lists[list] as unknown as LooseItem[]).find((item) => item.id === id)?.[field] as Record<Lang, string> | undefined;
    const text = index >= 0 ? ((items[index] as LooseItem)[field] as Record<Lang, unknown> | undefined) : undefined;
    if (!now || !text || typeof text !== "object") continue;
    for (const lang of languages)
      if (was[lang] !== undefined && text[lang] === was[lang]) found.push({ name: list, index, field, lang, value: now[lang] });
  }
  return found;
}

/** The settings fields a document's settings lack (none when it has no settings: the server adds the published ones, ADR 040). */
function missingSettings(settings: unknown, shipped: ContentDocument): string[] {
  if (!settings || typeof settings !== "object" || Array.isArray(settings) || !shipped.settings) return [];
  return Object.keys(shipped.settings).filter((field) => !Object.hasOwn(settings, field));
}

/**
 * Carries an older document's changes to the texts of items that were pages
 * ("services:items.web.meta.title") onto the shipped items with those ids.
 */
function carryItemTexts(items: LooseItem[], from: LegacyItemTexts, lang: Lang, overrides: Record<string, unknown>) {
  const patterns = Object.entries(from.paths).map(([path, field]) => ({
    pattern: new RegExp(`^${path.replace(/\./g, "\\.").replace("*", "(\\d+)")}$`),
    field,
  }));
  for (const [key, value] of Object.entries(overrides)) {
    if (!key.startsWith(`${from.key}.`) || typeof value !== "string") continue;
    const [id = "", ...rest] = key.slice(from.key.length + 1).split(".");
    const item = items.find((candidate) => candidate.id === id);
    const path = rest.join(".");
    const match = patterns.map(({ pattern, field }) => ({ found: pattern.exec(path), field })).find(({ found }) => found);
    if (!item || !match) continue;
    const [field = "", part] = match.field.split(".");
    const text = item[field] as Record<Lang, string> | undefined;
    if (!text) continue;
    if (part === undefined) text[lang] = value;
    else {
      const entries = parseBlocks(text[lang]);
      const entry = entries[Number(match.found![1])];
      if (!entry) continue;
      entry[part as "title" | "text"] = value;
      text[lang] = formatBlocks(entries);
    }
    item.sample = false;
  }
}
