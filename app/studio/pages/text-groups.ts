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
  "articles",
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
  articles: "pages",
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
  articles: "articles",
  toolsPage: "free-tools",
  credibility: "credibility",
  contact: "contact",
  legal: "privacy-policy",
};
const pagesSections: Record<string, GroupKind> = {
  about: "about",
  portfolio: "portfolio",
  faq: "faq",
  cv: "cv",
  articles: "articles",
  "free-tools": "toolsPage",
};
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

export type Overrides = ContentDocument["texts"];

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
