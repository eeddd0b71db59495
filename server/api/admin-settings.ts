import express, { type Router } from "express";
import type { Logger } from "pino";
import { parseSettings, publicPart, type SettingsValues, type StudioSettingsDraft } from "#core/settings/settings-schema";
import { changedSettings, type SettingsService } from "../settings/site-settings";
import { ContentError, type ContentService } from "../content/content-service";
import { adminFirst, guardedBy, type AdminGuard } from "./admin-guard";
import { jsonOptions } from "../security/input-boundary";

/**
 * The studio's settings API: the owner's name, contact details and profile
 * links. Every write is validated by the shared schema and leaves an audit
 * line naming who changed which fields. The public settings are saved into
 * the content draft (previewed, published and restored with the pages, ADR
 * 040); the enquiry notification address takes effect at once.
 */
export function adminSettingsApi(deps: { settings: SettingsService; content: ContentService; requireAdmin: AdminGuard; logger: Logger }): Router {
  const router = express.Router();
  const guarded = guardedBy(deps.requireAdmin);

  /** The draft's settings (the published ones when there is no draft), with the sample fields visitors still see. */
  const current = async (): Promise<StudioSettingsDraft> => {
    const [published, studio] = await Promise.all([deps.settings.studio(), deps.content.studio()]);
    const draft = studio.document.settings;
    const changes = studio.changes.find((change) => change.area === "settings");
    const values = draft ? { ...draft, notifyEmail: published.values.notifyEmail } : published.values;
    const changed = new Set(changedSettings(published.values, values));
    return {
      values,
      sampleFields: published.sampleFields,
      draftSampleFields: published.sampleFields.filter((field) => !changed.has(field)),
      version: studio.draft?.version ?? null,
      unpublished: (changes?.keys ?? []) as StudioSettingsDraft["unpublished"],
    };
  };

  router.get(
    "/api/admin/settings",
    guarded(async (_req, res) => {
      res.json(await current());
    }),
  );

  router.put(
    "/api/admin/settings",
    adminFirst(deps.requireAdmin),
    express.json({ limit: "16kb", ...jsonOptions }),
    guarded(async (req, res, admin) => {
      // The draft version the form was based on rides beside the values (none: no draft was open).
      const { version: rawVersion = null, ...body } = (req.body ?? {}) as Record<string, unknown>;
      const version = rawVersion === null || Number.isInteger(rawVersion) ? (rawVersion as number | null) : undefined;
      const parsed = parseSettings(body);
      if (version === undefined || !parsed.ok) {
        res.status(400).json({ error: "validation_failed", fields: parsed.ok ? {} : parsed.errors });
        return;
      }
      const author = admin.email ?? admin.userId;
      try {
        await saveToDraft(deps.content, parsed.values, version, author);
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        res.status(error.status).json({ error: error.code, problems: error.problems });
        return;
      }
      // Only once the draft took the rest: a refused save changes nothing.
      const notifyChanged = await deps.settings.saveNotifyEmail(parsed.values.notifyEmail);
      const saved = await current();
      deps.logger.info({ audit: "settings.save", admin: author, unpublished: saved.unpublished, notifyChanged }, "settings saved");
      res.json(saved);
    }),
  );

  return router;
}

async function saveToDraft(content: ContentService, values: SettingsValues, version: number | null, author: string) {
  const studio = await content.studio();
  await content.saveDraft({ ...studio.document, settings: publicPart(values) }, version, author);
}
