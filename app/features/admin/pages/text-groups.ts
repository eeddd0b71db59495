import type { ShippedText, ShippedTexts } from "#core/content/shipped-texts";
import type { ContentDocument } from "#core/content/content-document";
import { isSlugKey } from "#core/content/text-overrides";
import type { Lang } from "#core/i18n/languages";
import type { Namespace } from "#core/i18n/namespaces";
import { pathFor, type Page, type SlugTable, type StaticPage } from "#core/i18n/page-paths";
import { isToolId, tools, type ToolId } from "#core/catalogue/tools";

/** The kinds of group the Pages screen lists, in the order it lists them. */
export const groupKinds = [
  "home",
  "servicesPage",
  "service",
  "sectorsPage",
  "sector",
  "landingShared",
  "landing",
  "about",
  "portfolio",
  "faq",
  "cv",
  "toolsPage",
  "tool",
  "credibility",
  "contact",
  "legal",
  "assistant",
  "site",
  "other",
] as const;
export type GroupKind = (typeof groupKinds)[number];

/** Where a group sits in the list of groups (a heading above related groups). */
export const groupSections = ["pages", "services", "sectors", "landing", "tools", "siteWide"] as const;
export type GroupSection = (typeof groupSections)[number];
const sectionOf: Record<GroupKind, GroupSection> = {
  home: "pages",
  servicesPage: "services",
  service: "services",
  sectorsPage: "sectors",
  sector: "sectors",
  landingShared: "landing",
  landing: "landing",
  about: "pages",
  portfolio: "pages",
  faq: "pages",
  cv: "pages",
  toolsPage: "tools",
  tool: "tools",
  credibility: "pages",
  contact: "pages",
  legal: "pages",
  assistant: "siteWide",
  site: "siteWide",
  other: "siteWide",
};

/** A set of texts the owner recognises as one page or one part of the site. */
export type TextGroup = {
  id: string;
  kind: GroupKind;
  section: GroupSection;
  /** The item's title in the studio's language for item groups (a service, a tool…), the namespace for "other". */
  name: string;
  /** The public page that shows these texts (the draft bar's preview opens it). */
  page: Page;
  /** The part of each key the group name already says ("services:items.web."), left out of the row labels. */
  prefixes: string[];
  entries: ShippedText[];
};

const staticPageOf: Partial<Record<GroupKind, StaticPage>> = {
  servicesPage: "services",
  sectorsPage: "sectors",
  about: "about",
  portfolio: "portfolio",
  faq: "faq",
  cv: "cv",
  toolsPage: "free-tools",
  credibility: "credibility",
  contact: "contact",
  legal: "privacy-policy",
};
const pagesSections: Record<string, GroupKind> = { about: "about", portfolio: "portfolio", faq: "faq", cv: "cv", "free-tools": "toolsPage" };
const itemNamespaces: Partial<Record<Namespace, [page: GroupKind, item: GroupKind]>> = {
  services: ["servicesPage", "service"],
  sectors: ["sectorsPage", "sector"],
  landing: ["landingShared", "landing"],
  tools: ["toolsPage", "tool"],
};
const wholeNamespaces: Partial<Record<Namespace, GroupKind>> = {
  home: "home",
  common: "site",
  assistant: "assistant",
  credibility: "credibility",
  contact: "contact",
  legal: "legal",
};
const toolOfNamespace = new Map<string, ToolId>(tools.map((tool) => [tool.namespace, tool.id]));

/** Which group a text belongs to: its kind, the item it describes (if any) and the key prefix the group name says. */
export function groupOf(ns: Namespace, path: string): { kind: GroupKind; item?: string; prefix: string } {
  const whole = wholeNamespaces[ns];
  if (whole) return { kind: whole, prefix: `${ns}:` };
  const items = itemNamespaces[ns];
  if (items) {
    const item = /^items\.([^.]+)\./.exec(path)?.[1];
    return item ? { kind: items[1], item, prefix: `${ns}:items.${item}.` } : { kind: items[0], prefix: `${ns}:` };
  }
  const tool = toolOfNamespace.get(ns);
  if (tool) return { kind: "tool", item: tool, prefix: `${ns}:` };
  if (ns === "pages") {
    const section = path.split(".")[0]!;
    const kind = pagesSections[section];
    if (kind) return { kind, prefix: `pages:${section}.` };
  }
  return { kind: "other", item: ns, prefix: `${ns}:` };
}

function pageOf(kind: GroupKind, item: string | undefined): Page {
  const page = staticPageOf[kind];
  if (page) return { kind: "static", page };
  if (item !== undefined) {
    if (kind === "tool" && isToolId(item)) return { kind: "tool", id: item };
  }
  return { kind: "home" };
}

/** The item's title in a language: the card title of a service, sector, landing page or tool. */
function itemTitle(byKey: Map<string, ShippedText>, kind: GroupKind, item: string, lang: Lang): string {
  const ns = kind === "service" ? "services" : kind === "sector" ? "sectors" : kind === "landing" ? "landing" : kind === "tool" ? "tools" : undefined;
  return (ns && byKey.get(`${ns}:items.${item}.title`)?.[lang]) || item;
}

