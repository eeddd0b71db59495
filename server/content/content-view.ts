import { languages, type Lang } from "#core/i18n/languages";
import type { Namespace, ResourceBundle, Translations } from "#core/i18n/namespaces";
import { buildSlugTable, getResource } from "#core/i18n/resources";
import type { SlugTable } from "#core/i18n/page-paths";
import { applyOverrides, editableNamespaces, readPath } from "#core/content/text-overrides";
import type { ContentDocument } from "#core/content/content-document";
import { pageImage } from "#core/content/list-kit";
import { publicEntry } from "#core/content/field-kinds";
import { listDescriptor, listNames, type ListEntry, type ListName } from "#core/content/lists/catalogue";
import type { SiteContent } from "#core/content/content-types";
import { baghdadYear, factsById, factsIn, figureOf, formFor, mapStrings, renderFacts, type Fact } from "#core/content/facts";

/**
 * The site as one content document shows it: the lists in each language,
 * the page texts with the owner's overrides written in, and the slugs those
 * texts give. Built once per published revision (or per preview request).
 */
export type ContentView = {
  /** The published revision shown, or the revision a previewed draft is based on. */
  revision: number;
  /** True when the owner's unpublished draft is shown (never cached, never indexed). */
  preview: boolean;
  document: ContentDocument;
  lists: (lang: Lang) => SiteContent;
  bundle: (lang: Lang, ns: Namespace) => ResourceBundle;
  /**
   * The bundles a page sends its browser. `parts` keeps only some of a
   * namespace (e.g. `items.*.title`): a list shows a card of each service,
   * not every service's page (the rest comes with the page that needs it).
   */
  translations: (lang: Lang, ns: readonly Namespace[], parts?: Partial<Record<Namespace, readonly string[]>>) => Translations;
  /** A text by "namespace:dotted.path"; a missing text is a programming error and throws. */
  text: (lang: Lang, key: string) => string;
  /** A value (string, list or object) by namespace and dotted path. */
  value: (lang: Lang, ns: Namespace, path: string) => unknown;
  slugs: SlugTable;
  /** The year (in Baghdad) the facts were counted in: a view from an earlier year is built again. */
  year: number;
};

function listsIn(document: ContentDocument, lang: Lang, facts: (text: string) => string, year: number): SiteContent {
  const known = factsById(document.lists.facts as (Fact & { published: boolean })[]);
  // His private lists (reply templates) are never part of what pages read.
  const lists = Object.fromEntries(
    listNames.map((name) => {
      const { factField, numberField, formsField } = listDescriptor(name);
      if (listDescriptor(name).private) return [name, []];
      return [
        name,
        (document.lists[name] as ListEntry<ListName>[])
          .filter((item) => item.published)
          .map((item) => {
            const entry = mapStrings(publicEntry(listDescriptor(name), item as never, lang), facts) as Record<string, unknown>;
            // A figure that counts a fact follows it (his campaigns, his years since he started).
            if (factField && numberField) entry[numberField] = figureOf(entry[numberField] as number, entry[factField], known, year);
            // Its label in the form that goes with the figure ("1 year", "5 أعوام").
            if (formsField && numberField) entry[formsField] = formFor(entry[numberField] as number, entry[formsField] as string, lang);
            return entry;
          }),
      ];
    }),
  );
  return { ...lists, photo: pageImage(document.photo, lang) } as SiteContent;
}

/**
 * A namespace's texts with the lists that pages read as part of them written
 * in (a list's `projection`): each list's published items in this language,
 * in the owner's order, grouped by the list's tag field.
 */
function project(document: ContentDocument, lang: Lang, ns: Namespace, bundle: ResourceBundle): ResourceBundle {
  const lists = listNames.filter((name) => listDescriptor(name).projection?.namespace === ns);
  if (lists.length === 0) return bundle;
  const copy = structuredClone(bundle) as Record<string, unknown>;
  const put = (path: string, value: unknown) => {
    const parts = path.split(".");
    let node = copy;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts.at(-1)!] = value;
  };
  for (const name of lists) {
    const descriptor = listDescriptor(name);
    const projection = descriptor.projection!;
    const entries = (document.lists[name] as ListEntry<ListName>[])
      .filter((item) => item.published)
      .map((item) => ({
        tag: descriptor.tagField ? String((item as Record<string, unknown>)[descriptor.tagField]) : "",
        entry: publicEntry(descriptor, item as never, lang) as Record<string, unknown> & { id: string },
      }));
    if ("byId" in projection) {
      // Each item is a page: its texts by its id, related pages only among the published ones.
      const shown = new Set(entries.map(({ entry }) => entry.id));
      const shaped = entries.map(({ entry }) => {
        const related = Array.isArray(entry.related) ? (entry.related as string[]).filter((id) => id !== entry.id && shown.has(id)) : undefined;
        return [entry.id, projection.shape(related ? { ...entry, related } : entry)] as const;
      });
      put(projection.byId, Object.fromEntries(shaped));
      put(projection.order, [...shown]);
      continue;
    }
    for (const [tag, path] of Object.entries(projection.into)) {
      put(
        path,
        entries.filter((found) => found.tag === tag).map((found) => found.entry),
      );
    }
  }
  return copy as ResourceBundle;
}

