import { languages, type Lang } from "./languages";
import { namespaces, type Namespace, type ResourceBundle, type Translations } from "./namespaces";
import type { SlugTable, SlugsByLang } from "./page-paths";
import { isLandingFamily } from "../catalogue/landing-pages";
import { toolIds } from "../catalogue/tools";

const modules = import.meta.glob<ResourceBundle>("../locales/*/*.json", {
  eager: true,
  import: "default",
});

const resources = {} as Record<Lang, Record<Namespace, ResourceBundle>>;
for (const lang of languages) {
  resources[lang] = {} as Record<Namespace, ResourceBundle>;
  for (const ns of namespaces) {
    const bundle = modules[`../locales/${lang}/${ns}.json`];
    if (!bundle) throw new Error(`Missing translation resource ${lang}/${ns}.json`);
    resources[lang][ns] = bundle;
  }
}

export function getResource(lang: Lang, ns: Namespace): ResourceBundle {
  return resources[lang][ns];
}

/** The bundles a route needs, in the shape `useLoaderTranslations` adds to i18next. */
export function translationsFor(lang: Lang, ns: readonly Namespace[]): Translations {
  const bundles: Translations["bundles"] = {};
  for (const name of ns) bundles[name] = resources[lang][name];
  return { lang, bundles };
}

/** Reads one bundle of one language: the shipped texts, or the owner's version of them. */
export type BundleReader = (lang: Lang, ns: Namespace) => ResourceBundle;

type SlugItem = { meta?: { slug?: unknown }; family?: unknown };

/** The slugs of every page with one, from each page's `meta.slug` text; a missing slug throws. */
export function buildSlugTable(read: BundleReader): SlugTable {
  const slugsFor = (ns: Namespace, id: string): SlugsByLang => {
    const out = {} as SlugsByLang;
    for (const lang of languages) {
      const slug = ((read(lang, ns).items ?? {}) as Record<string, SlugItem>)[id]?.meta?.slug;
      if (typeof slug !== "string" || slug === "") throw new Error(`Missing meta.slug for ${ns}.items.${id} in ${lang}`);
      out[lang] = slug;
    }
    return out;
  };
  const table: SlugTable = { service: {}, sector: {}, landing: {}, tool: {} };
  // Services, sectors and landing pages are the owner's lists: whatever items the texts have (in every language's order, the same).
  const itemsOf = (ns: Namespace) => Object.keys((read(languages[0], ns).items ?? {}) as Record<string, unknown>);
  for (const id of itemsOf("services")) table.service[id] = slugsFor("services", id);
  for (const id of itemsOf("sectors")) table.sector[id] = slugsFor("sectors", id);
  for (const id of itemsOf("landing")) {
    const family = ((read(languages[0], "landing").items ?? {}) as Record<string, SlugItem>)[id]?.family;
    if (typeof family !== "string" || !isLandingFamily(family)) throw new Error(`Missing family for landing.items.${id}`);
    table.landing[id] = { family, slugs: slugsFor("landing", id) };
  }
  for (const id of toolIds) table.tool[id] = slugsFor("tools", id);
  const categories = (read(languages[0], "pages").portfolio as { categoryOrder?: unknown } | undefined)?.categoryOrder;
  table.portfolioCategories = Array.isArray(categories) ? categories.map(String) : [];
  // His article categories (core/content/lists/article-categories.ts), each with an address per language.
  table.articleCategory = {};
  const topics = (lang: Lang) => ((read(lang, "pages").articles ?? {}) as { categoryItems?: Record<string, { slug?: unknown }> }).categoryItems ?? {};
  for (const id of Object.keys(topics(languages[0]))) {
    const slugs = Object.fromEntries(languages.map((lang) => [lang, topics(lang)[id]?.slug])) as Record<Lang, unknown>;
    if (languages.every((lang) => typeof slugs[lang] === "string" && slugs[lang] !== "")) table.articleCategory[id] = slugs as SlugsByLang;
  }
  return table;
}
