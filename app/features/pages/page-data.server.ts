import { data, type RouterContextProvider } from "react-router";
import { servicesContext } from "~/context";
import { languageFromPath, type Lang } from "~/i18n/languages";
import type { Namespace } from "~/i18n/namespaces";
import { parsePath, pathFor, type Page } from "~/i18n/page-paths";
import { getResource, slugTable, translationsFor } from "~/i18n/resources.server";
import type { Seo } from "~/features/seo/page-meta";

/** Reads a dotted path ("page.meta.title") from a translation bundle. */
export function readText(lang: Lang, ns: Namespace, key: string): string {
  let value: unknown = getResource(lang, ns);
  for (const part of key.split(".")) {
    value = value && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined;
  }
  if (typeof value !== "string") throw new Error(`Missing text ${lang}/${ns}:${key}`);
  return value;
}

type PageDataOptions = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  page: Page;
  ns: Namespace[];
  /** Where the page's meta title and description live, e.g. "pages:about.meta". */
  metaKey: `${Namespace}:${string}`;
  noindex?: boolean;
};

/** What every public page's loader returns: its language, translations and SEO tags. */
export async function pageData({ request, context, page, ns, metaKey, noindex = false }: PageDataOptions) {
  const services = context.get(servicesContext);
  const lang = languageFromPath(new URL(request.url).pathname);
  const settings = await services.settings.get();
  const [metaNs, metaPath] = metaKey.split(":") as [Namespace, string];
  const url = (target: Lang) => `${services.config.siteUrl}${pathFor(page, target, slugTable)}`;
  const seo: Seo = {
    lang,
    title: `${readText(lang, metaNs, `${metaPath}.title`)} | ${settings.ownerName[lang]}`,
    description: readText(lang, metaNs, `${metaPath}.description`),
    canonical: url(lang),
    alternates: { ar: url("ar"), en: url("en") },
    noindex,
  };
  return { lang, page, seo, translations: translationsFor(lang, ns) };
}

export const homeNamespaces: Namespace[] = ["home", "services", "sectors"];

export function homeData(request: Request, context: Readonly<RouterContextProvider>, noindex = false) {
  return pageData({ request, context, page: { kind: "home" }, ns: homeNamespaces, metaKey: "home:meta", noindex });
}

/** Unknown paths show the home page, with 404 and noindex. */
export async function notFoundHome(request: Request, context: Readonly<RouterContextProvider>) {
  const home = await homeData(request, context, true);
  return data({ ...home, notFound: true as const }, { status: 404 });
}

/** The page a detail route's path points at, or undefined for an unknown slug. */
export function resolvePage(request: Request): Page | undefined {
  return parsePath(new URL(request.url).pathname, slugTable)?.page;
}
