import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { parsePath, pathFor, slugAddress, type SlugKind } from "#core/i18n/page-paths";
import { isLegacyAboutAlias } from "#core/settings/site-settings";
import { pageQueries } from "#core/routing/page-query";

/**
 * Which cached page answers a request (ADR 021), or "render" when the
 * request must be rendered for its visitor (redirects, the admin, data
 * requests, a tool's form sent without JavaScript), or a redirect to the
 * canonical address (ADR 031). A key is the path the page is rendered from:
 * a page's own address (with the one query value it knows, if any), or, for
 * the 404 home, an address made for its shape. The 404 home is the same
 * page whatever the address, except for the routes the router lists in it
 * for the address and its ancestors (its partial manifest), so addresses
 * with the same routes share one key and unknown addresses cannot add keys.
 * The key of a shape is never a visitor's address: made of route names and
 * `missingSlug` only, it renders the 404 home whatever was asked first.
 */

/** The slug of made-up addresses the cache renders ahead of visitors; real slugs are lowercase words and dashes. */
export const missingSlug = "__not-found";

/** The layout every public page is in (its id is its file's, app/routes.ts). */
const publicLayout = "routes/public-layout";

type SlugTable = Parameters<typeof parsePath>[1];

/** The canonical address a request is sent to (301). */
export type PageRedirect = { redirect: string };

/**
 * A page's own address: its key; "render" for the router's own requests and
 * for a tool's form sent without JavaScript; a redirect for a value the page
 * does not know; undefined for anything that is not a page.
 * Synchronous, for the cache's fast path.
 */
function pageKeyOf(pathname: string, search: URLSearchParams, slugs: SlugTable): string | "render" | PageRedirect | undefined {
  // The router's own requests: loader data for client navigations, and its route manifest (/__manifest).
  if (pathname.endsWith(".data") || pathname.startsWith("/__")) return "render";
  for (const name of search.keys()) if (name.startsWith("_")) return "render";
  const found = parsePath(pathname, slugs);
  if (!found) return undefined;
  const key = pathFor(found.page, found.lang, slugs);
  const reads = search.size > 0 ? pageQueries(found.page, slugs) : undefined;
  if (!reads) return key;
  // Only what this page reads counts (utm_*, click ids and anything made up get the page as it is).
  let query = "";
  for (const name of Object.keys(reads).sort()) {
    const values = search.getAll(name);
    if (values.length === 0) continue;
    const known = reads[name]!;
    if (known === "any") return "render";
    // One value, one the page knows: its own cached page. Anything else: the page without it.
    if (values.length > 1 || !known.includes(values[0]!)) return { redirect: key };
    query += `${query ? "&" : "?"}${name}=${encodeURIComponent(values[0]!)}`;
  }
  return key + query;
}

/** A path segment that may stand in a shape's key as it is: a route's own name (lowercase words and dashes). */
const plainSegment = /^[a-z0-9][a-z0-9-]*$/;

/** `pagesOnly`: answer only a page's own address (and "render" for the rest) without matching the routes. */
export type PageKeyResolver = {
  (pathname: string, search: URLSearchParams, options?: { pagesOnly?: boolean }): Promise<string | "render" | PageRedirect>;
  /** Whether a key is a 404 home (its render answers 404). */
  isNotFound: (key: string) => boolean;
  /** How many forms of address have their route matches kept (bounded; unknown slugs share a form). */
  keptForms: () => number;
  page: typeof pageKeyOf;
};

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

const noQuery = new URLSearchParams();
/** What stands for a segment that is no route's own word when matches are kept (no route has it as a word). */
const anySegment = "~";