/** Writes the document's published facts into a language's texts ({campaigns} → "900 creative campaigns"), counting years in `year`. */
function factWriter(document: ContentDocument, year: number) {
  const facts = factsById(document.lists.facts as (Fact & { published: boolean })[]);
  return (lang: Lang) => (text: string) => renderFacts(text, facts, lang, year);
}

export function buildContentView(document: ContentDocument, revision: number, preview: boolean, year = baghdadYear()): ContentView {
  const facts = factWriter(document, year);
  const writers = Object.fromEntries(languages.map((lang) => [lang, facts(lang)])) as Record<Lang, (text: string) => string>;
  const bundles = new Map<string, ResourceBundle>();
  const bundle = (lang: Lang, ns: Namespace) => {
    const key = `${lang}/${ns}`;
    let found = bundles.get(key);
    if (!found) {
      const texts = project(document, lang, ns, applyOverrides(getResource(lang, ns), ns, document.texts[lang]));
      // The studio's own texts speak of tokens ("{campaigns}"): only the site's texts have facts written in.
      found = ns === "admin" ? texts : mapStrings(texts, writers[lang]);
      bundles.set(key, found);
    }
    return found;
  };
  const lists = Object.fromEntries(languages.map((lang) => [lang, listsIn(document, lang, writers[lang], year)])) as Record<Lang, SiteContent>;
  const value = (lang: Lang, ns: Namespace, path: string): unknown => {
    let node: unknown = bundle(lang, ns);
    for (const part of path.split(".")) node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
    return node;
  };
  return {
    revision,
    preview,
    document,
    lists: (lang) => lists[lang],
    bundle,
    translations: (lang, ns, parts = {}) => ({
      lang,
      bundles: Object.fromEntries(ns.map((name) => [name, parts[name] ? pickParts(bundle(lang, name), parts[name]) : bundle(lang, name)])),
    }),
    text(lang, key) {
      const at = key.indexOf(":");
      const found = readPath(bundle(lang, key.slice(0, at) as Namespace), key.slice(at + 1));
      if (found === undefined) throw new Error(`Missing text ${lang}/${key}`);
      return found;
    },
    value,
    slugs: buildSlugTable(bundle),
    year,
  };
}

/** The parts of a bundle named by dotted paths, where `*` is every key at that level. */
export function pickParts(bundle: Record<string, unknown>, paths: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  /** Copies what `parts` names from `from` into `to`; says whether anything was there. */
  const copy = (from: unknown, to: Record<string, unknown>, parts: readonly string[]): boolean => {
    if (!from || typeof from !== "object") return false;
    const [head, ...rest] = parts as [string, ...string[]];
    let found = false;
    for (const key of head === "*" ? Object.keys(from) : [head]) {
      const value = (from as Record<string, unknown>)[key];
      if (value === undefined) continue;
      if (rest.length === 0) {
        to[key] = value;
        found = true;
        continue;
      }
      const child = (to[key] ?? {}) as Record<string, unknown>;
      if (copy(value, child, rest)) {
        to[key] = child;
        found = true;
      }
    }
    return found;
  };
  for (const path of paths) copy(bundle, out, path.split("."));
  return out;
}

/**
 * Facts a view's texts still name but cannot write out (a hidden or deleted
 * fact that some page, list or title refers to): visitors would see "{id}".
 * `known` are the ids a token may mean: the document's facts and the shipped ones.
 */
export function unwrittenFacts(view: ContentView, known: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  const scan = (text: string) => {
    for (const id of factsIn(text)) if (known.has(id)) found.add(id);
    return text;
  };
  for (const lang of languages) {
    for (const ns of editableNamespaces) mapStrings(view.bundle(lang, ns), scan);
    mapStrings(view.lists(lang), scan);
  }
  return [...found];
}
