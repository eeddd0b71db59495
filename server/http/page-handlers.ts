import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { createRequestHandler } from "@react-router/express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { Config } from "../config";
import { contentContext, cspContext, islandsContext, requestInfoContext, servicesContext } from "../context";
import type { IslandsAssets } from "../pages/islands";
import type { AppServices } from "../services";
import { contentSecurityPolicy, type CspOptions } from "../security/csp";
import { headersSetBy } from "../security/headers";
import { limitFormBodies } from "../security/body-limit";
import { createPageServer, type PageServer } from "../pages/page-server";

/** The React Router server build: loaded once, or through Vite on every request in development. */
export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/** Builds what loaders and actions get: the services, this page's CSP, the request's address and the content it shows. */
export function pageContextOf(services: AppServices, cspOptions: CspOptions, islands: IslandsAssets) {
  return async ({ previewing, ip }: { previewing: boolean; ip: string | undefined }) => {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(cspContext, (hashes) => contentSecurityPolicy(cspOptions, hashes));
    context.set(requestInfoContext, { ip });
    context.set(islandsContext, islands);
    context.set(contentContext, previewing ? await services.content.preview() : await services.content.published());
    return context;
  };
}
type PageContext = ReturnType<typeof pageContextOf>;

/** The page cache (ADR 021), closed with the services; its middleware answers the public pages it holds. */
export async function cachedPages(deps: {
  build: ServerBuild;
  services: AppServices;
  pageContext: PageContext;
  config: Config;
  logger: Logger;
  baseHeaders: RequestHandler[];
}): Promise<PageServer> {
  const { services } = deps;
  const pages = createPageServer({
    build: deps.build,
    services,
    loadContext: deps.pageContext,
    maxBytes: deps.config.pageCache.maxBytes,
    warm: deps.config.pageCache.warm,
    logger: deps.logger,
    baseHeaders: await headersSetBy(deps.baseHeaders),
  });
  services.onClose(() => pages.close());
  return pages;
}

/** Every other request: rendered by React Router for its visitor (pages, data requests, forms sent without JavaScript). */
export function renderPages({
  build,
  dev,
  services,
  pageContext,
}: {
  build: BuildSource;
  dev: boolean;
  services: AppServices;
  pageContext: PageContext;
}): RequestHandler[] {
  return [
    limitFormBodies(64 * 1024),
    // An HTML page sets its own policy, with its inline scripts' hashes (entry.server.tsx).
    (_req, res, next) => {
      res.removeHeader("Content-Security-Policy");
      next();
    },
    createRequestHandler({
      build,
      mode: dev ? "development" : "production",
      async getLoadContext(req, res) {
        const previewing = services.preview.valid(req.headers.cookie);
        if (previewing) {
          // The owner's draft: for his eyes only, never stored by any cache, never indexed.
          res.setHeader("Cache-Control", "private, no-store");
          res.setHeader("X-Robots-Tag", "noindex, nofollow");
        }
        return pageContext({ previewing, ip: req.ip });
      },
    }),
  ];
}
