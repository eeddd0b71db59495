import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { parsePath, pathFor, slugAddress, type SlugKind } from "#core/i18n/page-paths";
import { isLegacyAboutAlias } from "#core/settings/site-settings";
import { serverReadParams } from "#core/routing/page-query";

/**
 * Which cached page answers a request (ADR 021), or "render" when the
 * request must be rendered for its visitor (redirects, the admin, data
 * requests, tool addresses whose query the page reads). A key is the path
 * the page is rendered from: a page's own address, or, for the 404 home,
 * the first unknown address seen of its shape. The 404 home is the same
 * page whatever the address, except for the routes the router lists in it
 * for the address and its ancestors (its partial manifest), so addresses
 * with the same routes share one key and unknown addresses cannot add keys.
 */

/** The slug of made-up addresses the cache renders ahead of visitors; real slugs are lowercase words and dashes. */
export const missingSlug = "__not-found";

/** The layout every public page is in (its id is its file's, app/routes.ts). */
const publicLayout = "routes/public-layout";

type SlugTable = Parameters<typeof parsePath>[1];

/**
 * A page's own address: its key; "render" for the router's own requests and
 * for queries the page reads; undefined for anything that is not a page.
 * Synchronous, for the cache's fast path.
 */
function pageKeyOf(pathname: string, search: URLSearchParams, slugs: SlugTable): string | "render" | undefined {
  // The router's own requests: loader data for client navigations, and its route manifest (/__manifest).
  if (pathname.endsWith(".data") || pathname.startsWith("/__")) return "render";
  for (const name of search.keys()) if (serverReadParams.includes(name) || name.startsWith("_")) return "render";
  const found = parsePath(pathname, slugs);
  return found ? pathFor(found.page, found.lang, slugs) : undefined;
}

/** `pagesOnly`: answer only a page's own address (and "render" for the rest) without matching the routes. */
export type PageKeyResolver = {
  (pathname: string, search: URLSearchParams, options?: { pagesOnly?: boolean }): Promise<string | "render">;
  /** Whether a key is a 404 home (its render answers 404). */
  isNotFound: (key: string) => boolean;
  page: typeof pageKeyOf;
};

/** Unknown addresses longer than this do not become a shape's key (they are still served its page). */
const maxKeyLength = 300;

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
  slugs: () => Promise<SlugTable>;
  /** The page id a former slug redirects to, if any. */
  redirect: (kind: SlugKind, lang: "ar" | "en", slug: string) => Promise<string | undefined>;
  /** The owner's current and earlier names (legacy about-page addresses). */
  names: () => Promise<{ ar: string; en: string }[]>;
};

export function createPageKeyResolver(deps: PageRouteDeps): PageKeyResolver {
  const tree = routeTree(deps.routes);
  if (!deps.routes[publicLayout]) throw new Error("page cache: the public layout route is missing from the build");
  const depth = Math.max(...Object.values(deps.routes).map((route) => route?.path?.split("/").length ?? 0)) + 1;
  /** Shape (the route ids the 404 home lists) → the address it is rendered from. */
  const notFound = new Map<string, string>();
  const notFoundKeys = new Set<string>();

  /** The routes the router puts in a page's manifest: the address's matches and its ancestors' (react-router's getPartialManifest). */
  function shapeOf(pathname: string): string {
    const segments = pathname.split("/").filter(Boolean);
    const ids = new Set<string>();
    for (const match of matchRoutes(tree, pathname) ?? []) ids.add(match.route.id!);
    // Past the deepest route, an ancestor matches only what the catch-all does.
    for (let count = Math.min(segments.length - 1, depth); count >= 0; count -= 1) {
      for (const match of matchRoutes(tree, `/${segments.slice(0, count).join("/")}`) ?? []) ids.add(match.route.id!);
    }
    return [...ids].sort().join(" ");
  }

  function notFoundKey(pathname: string): string | "render" {
    const shape = shapeOf(pathname);
    const known = notFound.get(shape);
    if (known) return known;
    if (pathname.length > maxKeyLength) return "render";
    notFound.set(shape, pathname);
    notFoundKeys.add(pathname);
    return pathname;
  }

  const resolve = async (pathname: string, search: URLSearchParams, { pagesOnly = false } = {}) => {
    const slugs = await deps.slugs();
    const page = pageKeyOf(pathname, search, slugs);
    if (page !== undefined) return page;
    if (pagesOnly) return "render";

    const matches = matchRoutes(tree, pathname);
    const leaf = matches?.at(-1)?.route;
    if (!leaf || matches![1]?.route.id !== publicLayout) return "render";
    if (leaf.path === "*") {
      if (isLegacyAboutAlias(pathname, await deps.names())) return "render";
      return notFoundKey(pathname);
    }
    const address = slugAddress(pathname);
    if (address && leaf.path?.endsWith("/:slug")) {
      // A slug the owner has since changed answers 301: rendered, as redirects are.
      if (await deps.redirect(address.kind, address.lang, address.slug)) return "render";
      return notFoundKey(pathname);
    }
    // Anything else (an address that matches a route only by ignoring case) is rare: rendered as it is.
    return "render";
  };
  return Object.assign(resolve, { isNotFound: (key: string) => notFoundKeys.has(key), page: pageKeyOf });
}