/**
 * The shipped texts as groups the owner understands, in the order of `groupKinds` (items in catalogue
 * order), items named in the studio's language.
 */
export function buildGroups(texts: ShippedTexts, lang: Lang): TextGroup[] {
  const byKey = new Map(texts.namespaces.flatMap(({ entries }) => entries.map((entry) => [entry.key, entry] as const)));
  const groups = new Map<string, TextGroup>();
  for (const { ns, entries } of texts.namespaces) {
    for (const entry of entries) {
      const path = entry.key.slice(ns.length + 1);
      const { kind, item, prefix } = groupOf(ns, path);
      const id = item === undefined ? kind : `${kind}:${item}`;
      let group = groups.get(id);
      if (!group) {
        const name = item === undefined ? "" : kind === "other" ? item : itemTitle(byKey, kind, item, lang);
        group = { id, kind, section: sectionOf[kind], name, page: pageOf(kind, item), prefixes: [], entries: [] };
        groups.set(id, group);
      }
      if (!group.prefixes.includes(prefix)) group.prefixes.push(prefix);
      group.entries.push(entry);
    }
  }
  const rank = (group: TextGroup) => groupKinds.indexOf(group.kind);
  return [...groups.values()].sort((a, b) => rank(a) - rank(b));
}

const words = (segment: string) => {
  const spaced = segment.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[-_]/g, " ");
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
};
/** The key endings a label names as a whole ("meta.title" → "Search result title"), by their name in KeyWords.named. */
const namedPaths = { "meta.title": "metaTitle", "meta.description": "metaDescription", "meta.slug": "metaSlug" } as const;
type NamedPath = (typeof namedPaths)[keyof typeof namedPaths];
const englishNamed: Record<NamedPath, string> = {
  metaTitle: "Search result title",
  metaDescription: "Search result description",
  metaSlug: "Page address",
};
const pluralSuffix = /^(.+)_(zero|one|two|few|many|other)$/;

/**
 * The words a text's label is made of, in one language (admin.json `studio.pages.keyWords`): a name for
 * each key segment ("hero"), the name of one of a numbered list ("steps" → "Step", followed by its
 * number), the name of each plural form ("few") and of the whole endings in `namedPaths`.
 */
export type KeyWords = {
  segments: Record<string, string>;
  numbered: Record<string, string>;
  pluralForms: Record<string, string>;
  named: Record<string, string>;
};
const noWords: KeyWords = { segments: {}, numbered: {}, pluralForms: {}, named: {} };

/** A key's label, part by part: each with the dictionary entry it is read from and the English it falls back to. */
function labelParts(key: string, prefixes: readonly string[]) {
  const prefix = prefixes.filter((p) => key.startsWith(p)).sort((a, b) => b.length - a.length)[0] ?? key.slice(0, key.indexOf(":") + 1);
  let path = key.slice(prefix.length);
  const ending = (Object.keys(namedPaths) as (keyof typeof namedPaths)[]).find((end) => path === end || path.endsWith(`.${end}`));
  if (ending) path = path.slice(0, -ending.length).replace(/\.$/, "");
  const parts: { segment: string; numbers: number[] }[] = [];
  for (const segment of path ? path.split(".") : []) {
    // "steps.2" is the third step: one part, named as one of a list and numbered from 1.
    if (/^\d+$/.test(segment) && parts.length > 0) parts.at(-1)!.numbers.push(Number(segment) + 1);
    else parts.push({ segment, numbers: [] });
  }
  return { parts, named: ending && namedPaths[ending] };
}

/** One segment's name: its own entry, or (for a plural form, "tooLong_few") its base's name and the form's. */
function segmentName(segment: string, dictionary: KeyWords, missing?: string[]): string {
  const own = dictionary.segments[segment];
  if (own) return own;
  if (/^\d+$/.test(segment)) return segment;
  const plural = pluralSuffix.exec(segment);
  if (plural) {
    const [, base, form] = plural as unknown as [string, string, string];
    return `${segmentName(base, dictionary, missing)} ${lookup(dictionary.pluralForms, form, form, `pluralForms.${form}`, missing)}`;
  }
  missing?.push(`segments.${segment}`);
  return words(segment);
}
function lookup(table: Record<string, string>, name: string, fallback: string, path: string, missing?: string[]): string {
  const found = table[name];
  if (found) return found;
  missing?.push(path);
  return fallback;
}

function label(key: string, prefixes: readonly string[], dictionary: KeyWords, missing?: string[]): string {
  const { parts, named } = labelParts(key, prefixes);
  const shown = parts.map(({ segment, numbers }) => {
    if (numbers.length === 0) return segmentName(segment, dictionary, missing);
    const one = dictionary.numbered[segment] ?? (missing?.push(`numbered.${segment}`), segmentName(segment, dictionary));
    return [one, ...numbers].join(" ");
  });
  if (named) shown.push(lookup(dictionary.named, named, englishNamed[named], `named.${named}`, missing));
  return shown.join(" › ");
}

