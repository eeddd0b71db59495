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
  /** The item's English title for item groups (a service, a tool…), the namespace for "other". */
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

/** The item's English title: the card title of a service, sector, landing page or tool. */
function itemTitle(byKey: Map<string, ShippedText>, kind: GroupKind, item: string): string {
  const ns = kind === "service" ? "services" : kind === "sector" ? "sectors" : kind === "landing" ? "landing" : kind === "tool" ? "tools" : undefined;
  return (ns && byKey.get(`${ns}:items.${item}.title`)?.en) || item;
}

/** The shipped texts as groups the owner understands, in the order of `groupKinds` (items in catalogue order). */
export function buildGroups(texts: ShippedTexts): TextGroup[] {
  const byKey = new Map(texts.namespaces.flatMap(({ entries }) => entries.map((entry) => [entry.key, entry] as const)));
  const groups = new Map<string, TextGroup>();
  for (const { ns, entries } of texts.namespaces) {
    for (const entry of entries) {
      const path = entry.key.slice(ns.length + 1);
      const { kind, item, prefix } = groupOf(ns, path);
      const id = item === undefined ? kind : `${kind}:${item}`;
      let group = groups.get(id);
      if (!group) {
        const name = item === undefined ? "" : kind === "other" ? item : itemTitle(byKey, kind, item);
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
const namedPaths: Record<string, string> = {
  "meta.title": "Search result title",
  "meta.description": "Search result description",
  "meta.slug": "Page address",
};

/** A key as words, without the part the group already says: "pageContent.process.steps.2.title" → "Page content › Process › Steps 3 › Title". */
export function readableKey(key: string, prefixes: readonly string[] = []): string {
  const prefix = prefixes.filter((p) => key.startsWith(p)).sort((a, b) => b.length - a.length)[0] ?? key.slice(0, key.indexOf(":") + 1);
  let path = key.slice(prefix.length);
  const named = Object.keys(namedPaths).find((end) => path === end || path.endsWith(`.${end}`));
  if (named) path = path.slice(0, -named.length).replace(/\.$/, "");
  const parts: string[] = [];
  for (const segment of path ? path.split(".") : []) {
    if (/^\d+$/.test(segment) && parts.length > 0) parts[parts.length - 1] += ` ${Number(segment) + 1}`;
    else parts.push(words(segment));
  }
  if (named) parts.push(namedPaths[named]!);
  return parts.join(" › ");
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
