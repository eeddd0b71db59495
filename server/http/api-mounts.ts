import express, { type Router } from "express";
import type { Logger } from "pino";
import type { Config } from "../config";
import type { AppServices } from "../services";
import { contactApi } from "../api/contact";
import { contactTapsApi } from "../api/contact-taps";
import { adminLeadsApi } from "../api/admin-leads";
import { createLeadInbox } from "../leads/lead-inbox";
import { adminSettingsApi } from "../api/admin-settings";
import { adminContentApi } from "../api/admin-content";
import { adminArticlesApi } from "../api/admin-articles";
import { adminTextsApi } from "../api/admin-texts";
import { adminImagesApi } from "../api/admin-images";
import { adminBackupApi, backupPaths } from "../api/admin-backup";
import { insightsApi } from "../api/insights";
import { adminInsightsApi } from "../api/admin-insights";
import { i18nApi } from "../api/i18n";
import { cardRoutes } from "../cards/card-routes";
import { faviconRoutes } from "../brand/favicon-routes";

/** The JSON API (public and admin), the public media and share cards, the favicons, in the order they are tried. */
export function apiMounts({ services, config, logger, rootDir }: { services: AppServices; config: Config; logger: Logger; rootDir: string }): Router {
  const router = express.Router();
  router.use(contactApi(services));
  // The contact buttons' taps (issue 45): counted, coded, answered with his own WhatsApp, phone, mail or Telegram.
  router.use(contactTapsApi(services));
  router.use(services.tools.router);
  router.use(insightsApi({ insights: services.insights, siteUrl: config.siteUrl, logger, limiter: services.limiter }));
  router.use(adminInsightsApi({ insights: services.insights, requireAdmin: services.auth.requireAdmin, logger }));
  router.use(
    adminLeadsApi({
      requireAdmin: services.auth.requireAdmin,
      inbox: createLeadInbox(services.db, logger),
      leads: services.leads,
      taps: services.taps,
      logger,
    }),
  );
  router.use(
    adminSettingsApi({ settings: services.settings, content: services.content, requireAdmin: services.auth.requireAdmin, logger: services.logger }),
  );
  router.use(adminContentApi({ ...services, requireAdmin: services.auth.requireAdmin }));
  router.use(adminArticlesApi({ articles: services.articles, logger: services.logger, requireAdmin: services.auth.requireAdmin }));
  router.use(adminTextsApi({ requireAdmin: services.auth.requireAdmin }));
  router.use(adminBackupApi({ ...services, requireAdmin: services.auth.requireAdmin, ...backupPaths(rootDir, config) }));
  // Image uploads, and the public /media files they become (before the pages' catch-all).
  router.use(
    adminImagesApi({ images: services.images, requireAdmin: services.auth.requireAdmin, logger: services.logger, limiterFactory: services.limiter }),
  );

  // Share cards: drawn per page and language, at addresses that never change (ADR 035).
  router.use(
    cardRoutes({
      cards: services.cards,
      limiter: services.limiter({ name: "share-card-draws", max: 120, windowMs: 10 * 60_000 }),
      rootDir,
      logger,
      requireAdmin: services.auth.requireAdmin,
    }),
  );

  // Favicons and the web manifest, from his published logo or the shipped mark (ADR 041).
  router.use(faviconRoutes({ favicons: services.favicons, logger }));

  router.use(i18nApi(services));
  return router;
}
