import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import compression from "compression";
import express, { type Express } from "express";
import { createRequestHandler } from "@react-router/express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { contentContext, cspContext, requestInfoContext, servicesContext } from "./context";
import { parseConfig, type Config } from "./config";
import { createLogger } from "./logger";
import type { OutboxHealth } from "./mail/outbox-worker";
import { headersSetBy, securityHeaders } from "./security/headers";
import { contentSecurityPolicy } from "./security/csp";
import { repairMalformedUrls } from "./security/malformed-url";
import { limitFormBodies } from "./security/body-limit";
import { clientDataErrors, requestBoundary } from "./security/input-boundary";
import { contactApi } from "./api/contact";
import { adminLeadsApi } from "./api/admin-leads";
import { adminSettingsApi } from "./api/admin-settings";
import { adminContentApi } from "./api/admin-content";
import { adminTextsApi } from "./api/admin-texts";
import { adminImagesApi } from "./api/admin-images";
import { adminBackupApi, backupPaths } from "./api/admin-backup";
import { insightsApi } from "./api/insights";
import { adminInsightsApi } from "./api/admin-insights";
import { createServices, type AppServices } from "./services";
import { createPageServer, type PageServer } from "./pages/page-server";
import { cardRoutes } from "./cards/card-routes";
import { faviconRoutes } from "./brand/favicon-routes";
import { isLang } from "#core/i18n/languages";
import { namespaces, type Namespace } from "#core/i18n/namespaces";

/** Namespaces a browser may fetch on demand (texts of lazily loaded widgets). */
const publicNamespaces = new Set<string>(namespaces);

/** The outbox's health when the database cannot say. */
const unknownOutbox: OutboxHealth = { ok: false, waiting: -1, overdue: -1, failed: -1, possibleDuplicates: -1 };

export type CreateAppOptions = {
  rootDir: string;
  env?: Record<string, string | undefined>;
  viteDevServer?: ViteDevServer;
};

export type AppHandle = {
  app: Express;
  /** Called first on SIGTERM: /api/health answers 503 from then on, so a load balancer stops sending traffic. */
  beginShutdown: () => void;
  /** What the HTTP server calls: cached pages first, the app for everything else. */
  listener: (req: IncomingMessage, res: ServerResponse) => void;
  config: Config;
  services: AppServices;
  pages: PageServer | undefined;
};

