import path from "node:path";
import express, { type Request, type Response, type Router } from "express";
import type { Logger } from "pino";
import { restoreUploadLimit } from "#core/content/backup-wire";
import type { Database } from "../db/database";
import type { ContentService } from "../content/content-service";
import type { ArticleService } from "../articles/article-service";
import { applyImport, exportContent, ImportError } from "../content/content-transfer";
import type { SettingsService } from "../settings/site-settings";
import type { Config } from "../config";
import { journalOf, streamBackup } from "../backup/backup";
import { latestAutomatic } from "../backup/nightly";
import { checkRestore, readRestoreFile, restoreSummary, RestoreRefused } from "../backup/site-restore";
import { readCappedBody } from "../security/body-limit";
import { adminFirst, guardedBy, type Admin, type AdminGuard } from "./admin-guard";

type Deps = {
  db: Database;
  content: ContentService;
  articles: ArticleService;
  settings: SettingsService;
  requireAdmin: AdminGuard;
  logger: Logger;
  /** Where the generated secrets live (DATA_DIR); a full backup carries them. */
  dataDir: string;
  migrationsDir: string;
  uploadLimit?: number;
  /** The automatic backups' folder (BACKUP_DIR), when the installer set one up. */
  automaticDir?: string | undefined;
};

const who = (admin: Admin) => admin.email ?? admin.userId;
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The studio's Backup screen (ADR 037): the content export and the full
 * backup streamed from the running server, and restoring an uploaded file's
 * content through the import, after a summary of what it changes. Every
 * route is guarded on the server and audited; an upload is capped while it
 * arrives.
 */
export function adminBackupApi(deps: Deps): Router {
  const router = express.Router();
  const guarded = guardedBy(deps.requireAdmin);
  const limit = deps.uploadLimit ?? restoreUploadLimit;
  const audit = (admin: Admin, action: string, details: Record<string, unknown> = {}) =>
    deps.logger.info({ audit: `backup.${action}`, admin: who(admin), ...details }, `backup ${action}`);
  // A full backup holds one snapshot open (on PGlite, the only connection) until it is sent: one at a time.
  let backingUp = false;

  // The newest automatic backup, for the screen to say when the last one ran and how big it was.
  router.get(
    "/api/admin/backup/automatic",
    guarded(async (_req, res) => {
      res.json({ configured: Boolean(deps.automaticDir), latest: latestAutomatic(deps.automaticDir) });
    }),
  );

  router.get(
    "/api/admin/backup/content",
    guarded(async (_req, res, admin) => {
      const file = await exportContent(deps);
      audit(admin, "download.content", { images: file.images.length });
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      res.setHeader("Content-Disposition", `attachment; filename="site-content-${today()}.json"`);
      // The same bytes as `npm run content:export`.
      res.send(JSON.stringify(file, null, 1));
    }),
  );

  router.get(
    "/api/admin/backup/full",
    guarded(async (req, res, admin) => {
      if (backingUp) {
        res.status(429).json({ error: "busy" });
        return;
      }
      backingUp = true;
      audit(admin, "download.full", { ip: req.ip });
      res.setHeader("Content-Type", "application/gzip");
      res.setHeader("Content-Disposition", `attachment; filename="site-backup-${today()}.gz"`);
      try {
        const counts = await streamBackup({ db: deps.db, out: res, dataDir: deps.dataDir });
        audit(admin, "download.full.sent", { rows: Object.values(counts).reduce((sum, n) => sum + n, 0) });
      } catch (error) {
        deps.logger.error({ err: error }, "backup download failed");
        // Headers are gone: cutting the connection tells the browser the file is incomplete.
        res.destroy();
      } finally {
        backingUp = false;
      }
    }),
  );

  const refused = (res: Response, error: unknown) => {
    if (!(error instanceof RestoreRefused)) throw error;
    // Whatever of an oversized upload is still arriving is not read: the connection closes after the answer.
    if (error.status === 413) res.setHeader("Connection", "close");
    res.status(error.status).json({ error: error.code, ...(error.problem ? { problem: error.problem } : {}) });
  };

  // The upload is read only up to the cap, refused the moment it passes it (the rest is never held).
  const capped = readCappedBody(limit, (_req, res) => res.status(413).json({ error: "too_large" }));
  const readFile = async (req: Request) => await readRestoreFile(req.body as Buffer, await journalOf(deps.migrationsDir));

  router.post(
    "/api/admin/backup/restore/check",
    adminFirst(deps.requireAdmin),
    capped,
    guarded(async (req, res) => {
      try {
        const file = await readFile(req);
        const checked = await checkRestore(deps, file.raw);
        res.json(await restoreSummary(deps, checked, file));
      } catch (error) {
        refused(res, error);
      }
    }),
  );

  router.post(
    "/api/admin/backup/restore",
    adminFirst(deps.requireAdmin),
    capped,
    guarded(async (req, res, admin) => {
      try {
        const file = await readFile(req);
        const checked = await checkRestore(deps, file.raw);
        // The owner confirmed a summary against one published revision: another publish meanwhile makes it wrong.
        const basis = Number(req.query.basis);
        if ((await deps.content.studio()).published.id !== basis) throw new RestoreRefused(409, "changed_meanwhile");
        let result;
        try {
          result = await applyImport(deps, checked, who(admin));
        } catch (error) {
          if (error instanceof ImportError) throw new RestoreRefused(422, "invalid_import", error.problem);
          throw error;
        }
        audit(admin, "restore", { kind: file.kind, revision: result.revision.id, settings: result.settingsChanged });
        res.json({ revision: result.revision, settingsChanged: result.settingsChanged });
      } catch (error) {
        refused(res, error);
      }
    }),
  );

  return router;
}

/** Where the backups find the generated secrets, the migrations and the automatic backups, from the server's root, DATA_DIR and BACKUP_DIR. */
export const backupPaths = (rootDir: string, config: Pick<Config, "dataDir" | "backup">) => ({
  dataDir: path.resolve(rootDir, config.dataDir),
  migrationsDir: path.join(rootDir, "drizzle"),
  automaticDir: config.backup.dir === undefined ? undefined : path.resolve(rootDir, config.backup.dir),
});
