import express, { type Router } from "express";
import type { Logger } from "pino";
import { parseSettings } from "#core/settings/settings-schema";
import type { SettingsService } from "../settings/site-settings";
import { guardedBy, type AdminGuard } from "./admin-guard";
import { jsonOptions } from "../security/input-boundary";

/**
 * The studio's settings API: the owner's name, contact details and profile
 * links. Every write is validated by the shared schema and leaves an audit
 * line naming who changed which fields.
 */
export function adminSettingsApi(deps: { settings: SettingsService; requireAdmin: AdminGuard; logger: Logger }): Router {
  const router = express.Router();
  const guarded = guardedBy(deps.requireAdmin);

  router.get(
    "/api/admin/settings",
    guarded(async (_req, res) => {
      res.json(await deps.settings.studio());
    }),
  );

  router.put(
    "/api/admin/settings",
    express.json({ limit: "16kb", ...jsonOptions }),
    guarded(async (req, res, admin) => {
      const parsed = parseSettings(req.body);
      if (!parsed.ok) {
        res.status(400).json({ error: "validation_failed", fields: parsed.errors });
        return;
      }
      const { settings, changed } = await deps.settings.save(parsed.values);
      deps.logger.info({ audit: "settings.save", admin: admin.email ?? admin.userId, changed }, "settings saved");
      res.json(settings);
    }),
  );

  return router;
}
