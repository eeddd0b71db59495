import express, { type Router } from "express";
import type { Logger } from "pino";
import type { OutboxHealth } from "../mail/outbox-worker";
import type { AppServices } from "../services";
import type { PageCacheStats } from "../pages/page-cache";

/** The outbox's health when the database cannot say. */
const unknownOutbox: OutboxHealth = { ok: false, waiting: -1, overdue: -1, failed: -1, possibleDuplicates: -1 };

/**
 * Liveness (/api/health/live): the process answers. Readiness (/api/health): it should get traffic (ADR 023);
 * 503 once the shutdown has begun (`stopping`) or while the database does not answer.
 */
export function healthApi(deps: {
  services: AppServices;
  logger: Logger;
  stopping: () => boolean;
  /** The page cache's size, when there is one. */
  pageCache: () => PageCacheStats | undefined;
}): Router {
  const { services, logger } = deps;
  const router = express.Router();
  router.get("/api/health/live", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ ok: true });
  });
  router.get("/api/health", async (_req, res) => {
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
    const stopping = deps.stopping();
    const ready = database.ok && !stopping;
    const cache = deps.pageCache();
    res.status(ready ? 200 : 503).json({
      ok: ready,
      stopping,
      database: services.dbKind,
      checks: { database, outbox },
      pageCache: cache ? { pages: cache.entries, bytes: cache.bytes } : null,
    });
  });
  return router;
}
