import type { IncomingMessage, ServerResponse } from "node:http";
import express, { type Express } from "express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { parseConfig, type Config } from "./config";
import { createLogger } from "./logger";
import { securityHeaders } from "./security/headers";
import { repairMalformedUrls } from "./security/malformed-url";
import { requestBoundary } from "./security/input-boundary";
import { createServices, type AppServices } from "./services";
import type { PageServer } from "./pages/page-server";
import { healthApi } from "./api/health";
import { compressResponses } from "./http/compression";
import { authRoutes } from "./http/auth-routes";
import { apiMounts } from "./http/api-mounts";
import { staticAssets } from "./http/static-assets";
import { islandsAssets } from "./pages/islands";
import { cachedPages, pageContextOf, renderPages, type BuildSource } from "./http/page-handlers";
import { errorHandlers } from "./http/error-handlers";
import { nightlyBackup } from "./backup/nightly";
import { backupPaths } from "./api/admin-backup";

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
  /** Writes an automatic backup into BACKUP_DIR, pruned and copied off-site (ADR 061); index.ts calls it on SIGUSR2. */
  automaticBackup: () => Promise<unknown>;
};

/** Builds the services and the Express app; index.ts owns the HTTP server and the process. */
export async function createApp(options: CreateAppOptions): Promise<AppHandle> {
  const config = parseConfig(options.env ?? process.env);
  const logger = createLogger(config);
  const services = await createServices({ config, logger, rootDir: options.rootDir });
  const dev = Boolean(options.viteDevServer);
  const cspOptions = { httpsOnly: config.isProduction && config.siteUrl.startsWith("https:"), dev };
  const baseHeaders = securityHeaders(cspOptions);
  let pages: PageServer | undefined;
  let stopping = false;

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  // What no endpoint can take (unknown methods, no Host, control characters) is refused first, before any handler sees it.
  app.use(requestBoundary);
  app.use(repairMalformedUrls);
  app.use(baseHeaders);
  app.use(compressResponses());
  app.use(healthApi({ services, logger, stopping: () => stopping, pageCache: () => pages?.cache.stats() }));
  app.use(authRoutes(services, config));
  app.use(apiMounts({ services, config, logger, rootDir: options.rootDir }));
  app.use(staticAssets(options));

  const build = await loadBuild(options.viteDevServer);
  const pageContext = pageContextOf(services, cspOptions, islandsAssets(options.rootDir, dev));
  // Public pages come from the page cache (ADR 021); not in development, where the sources change.
  if (!dev && config.pageCache.maxBytes > 0) {
    pages = await cachedPages({ build: build as ServerBuild, services, pageContext, config, logger, baseHeaders });
    app.use(pages.middleware);
  }
  app.all("/{*path}", ...renderPages({ build, dev, services, pageContext }));
  app.use(errorHandlers(logger));

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
    automaticBackup: async () => {
      const { dataDir, automaticDir } = backupPaths(options.rootDir, config);
      if (!automaticDir) return null;
      return nightlyBackup({ db: services.db, dataDir, dir: automaticDir, offsite: config.backup.offsite, logger: services.logger });
    },
    beginShutdown: () => {
      stopping = true;
    },
  };
}

/** The React Router server build: bundled with this file, or loaded through Vite on each request in development. */
async function loadBuild(viteDevServer: ViteDevServer | undefined): Promise<BuildSource> {
  return viteDevServer
    ? () => viteDevServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
    : ((await import("virtual:react-router/server-build")) as unknown as ServerBuild);
}

// The command-line export and import run from the same bundle as the server.
export { openContentTransfer } from "./content/transfer-cli";
export { ImportError } from "./content/content-transfer";