export function createPageKeyResolver(deps: PageRouteDeps): PageKeyResolver {
  const tree = routeTree(deps.routes);
  if (!deps.routes[publicLayout]) throw new Error("page cache: the public layout route is missing from the build");
  const depth = Math.max(...Object.values(deps.routes).map((route) => route?.path?.split("/").length ?? 0)) + 1;
  /** Shape (the route ids the 404 home lists) → the address it is rendered from. */
  const notFound = new Map<string, string>();
  const notFoundKeys = new Set<string>();

  /**
   * The routes an address matches. The router flattens and ranks the whole route tree on every
   * match (most of an unknown address's cost, issue 47), so results are kept per form: a segment
   * that spells a route's own word (decoded, any case, as the router compares them) stays, any
   * other segment matches only a `:slug` or the catch-all, as `anySegment` does.
   */
  const literals = new Set(
    Object.values(deps.routes).flatMap((route) =>
      (route?.path ?? "")
        .split("/")
        .filter((segment) => segment && !segment.startsWith(":") && segment !== "*")
        .map((segment) => segment.toLowerCase()),
    ),
  );
  const matched = new Map<string, { id: string; path?: string }[] | null>();
  function formOf(pathname: string): string | undefined {
    // Empty segments and very deep addresses are matched as they are (rare, and past the deepest route all alike).
    if (pathname.includes("//") || pathname.length > 512) return undefined;
    return pathname
      .split("/")
      .map((segment) => {
        if (!segment) return segment;
        let decoded: string;
        try {
          decoded = decodeURIComponent(segment).toLowerCase();
        } catch {
          return anySegment;
        }
        return literals.has(decoded) ? decoded : anySegment;
      })
      .join("/");
  }
  function match(pathname: string): { id: string; path?: string }[] | null {
    const form = formOf(pathname);
    const known = form === undefined ? undefined : matched.get(form);
    if (known !== undefined) return known;
    const found = matchRoutes(tree, pathname)?.map(({ route }) => ({ id: route.id!, path: route.path })) ?? null;
    if (form !== undefined && matched.size < 2_000) matched.set(form, found);
    return found;
  }

  /** The routes the router puts in a page's manifest: the address's matches and its ancestors' (react-router's getPartialManifest). */
  function shapeOf(pathname: string): string {
    const segments = pathname.split("/").filter(Boolean);
    const ids = new Set<string>();
    for (const route of match(pathname) ?? []) ids.add(route.id);
    // Past the deepest route, an ancestor matches only what the catch-all does.
    for (let count = Math.min(segments.length - 1, depth); count >= 0; count -= 1) {
      for (const route of match(`/${segments.slice(0, count).join("/")}`) ?? []) ids.add(route.id);
    }
    return [...ids].sort().join(" ");
  }

  /**
   * The key of an unknown address's 404 home: an address of the same shape made of the
   * address's plain segments (route names, lowercased) and `missingSlug` for the rest, the
   * last one always; never the visitor's own spelling, which might render something else
   * (`/en/services/..` is `/en` once a URL is made of it). "render" for a shape no such
   * address has (rare: rendered for its visitor, once).
   */
  function notFoundKey(pathname: string): string | "render" {
    const shape = shapeOf(pathname);
    const known = notFound.get(shape);
    if (known) return known;
    // Past the deepest route, more segments do not change the shape.
    const segments = pathname
      .split("/")
      .filter(Boolean)
      .slice(0, depth + 1);
    const plain = segments.map((segment) => {
      let decoded: string;
      try {
        decoded = decodeURIComponent(segment).toLowerCase();
      } catch {
        return missingSlug;
      }
      return plainSegment.test(decoded) ? decoded : missingSlug;
    });
    for (let made = 1; made <= plain.length; made += 1) {
      const candidate = `/${[...plain.slice(0, plain.length - made), ...Array<string>(made).fill(missingSlug)].join("/")}`;
      if (shapeOf(candidate) !== shape) continue;
      notFound.set(shape, candidate);
      notFoundKeys.add(candidate);
      return candidate;
    }
    return "render";
  }

  const resolve = async (pathname: string, search: URLSearchParams, { pagesOnly = false } = {}) => {
    const slugs = await deps.slugs();
    const page = pageKeyOf(pathname, search, slugs);
    if (page !== undefined) return page;
    if (pagesOnly) return "render";
    // A page's address in other letter case (/EN/faq): the page's own address.
    const lower = pathname.toLowerCase();
    if (lower !== pathname) {
      const canonical = pageKeyOf(lower, noQuery, slugs);
      if (typeof canonical === "string" && canonical !== "render") return { redirect: canonical + (search.size ? `?${search}` : "") };
    }

    const matches = match(pathname);
    const leaf = matches?.at(-1);
    if (!leaf || matches![1]?.id !== publicLayout) return "render";
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
    // Anything else (an address that matches a route only by ignoring case, and no page in lower case) is its shape's 404 home.
    return notFoundKey(pathname);
  };
  return Object.assign(resolve, { isNotFound: (key: string) => notFoundKeys.has(key), page: pageKeyOf, keptForms: () => matched.size });
}
