import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Logger } from "pino";
import { languages } from "#core/i18n/languages";
import { allPages, parsePath, pathFor, type SlugTable } from "#core/i18n/page-paths";
import type { AppServices } from "../services";
import { chooseEncoding, createPageCache, type CachedPage, type RenderedPage } from "./page-cache";
import type { ArticleAddresses } from "../articles/article-service";
import { createPageKeyResolver, missingSlug, type PageRedirect } from "./page-routes";

/**
 * Serves public pages from the page cache (ADR 021) and keeps it fresh: the
 * version is the published content revision and the settings' last change;
 * when it moves, every kept page is re-rendered in the background.
 */

/**
 * Browsers revalidate every time (a 304 costs a few bytes), so a publish is
 * seen at once; a CDN or proxy in front may keep a page 60 s and serve it
 * stale for a day while it asks again.
 */
export const publicPageCacheControl = "public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=86400";
/** The 404 home: revalidated every time, kept by nobody for long. */
const notFoundCacheControl = "public, max-age=0, must-revalidate";

/** Render headers never kept in the cache: whatever is about one visitor or one response. */
const droppedHeaders = new Set(["set-cookie", "content-length", "content-encoding", "date", "connection", "keep-alive", "transfer-encoding", "vary"]);

export type PageServerOptions = {
  build: ServerBuild;
  services: AppServices;
  /** The load context of a page request: the same one the router's own handler builds (http/page-handlers.ts). */
  loadContext: (options: { previewing: false; ip: undefined }) => Promise<Parameters<ReturnType<typeof createRequestHandler>>[1]>;
  maxBytes: number;
  warm: boolean;
  logger: Logger;
  /** The headers every response of the app carries (security headers, the base CSP): a cached page gets them too. */
  baseHeaders: Record<string, string>;
};

