import express, { type Request, type Response, type Router } from "express";
import type { ArticleService } from "../articles/article-service";
import { desc } from "drizzle-orm";
import { removedItems } from "#core/content/bring-back";
import type { ContentDocument } from "#core/content/content-document";
import { contentRevisions } from "../db/schema";
import type { Logger } from "pino";
import type { Database } from "../db/database";
import { ContentError, currentDocument, type ContentService } from "../content/content-service";
import { exportContent, importContent, ImportError } from "../content/content-transfer";
import type { PreviewCookie } from "../content/preview-cookie";
import type { SettingsService } from "../settings/site-settings";
import { adminFirst, guardedRefusing, type Admin, type AdminGuard } from "./admin-guard";
import { callerLang, jsonOptions } from "../security/input-boundary";
import { parseJsonBody, readCappedBody } from "../security/body-limit";
import { toolText } from "../tools/tool-http";

type Deps = {
  db: Database;
  content: ContentService;
  articles: ArticleService;
  settings: SettingsService;
  preview: PreviewCookie;
  requireAdmin: AdminGuard;
  logger: Logger;
  config: { contentImportMaxBytes: number };
};

const who = (admin: Admin) => admin.email ?? admin.userId;

/**
 * The studio's content API: the draft the screens edit, publishing it as a
 * revision, the history and restoring from it, the owner's preview pass, and
 * export/import of everything. Every route is guarded on the server, every
 * write is validated by the shared document schema and leaves an audit line.
 */
export function adminContentApi(deps: Deps): Router {
  const router = express.Router();
  // Every content route answers a refused change (ContentError) with its status and problems.
  const guarded = guardedRefusing(deps.requireAdmin, ContentError);
  const audit = (admin: Admin, action: string, details: Record<string, unknown> = {}) =>
    deps.logger.info({ audit: `content.${action}`, admin: who(admin), ...details }, `content ${action}`);

  router.get(
    "/api/admin/content",
    guarded(async (_req, res) => {
      res.json(await deps.content.studio());
    }),
  );

  router.put(
    "/api/admin/content/draft",
    adminFirst(deps.requireAdmin),
    express.json({ limit: "1mb", ...jsonOptions }),
    guarded(async (req, res, admin) => {
      const body = (req.body ?? {}) as { document?: unknown; version?: unknown };
      const version = body.version === null || Number.isInteger(body.version) ? (body.version as number | null) : undefined;
      if (version === undefined || body.document === undefined) {
        res.status(400).json({ error: "invalid_request" });
        return;
      }
      const studio = await deps.content.saveDraft(body.document, version, who(admin));
      audit(admin, "draft.save", { areas: studio.changes.map((c) => c.area) });
      res.json(studio);
    }),
  );

  router.delete(
    "/api/admin/content/draft",
    guarded(async (_req, res, admin) => {
      await deps.content.discardDraft();
      audit(admin, "draft.discard");
      res.json(await deps.content.studio());
    }),
  );

  router.post(
    "/api/admin/content/publish",
    guarded(async (_req, res, admin) => {
      const revision = await deps.content.publish(who(admin));
      audit(admin, "publish", { revision: revision.id, areas: revision.summary.map((c) => c.area) });
      res.json(revision);
    }),
  );

  router.get(
    "/api/admin/content/revisions",
    guarded(async (_req, res) => {
      res.json(await deps.content.revisions());
    }),
  );

  // Items the published revisions had that the draft (or, without one, the site) no longer has: History offers each back.
  router.get(
    "/api/admin/content/revisions/removed",
    guarded(async (_req, res) => {
      const { document } = await deps.content.studio();
      const rows = await deps.db
        .select({ id: contentRevisions.id, document: contentRevisions.document })
        .from(contentRevisions)
        .orderBy(desc(contentRevisions.id))
        .limit(100);
      const revisions = rows.map((row) => ({ id: row.id, document: currentDocument(row.document) as ContentDocument }));
      res.json({ items: removedItems(document, revisions) });
    }),
  );

  router.post(
    "/api/admin/content/revisions/:id/restore",
    guarded(async (req, res, admin) => {
      const id = Number(req.params.id);
      if (!Number.isSafeInteger(id) || id < 1) {
        res.status(404).json({ error: "no_such_revision" });
        return;
      }
      const revision = await deps.content.restore(id, who(admin));
      audit(admin, "restore", { revision: revision.id, from: id });
      res.json(revision);
    }),
  );

  router.post(
    "/api/admin/content/preview",
    guarded(async (_req, res, admin) => {
      res.setHeader("Set-Cookie", deps.preview.issue(admin.userId));
      audit(admin, "preview.start");
      res.json({ ok: true });
    }),
  );

  router.delete(
    "/api/admin/content/preview",
    guarded(async (_req, res) => {
      res.setHeader("Set-Cookie", deps.preview.clear());
      res.json({ ok: true });
    }),
  );

  // Leaving the preview needs no token: it only ever takes a pass away.
  router.get("/preview/leave", (req, res) => {
    const to = typeof req.query.to === "string" && /^\/(?![/\\])/.test(req.query.to) ? req.query.to : "/";
    res.setHeader("Set-Cookie", deps.preview.clear());
    res.setHeader("Cache-Control", "no-store");
    res.redirect(303, to);
  });

  router.get(
    "/api/admin/content/export",
    guarded(async (_req, res, admin) => {
      const file = await exportContent(deps);
      audit(admin, "export", { images: file.images.length });
      res.setHeader("Content-Disposition", `attachment; filename="site-content-${file.exportedAt.slice(0, 10)}.json"`);
      res.json(file);
    }),
  );

  // An import is parsed whole (JSON.parse takes several times its size), so its cap applies while it
  // streams in (readCappedBody): past it, nothing more is read and nothing is parsed.
  const maxImportBytes = deps.config.contentImportMaxBytes;
  const importTooLarge = (req: Request, res: Response) => {
    deps.logger.warn(
      { audit: "content.import", refused: "too_large", bytes: Number(req.get("content-length")) || undefined },
      "content import refused",
    );
    res.setHeader("Cache-Control", "no-store");
    const size = Math.floor(maxImportBytes / 2 ** 20);
    res
      .status(413)
      .json({ error: "too_large", maxBytes: maxImportBytes, message: toolText(callerLang(req), "admin:studio.content.importTooLarge", { size }) });
  };

  router.post(
    "/api/admin/content/import",
    adminFirst(deps.requireAdmin),
    readCappedBody(maxImportBytes, importTooLarge),
    parseJsonBody,
    guarded(async (req, res, admin) => {
      try {
        const result = await importContent(deps, req.body, who(admin));
        audit(admin, "import", { revision: result.revision.id, settings: result.settingsChanged });
        res.json(result);
      } catch (error) {
        if (error instanceof ImportError) {
          res.status(422).json({ error: "invalid_import", problem: error.problem });
          return;
        }
        throw error;
      }
    }),
  );

  return router;
}