/** Builds the services and the Express app; index.ts owns the HTTP server and the process. */
export async function createApp(options: CreateAppOptions): Promise<AppHandle> {
  const config = parseConfig(options.env ?? process.env);
  const logger = createLogger(config);
  const services = await createServices({ config, logger, rootDir: options.rootDir });
  const dev = Boolean(options.viteDevServer);

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  // What no endpoint can take (unknown methods, no Host, control characters) is refused first, before any handler sees it.
  app.use(requestBoundary);
  app.use(repairMalformedUrls);
  const cspOptions = { httpsOnly: config.isProduction && config.siteUrl.startsWith("https:"), dev };
  const baseHeaders = securityHeaders(cspOptions);
  app.use(baseHeaders);
  // The speed test measures the connection: its bytes must go out exactly as they are.
  app.use(compression({ filter: (req, res) => !req.path.startsWith("/api/tools/speed-test/") && compression.filter(req, res) }));

  let pages: PageServer | undefined;
  let stopping = false;
  // Liveness: the process answers. Readiness (/api/health): it should get traffic (ADR 023).
  app.get("/api/health/live", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ ok: true });
  });
  app.get("/api/health", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const started = Date.now();
    const database = await services
      .ping()
      .then(() => ({ ok: true, ms: Date.now() - started }))
      .catch((error: unknown) => {
        logger.warn({ err: error }, "health: the database does not answer");
        return { ok: false, ms: Date.now() - started };
      });
    const outbox = database.ok ? await services.outbox.health().catch(() => unknownOutbox) : unknownOutbox;
    const ready = database.ok && !stopping;
    const cache = pages?.cache.stats();
    res.status(ready ? 200 : 503).json({
      ok: ready,
      stopping,
      database: services.dbKind,
      checks: { database, outbox },
      pageCache: cache ? { pages: cache.entries, bytes: cache.bytes } : null,
    });
  });

  // Sign-in API (Supabase Auth compatible): its own JSON parser, CORS and error format (ADR 010).
  app.use("/auth/v1", services.auth.router);

  // What the admin page needs to build its auth client; the anon key is public by design.
  app.get("/api/public-config", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json(services.auth.publicConfig());
  });

  if (config.env === "test") {
    // Lets tests reach requireAdmin without depending on the admin API.
    app.get("/api/test/require-admin", services.auth.adminGuard, (_req, res) => {
      res.json(res.locals.admin);
    });
  }

  app.use(contactApi(services));
  app.use(services.tools.router);
  app.use(insightsApi({ insights: services.insights, siteUrl: config.siteUrl, logger, limiter: services.limiter }));
  app.use(adminInsightsApi({ insights: services.insights, requireAdmin: services.auth.requireAdmin, logger }));
  app.use(adminLeadsApi({ db: services.db, requireAdmin: services.auth.requireAdmin, leads: services.leads, logger }));
  app.use(
    adminSettingsApi({ settings: services.settings, content: services.content, requireAdmin: services.auth.requireAdmin, logger: services.logger }),
  );
  app.use(adminContentApi({ ...services, requireAdmin: services.auth.requireAdmin }));
  app.use(adminTextsApi({ requireAdmin: services.auth.requireAdmin }));
  app.use(adminBackupApi({ ...services, requireAdmin: services.auth.requireAdmin, ...backupPaths(options.rootDir, config.dataDir) }));
  // Image uploads, and the public /media files they become (before the pages' catch-all).
  app.use(
    adminImagesApi({ images: services.images, requireAdmin: services.auth.requireAdmin, logger: services.logger, limiterFactory: services.limiter }),
  );

  // Share cards: drawn per page and language, at addresses that never change (ADR 035).
  app.use(
    cardRoutes({
      cards: services.cards,
      limiter: services.limiter({ name: "share-card-draws", max: 120, windowMs: 10 * 60_000 }),
      rootDir: options.rootDir,
      logger,
      requireAdmin: services.auth.requireAdmin,
    }),
  );

  // Favicons and the web manifest, from his published logo or the shipped mark (ADR 041).
  app.use(faviconRoutes({ favicons: services.favicons, logger }));

  app.get("/api/i18n/:lang/:ns", async (req, res) => {
    const { lang, ns } = req.params;
    if (!isLang(lang) || !publicNamespaces.has(ns)) {
      res.status(404).json({ error: "not_found" });
      return;
    }
    const previewing = services.preview.valid(req.headers.cookie);
    res.setHeader("Cache-Control", previewing ? "private, no-store" : "public, max-age=300");
    res.setHeader("Vary", "Cookie");
    const view = previewing ? await services.content.preview() : await services.content.published();
    res.json(view.bundle(lang, ns as Namespace));
  });

  if (options.viteDevServer) {
    app.use(options.viteDevServer.middlewares);
  } else {
    const clientDir = path.join(options.rootDir, "build", "client");
    // Hashed file names never change content, so they may be cached forever.
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  }

  const build = options.viteDevServer
    ? () => options.viteDevServer!.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
    : ((await import("virtual:react-router/server-build")) as unknown as ServerBuild);

  /** What loaders and actions get: the services, this page's CSP, the request's address and the content it shows. */
  const pageContext = async ({ previewing, ip }: { previewing: boolean; ip: string | undefined }) => {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(cspContext, (hashes) => contentSecurityPolicy(cspOptions, hashes));
    context.set(requestInfoContext, { ip });
    context.set(contentContext, previewing ? await services.content.preview() : await services.content.published());
    return context;
  };

  // Public pages come from the page cache (ADR 021); not in development, where the sources change.
  if (!options.viteDevServer && config.pageCache.maxBytes > 0) {
    pages = createPageServer({
      build: build as ServerBuild,
      services,
      loadContext: pageContext,
      maxBytes: config.pageCache.maxBytes,
      warm: config.pageCache.warm,
      logger,
      baseHeaders: await headersSetBy(baseHeaders),
    });
    services.onClose(() => pages?.close());
    app.use(pages.middleware);
  }

  app.all(
    "/{*path}",
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
  );

  app.use(clientDataErrors);
  app.use(((error, _req, res, _next) => {
    // Errors that carry a client status (bad JSON, body too large) are the client's: answer them as such.
    const status = Number((error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode);
    if (status >= 400 && status < 500) {
      if (!res.headersSent) res.status(status).json({ status: "invalid", error: (error as { type?: string }).type ?? "bad_request" });
      return;
    }
    logger.error({ err: error }, "unhandled request error");
    if (!res.headersSent) res.status(500).type("text/plain").send("Internal Server Error");
  }) as express.ErrorRequestHandler);

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    if (pages) void pages.serve(req, res, () => app(req, res));
    else app(req, res);
  };
  return {
    app,
    listener,
    config,
    services,
    pages,
    beginShutdown: () => {
      stopping = true;
    },
  };
}

// The command-line export and import run from the same bundle as the server.
export { openContentTransfer } from "./content/transfer-cli";
export { ImportError } from "./content/content-transfer";
