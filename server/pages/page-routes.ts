import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { languageFromPath, langPrefix } from "#core/i18n/languages";
import { parsePath, pathFor, slugAddress, type SlugKind } from "#core/i18n/page-paths";
import { isLegacyAboutAlias } from "#core/settings/site-settings";
import { serverReadParams } from "#core/routing/page-query";

/**
 * Which cached page answers a request (ADR 021), or "render" when the
 * request must be rendered for its visitor (redirects, the admin, data
 * requests, tool addresses whose query the page reads). A key is the path
 * the page is rendered from: a page's own address, or, for the 404 home of
 * each route, a made-up address in that route (the 404 home is the same
 * whatever the unknown address was), so unknown addresses cannot add keys.
 */

/** The slug of a route's made-up address; real slugs are lowercase words and dashes. */
export const missingSlug = "__not-found";

/** The layout every public page is in (its id is its file's, app/routes.ts). */
const publicLayout = "routes/public-layout";

/** `pagesOnly`: answer only a page's own address (and "render" for the rest) without matching the routes. */
export type PageKeyResolver = (pathname: string, search: URLSearchParams, options?: { pagesOnly?: boolean }) => Promise<string | "render">;

type BuildRoute = NonNullable<ServerBuild["routes"][string]>;

/** The build's flat route list as a tree matchRoutes understands. */
function routeTree(routes: ServerBuild["routes"]): RouteObject[] {
  const children = new Map<string | undefined, BuildRoute[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const list = children.get(route.parentId) ?? [];
    list.push(route);
    children.set(route.parentId, list);
  }
  const build = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: build(route.id) },
    );
  return build(undefined);
}

export type PageRouteDeps = {
  routes: ServerBuild["routes"];
  /** The published slugs. */
  slugs: () => Promise<Parameters<typeof parsePath>[1]>;
  /** The page id a former slug redirects to, if any. */
  redirect: (kind: SlugKind, lang: "ar" | "en", slug: string) => Promise<string | undefined>;
  /** The owner's current and earlier names (legacy about-page addresses). */
  names: () => Promise<{ ar: string; en: string }[]>;
};

export function createPageKeyResolver(deps: PageRouteDeps): PageKeyResolver {
  const tree = routeTree(deps.routes);
  if (!deps.routes[publicLayout]) throw new Error("page cache: the public layout route is missing from the build");

  return async (pathname, search, { pagesOnly = false } = {}) => {
    // The router's own requests: loader data for client navigations, and its route manifest (/__manifest).
    if (pathname.endsWith(".data") || pathname.startsWith("/__")) return "render";
    for (const name of search.keys()) if (serverReadParams.includes(name) || name.startsWith("_")) return "render";
    const slugs = await deps.slugs();
    const found = parsePath(pathname, slugs);
    if (found) return pathFor(found.page, found.lang, slugs);
    if (pagesOnly) return "render";

    const matches = matchRoutes(tree, pathname);
    const leaf = matches?.at(-1)?.route;
    if (!leaf || matches![1]?.route.id !== publicLayout) return "render";

    if (leaf.path === "*") {
      if (isLegacyAboutAlias(pathname, await deps.names())) return "render";
      return `${langPrefix(languageFromPath(pathname))}/${missingSlug}`;
    }
    const address = slugAddress(pathname);
    if (address && leaf.path?.endsWith("/:slug")) {
      // A slug the owner has since changed answers 301: rendered, as redirects are.
      if (await deps.redirect(address.kind, address.lang, address.slug)) return "render";
      return `/${leaf.path.replace(/:slug$/, missingSlug)}`;
    }
    // Anything else (an address that matches a route only by ignoring case) is rare: rendered as it is.
    return "render";
  };
}

/** The status a key's render must answer to be kept: the 404 home for made-up addresses, 200 for pages. */
export function expectedStatus(key: string): number {
  return key.endsWith(`/${missingSlug}`) ? 404 : 200;
}