/**
 * A key as words, without the part the group already says, in the words of `dictionary` (the studio's
 * language): "pageContent.process.steps.2.title" → "Page content › Process › Steps 3 › Title" in English,
 * «محتوى الصفحة › مراحل العمل › الخطوة 3 › العنوان» in Arabic. A segment the dictionary lacks reads as
 * English words made from the key.
 */
export function readableKey(key: string, prefixes: readonly string[] = [], dictionary: KeyWords = noWords): string {
  return label(key, prefixes, dictionary);
}

/** The dictionary entries a key's label needs and `dictionary` lacks ("segments.hero", "numbered.steps"…). */
export function missingKeyWords(key: string, prefixes: readonly string[], dictionary: KeyWords): string[] {
  const missing: string[] = [];
  label(key, prefixes, dictionary, missing);
  return missing;
}

/** Text folded for matching: case, Latin accents, Arabic diacritics, tatweel and letter variants (أ إ آ → ا, ى → ي, ة → ه). */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\p{M}\u0640]/gu, "")
    .replace(/ى/g, "ي")
    .replace(/ة/g, "ه")
    .toLowerCase();
}

export type Overrides = ContentDocument["texts"];
export type TextMatch = { entry: ShippedText; group: TextGroup };

/**
 * The texts whose key, shipped text or draft text (either language) holds
 * every word of the query; at most `limit`, with how many matched in all.
 */
export function searchTexts(groups: readonly TextGroup[], overrides: Overrides, query: string, limit = 100): { total: number; matches: TextMatch[] } {
  const tokens = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return { total: 0, matches: [] };
  const matches: TextMatch[] = [];
  let total = 0;
  for (const group of groups) {
    for (const entry of group.entries) {
      const haystack = foldForSearch([entry.key, entry.ar, entry.en, overrides.ar[entry.key] ?? "", overrides.en[entry.key] ?? ""].join("\n"));
      if (!tokens.every((token) => haystack.includes(token))) continue;
      total++;
      if (matches.length < limit) matches.push({ entry, group });
    }
  }
  return { total, matches };
}

/** How many texts of a group the draft changes (in either language). */
export const changedCount = (group: TextGroup, overrides: Overrides) =>
  group.entries.filter((entry) => entry.key in overrides.ar || entry.key in overrides.en).length;

/** The draft's changed texts, as one list. */
export function changedTexts(groups: readonly TextGroup[], overrides: Overrides): TextMatch[] {
  return groups.flatMap((group) =>
    group.entries.filter((entry) => entry.key in overrides.ar || entry.key in overrides.en).map((entry) => ({ entry, group })),
  );
}

/** Characters a search engine would count, and whether they pass its limit. */
export function metaCount(value: string, limit: number): { count: number; over: boolean } {
  const count = [...value.trim()].length;
  return { count, over: count > limit };
}

/**
 * The address of a group's page in a language, with the draft's slugs: the
 * preview opens it. Pages without a slug of their own have a fixed address.
 */
export function previewPath(group: TextGroup, overrides: Overrides, lang: Lang): string {
  const slug = (ns: string, id: string) => {
    const key = `${ns}:items.${id}.meta.slug`;
    const shipped = group.entries.find((entry) => entry.key === key && isSlugKey(key));
    const value = overrides[lang][key] ?? shipped?.[lang];
    return value ? ({ ar: value, en: value } as Record<Lang, string>) : undefined;
  };
  const { page } = group;
  const slugs: SlugTable = { service: {}, sector: {}, landing: {}, tool: {} };
  if (page.kind === "tool") slugs.tool[page.id] = slug("tools", page.id);
  return pathFor(page, lang, slugs);
}

/**
 * The draft with one text's languages set: a value equal to the shipped text
 * (or only whitespace around it) is no override, so the key is removed.
 */
export function withText(document: ContentDocument, entry: ShippedText, values: Partial<Record<Lang, string>>): ContentDocument {
  for (const [lang, raw] of Object.entries(values) as [Lang, string | undefined][]) {
    if (raw === undefined) continue;
    const value = raw.trim();
    if (value === entry[lang].trim()) delete document.texts[lang][entry.key];
    else document.texts[lang][entry.key] = value;
  }
  return document;
}

const slugKeyParts = /^(services|sectors|landing|tools):items\.([a-z0-9-]+)\.meta\.slug$/;
const kindOfSlugNamespace = { services: "service", sectors: "sector", landing: "landing", tools: "tool" } as const;

/** The address a page would have with this slug, as a reader sees it (not percent-encoded). */
export function slugAddressOf(key: string, lang: Lang, slug: string): string {
  const [, ns, id] = slugKeyParts.exec(key) ?? [];
  if (!ns || !id) return "";
  const group: TextGroup = {
    id: key,
    kind: kindOfSlugNamespace[ns as keyof typeof kindOfSlugNamespace],
    section: "pages",
    name: "",
    page: pageOf(kindOfSlugNamespace[ns as keyof typeof kindOfSlugNamespace], id),
    prefixes: [],
    entries: [{ key, ar: slug, en: slug }],
  };
  const path = previewPath(group, { ar: {}, en: {} }, lang);
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