export function createPageServer(options: PageServerOptions) {
  const { services } = options;
  const handle = createRequestHandler(options.build, "production");
  // The content's slugs with the published articles' addresses, one object per pair (the fast path keys its table by it).
  const siteSlugs = services.siteSlugs;
  const resolve = createPageKeyResolver({
    routes: options.build.routes,
    slugs: siteSlugs,
    // An article's former address is the article service's (its redirects change with every article publish).
    redirect: async (kind, lang, slug) => {
      if (kind !== "article") return services.content.redirect(kind, lang, slug);
      const found = await services.articles.bySlug(lang, slug);
      return found && "redirect" in found ? "moved" : undefined;
    },
    names: () => services.settings.names(),
  });

  const contentVersion = async () => {
    const [view, settings] = await Promise.all([services.content.published(), services.settings.version()]);
    return `${view.revision}.${settings}`;
  };
  /**
   * A page's version: the content's, and for a page that shows articles theirs too (ADR 056): an
   * article's page follows that article's last change, the pages that list articles (the home page,
   * the articles and category pages, services and sectors) follow any. So publishing one article
   * re-renders its page and the lists, not every article's page.
   */
  const versionIn = (key: string, content: string, slugs: SlugTable, articles: ArticleAddresses) => {
    const page = parsePath(key.split("?")[0]!, slugs)?.page;
    if (!page) return content;
    if (page.kind === "article") return `${content}.a${articles.changedAt.get(page.id) ?? 0}`;
    const lists =
      page.kind === "home" ||
      page.kind === "service" ||
      page.kind === "sector" ||
      page.kind === "article-category" ||
      (page.kind === "static" && page.page === "articles");
    return lists ? `${content}.l${articles.stamp}` : content;
  };
  const version = async (key: string) => {
    const [content, slugs, articles] = await Promise.all([contentVersion(), siteSlugs(), services.articles.addresses()]);
    return versionIn(key, content, slugs, articles);
  };

  async function render(key: string): Promise<RenderedPage | undefined> {
    const request = new Request(new URL(key, options.services.config.siteUrl), { headers: { accept: "text/html" } });
    const response = await handle(request, await options.loadContext({ previewing: false, ip: undefined }));
    const body = await response.text();
    // Only the page expected is kept: a redirect, an error or a cookie is for one visitor.
    if (
      response.status !== (resolve.isNotFound(key) ? 404 : 200) ||
      response.headers.has("set-cookie") ||
      !response.headers.get("content-type")?.startsWith("text/html")
    ) {
      options.logger.warn({ key, status: response.status, type: response.headers.get("content-type") }, "page cache: a render not kept");
      return undefined;
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of response.headers) if (!droppedHeaders.has(name)) headers[name] = value;
    return { status: response.status, headers, body };
  }

  const cache = createPageCache({ render, maxBytes: options.maxBytes, logger: options.logger });

  /**
   * Every header a kept page is sent with, as the flat [name, value, …] list
   * Node takes fastest (about a third more pages per second than an object),
   * put together once per entry; the 304 answer leaves out the body's headers.
   */
  const sendHeaders = new WeakMap<CachedPage, PreparedHeaders>();
  function headersOf(entry: CachedPage): PreparedHeaders {
    let headers = sendHeaders.get(entry);
    if (!headers) {
      const all: Record<string, string> = {
        ...options.baseHeaders,
        ...entry.headers,
        etag: entry.etag,
        vary: "Accept-Encoding",
        "cache-control": entry.status === 200 ? publicPageCacheControl : notFoundCacheControl,
      };
      const flat = (names: string[]) => names.flatMap((name) => [name, all[name]!]);
      const names = Object.keys(all);
      headers = {
        full: flat(names),
        notModified: flat(names.filter((name) => name !== "content-type" && name !== "content-security-policy")),
        ready: new Map(),
      };
      sendHeaders.set(entry, headers);
    }
    return headers;
  }

  /** Every public page and each route's 404 home: what is rendered at start. */
  async function allKeys(): Promise<string[]> {
    const slugs = await siteSlugs();
    const pages = allPages(slugs).flatMap((page) => languages.map((lang) => pathFor(page, lang, slugs)));
    const missing = Object.values(options.build.routes)
      .filter((route) => route?.parentId === "routes/public-layout" && route.path?.endsWith("/:slug"))
      .map((route) => `/${route!.path!.replace(/:slug$/, missingSlug)}`);
    // Made-up addresses: each becomes the key of its 404 home's shape.
    const unknown = await Promise.all(
      [...missing, `/ar/${missingSlug}`, `/en/${missingSlug}`, `/${missingSlug}`].map((path) => resolve(path, new URLSearchParams())),
    );
    return [...pages, ...unknown.filter((key): key is string => typeof key === "string" && key !== "render")];
  }

  // A publish here, on another instance or from the command line shows within a second: every kept page is re-rendered.
  let shown: string | undefined;
  /** The versions and slugs as last read (at most a second old): what the synchronous fast path answers from. */
  let snapshot: { version: string; slugs: SlugTable; articles: ArticleAddresses; versions: Map<string, string> } | undefined;
  /** A key's version in the snapshot, worked out once per snapshot (the fast path asks for every request). */
  const snapshotVersion = (key: string, current: NonNullable<typeof snapshot>) => {
    let found = current.versions.get(key);
    if (found === undefined) {
      found = versionIn(key, current.version, current.slugs, current.articles);
      if (current.versions.size < 4_000) current.versions.set(key, found);
    }
    return found;
  };
  /** Page keys by address, for the fast path (bounded: only addresses that are pages, for the slugs they were found with). */
  let keysByPath = new Map<string, string | "render" | PageRedirect | undefined>();
  let keysFor: unknown;
  function keyOfPath(pathname: string, current: NonNullable<typeof snapshot>) {
    if (keysFor !== current.slugs) {
      keysByPath = new Map();
      keysFor = current.slugs;
    }
    let key = keysByPath.get(pathname);
    if (key === undefined && !keysByPath.has(pathname)) {
      key = resolve.page(pathname, noQuery, current.slugs);
      if (key !== undefined && keysByPath.size < 2_000) keysByPath.set(pathname, key);
    }
    return key;
  }

  let shownArticles: string | undefined;
  async function watch() {
    try {
      const [current, slugs, articles] = await Promise.all([contentVersion(), siteSlugs(), services.articles.addresses()]);
      snapshot =
        snapshot?.version === current && snapshot.slugs === slugs && snapshot.articles === articles
          ? snapshot
          : { version: current, slugs, articles, versions: new Map() };
      if (shown !== undefined && current !== shown) cache.warm(cache.keys(), version);
      // Only the pages whose article or list changed: the others keep their version.
      else if (shownArticles !== undefined && articles.stamp !== shownArticles)
        cache.warm(
          cache.keys().filter((key) => cache.versionOfKept(key) !== versionIn(key, current, slugs, articles)),
          version,
        );
      shown = current;
      shownArticles = articles.stamp;
    } catch (error) {
      snapshot = undefined;
      options.logger.warn({ err: error }, "page cache: could not read the content version");
    }
  }
  // A change made here is answered only once every kept page shows it (at most 10 s; stale pages are served meanwhile).
  services.onVisibleChange(async () => {
    // Until the re-render is done, the fast path sends nothing of the old version as fresh.
    snapshot = undefined;
    cache.warm(cache.keys(), version);
    const deadline = Date.now() + 10_000;
    while (cache.busy() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    await watch();
  });
  // An article published here is answered once its page and the lists show it (other pages are not re-rendered).
  services.onArticleChange(async () => {
    snapshot = undefined;
    const [current, slugs, articles] = await Promise.all([contentVersion(), siteSlugs(), services.articles.addresses()]);
    cache.warm(
      cache.keys().filter((key) => cache.versionOfKept(key) !== versionIn(key, current, slugs, articles)),
      version,
    );
    const deadline = Date.now() + 10_000;
    while (cache.busy() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    await watch();
  });
  const watcher = setInterval(() => void watch(), 1000);
  watcher.unref();
  void watch();
  if (options.warm)
    void allKeys().then(async (keys) => {
      const started = Date.now();
      cache.warm(keys, version);
      while (cache.busy()) await new Promise((resolve) => setTimeout(resolve, 20));
      const { entries, bytes } = cache.stats();
      options.logger.info({ pages: entries, megabytes: Math.round(bytes / 1e5) / 10, ms: Date.now() - started }, "page cache: every page rendered");
    });

  /**
   * Answers a request from the cache, or calls `fallback` for anything
   * else: another method, an address the app must look at (no Host,
   * characters it repairs or refuses), the owner's preview, or a page that
   * is not kept. `pagesOnly`: only pages' own addresses, which no other part
   * of the app answers; this runs before the app (ADR 021: its middleware
   * would cost more than the page). Otherwise it runs as the app's last
   * step before the router, where unknown addresses get the 404 home.
   */
  function serve(req: IncomingMessage, res: ServerResponse, fallback: () => void, pagesOnly = true): void {
    if ((req.method !== "GET" && req.method !== "HEAD") || !req.headers.host) return fallback();
    const target = plainTarget(req.url);
    if (!target) return fallback();
    // The fast path, synchronous: a page's own address, kept at the current version, sent without waiting for anything.
    if (pagesOnly && snapshot && !services.preview.valid(req.headers.cookie)) {
      const key =
        target.searchParams.size === 0 ? keyOfPath(target.pathname, snapshot) : resolve.page(target.pathname, target.searchParams, snapshot.slugs);
      if (key === "render" || key === undefined) return fallback();
      if (typeof key === "object") return redirect(res, key.redirect);
      const entry = cache.fresh(key, snapshotVersion(key, snapshot));
      if (entry) return send(req, res, entry, headersOf(entry), "fresh");
    }
    void serveSlowly(req, res, target, fallback, pagesOnly);
  }

  /** The rest: the 404 home, a page being rendered or re-rendered, the preview. */
  async function serveSlowly(
    req: IncomingMessage,
    res: ServerResponse,
    target: { pathname: string; searchParams: URLSearchParams },
    fallback: () => void,
    pagesOnly: boolean,
  ) {
    try {
      // The owner's preview shows his draft: never from, never into, the cache.
      if (services.preview.valid(req.headers.cookie)) return fallback();
      const key = await resolve(target.pathname, target.searchParams, { pagesOnly });
      if (key === "render") return fallback();
      if (typeof key === "object") return redirect(res, key.redirect);
      const current = await version(key);
      const entry = await cache.get(key, version);
      if (!entry) return fallback();
      send(req, res, entry, headersOf(entry), entry.version === current ? "fresh" : "stale");
    } catch (error) {
      options.logger.error({ err: error }, "page cache failed; rendering the page instead");
      if (!res.headersSent) fallback();
    }
  }

  return {
    serve,
    /** The same, as the app's last middleware before the router: the 404 home of unknown addresses too. */
    middleware: ((req, res, next) => void serve(req, res, () => next(), false)) as RequestHandler,
    cache,
    /** Resolves once every page is rendered and no background render is left (the benchmark and tests wait for it). */
    async settle() {
      while (cache.busy()) await new Promise((resolve) => setTimeout(resolve, 20));
    },
    close() {
      clearInterval(watcher);
      cache.close();
    },
  };
}

export type PageServer = ReturnType<typeof createPageServer>;

/**
 * To a page's canonical address (ADR 031): another letter case, or a query value the page does not
 * know. Permanent, and kept a day by browsers and caches: the same spelling always goes to the same page.
 */
function redirect(res: ServerResponse, location: string) {
  res.writeHead(301, { location, "cache-control": "public, max-age=86400", "content-length": "0" });
  res.end();
}

/** If-None-Match holds this tag (or "*"). */
function matchesTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}

const noQuery = new URLSearchParams();

/** The request's address when it is plain (what the app's boundary would pass unchanged); undefined otherwise. */
function plainTarget(raw: string | undefined): { pathname: string; searchParams: URLSearchParams } | undefined {
  if (!raw || raw.charCodeAt(0) !== 47 /* / */ || raw.startsWith("//") || !/^[\w\-.~%!$&'()*+,;=:@/?]*$/.test(raw)) return undefined;
  // The common case: nothing to decode (the pattern above allows no control character).
  if (!raw.includes("%") && !raw.includes("?")) return { pathname: raw, searchParams: noQuery };
  try {
    const url = new URL(raw, "http://page.invalid");
    const decoded = [decodeURIComponent(url.pathname), ...[...url.searchParams].flat()];
    return decoded.some((text) => /[\u0000-\u001f\u007f]/.test(text)) ? undefined : url;
  } catch {
    return undefined;
  }
}

/** A kept page's headers, flat; and for each state and encoding the whole list with its body, made once. */
type PreparedHeaders = { full: string[]; notModified: string[]; ready: Map<string, { body: Buffer; second: number; headers: string[] }> };

/**
 * For nginx in front (deploy/nginx/site.conf): keep this page to the end of the current second at
 * most, so a publish is on every page within a second. The 304 that confirms nginx's copy says the
 * same, or nginx would keep it its own default second more. Not the 404 home: unknown addresses are
 * many. nginx does not pass it on to visitors. Made only when headers are put together (a 304, or
 * once a second per body), not on every request.
 */
function keptUntil(entry: CachedPage, second: number): string[] {
  return entry.status === 200 ? ["x-accel-expires", `@${second}`] : [];
}

function send(req: IncomingMessage, res: ServerResponse, entry: CachedPage, headers: PreparedHeaders, state: "fresh" | "stale") {
  const second = Math.floor(Date.now() / 1000);
  if (entry.status === 200 && matchesTag(req.headers["if-none-match"], entry.etag)) {
    res.writeHead(304, [...headers.notModified, "x-page-cache", state, ...keptUntil(entry, second)]);
    res.end();
    return;
  }
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.identity;
  const slot = `${state} ${encoding}`;
  let ready = headers.ready.get(slot);
  // The Brotli body is replaced by a smaller one when the server is idle: its length changes with it.
  if (!ready || ready.body !== body || ready.second !== second) {
    const extra = encoding === "identity" ? [] : ["content-encoding", encoding];
    ready = {
      body,
      second,
      headers: [...headers.full, "x-page-cache", state, ...keptUntil(entry, second), ...extra, "content-length", String(body.length)],
    };
    headers.ready.set(slot, ready);
  }
  res.writeHead(entry.status, ready.headers);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}
