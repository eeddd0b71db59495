import express, { type Router } from "express";
import type { Logger } from "pino";
import { isLang } from "#core/i18n/languages";
import { articleStates, type ArticleListState } from "#core/articles/article-wire";
import { jsonOptions } from "../security/input-boundary";
import { ArticleError, type ArticleService } from "../articles/article-service";
import { adminFirst, guardedRefusing, type Admin, type AdminGuard } from "./admin-guard";

type Deps = { articles: ArticleService; requireAdmin: AdminGuard; logger: Logger };

const who = (admin: Admin) => admin.email ?? admin.userId;
/** One article with a body at its limit (100,000 characters of Arabic) is about 600 KB of editor JSON. */
const bodyLimit = "1mb";

/**
 * The studio's Articles screen (ADR 056): one article per request, so a save
 * sends and stores only that article. Guarded on the server, validated by the
 * shared schema, audited.
 */
export function adminArticlesApi(deps: Deps): Router {
  const router = express.Router();
  // Every article route answers a refused change (ArticleError) with its status and problems.
  const guarded = guardedRefusing(deps.requireAdmin, ArticleError);
  const audit = (admin: Admin, action: string, id: string, details: Record<string, unknown> = {}) =>
    deps.logger.info({ audit: `article.${action}`, admin: who(admin), article: id, ...details }, `article ${action}`);
  const json = express.json({ limit: bodyLimit, ...jsonOptions });
  const id = (value: unknown) => (typeof value === "string" && /^[a-z0-9-]{1,40}$/.test(value) ? value : "");
  const whole = (value: unknown) => (Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : undefined);

  router.get(
    "/api/admin/articles",
    guarded(async (req, res) => {
      const state = articleStates.find((known) => known === req.query.state) as ArticleListState | undefined;
      const category = typeof req.query.category === "string" ? id(req.query.category) : "";
      const q = typeof req.query.q === "string" ? req.query.q.slice(0, 200) : "";
      res.json(await deps.articles.list({ ...(state && { state }), ...(category && { category }), ...(q && { q }) }));
    }),
  );

  router.post(
    "/api/admin/articles",
    adminFirst(deps.requireAdmin),
    json,
    guarded(async (req, res, admin) => {
      const lang = (req.body as { lang?: unknown } | undefined)?.lang;
      const created = await deps.articles.create(who(admin), isLang(lang) ? lang : "ar");
      audit(admin, "create", created.id);
      res.status(201).json(created);
    }),
  );

  // The shipped samples, in one step: kept as his, or deleted (each comes back with its Undo).
  router.post(
    "/api/admin/articles/samples/keep",
    adminFirst(deps.requireAdmin),
    guarded(async (_req, res, admin) => {
      const kept = await deps.articles.keepSamples();
      audit(admin, "keep-samples", "samples", { kept });
      res.json({ kept });
    }),
  );

  router.post(
    "/api/admin/articles/samples/remove",
    adminFirst(deps.requireAdmin),
    guarded(async (_req, res, admin) => {
      const removed = await deps.articles.removeSamples(who(admin));
      audit(admin, "remove-samples", "samples", { removed });
      res.json({ removed });
    }),
  );

  router.get(
    "/api/admin/articles/:id",
    guarded(async (req, res) => {
      res.json(await deps.articles.get(id(req.params.id)));
    }),
  );

  router.put(
    "/api/admin/articles/:id",
    adminFirst(deps.requireAdmin),
    json,
    guarded(async (req, res, admin) => {
      const body = (req.body ?? {}) as { document?: unknown; version?: unknown };
      const version = whole(body.version);
      if (version === undefined || body.document === undefined) {
        res.status(400).json({ error: "invalid_request" });
        return;
      }
      const saved = await deps.articles.save(id(req.params.id), body.document, version, who(admin));
      audit(admin, "save", saved.id, { version: saved.version });
      res.json(saved);
    }),
  );

  router.post(
    "/api/admin/articles/:id/confirm",
    adminFirst(deps.requireAdmin),
    json,
    guarded(async (req, res, admin) => {
      const body = (req.body ?? {}) as { lang?: unknown; version?: unknown };
      const version = whole(body.version);
      if (!isLang(body.lang) || version === undefined) {
        res.status(400).json({ error: "invalid_request" });
        return;
      }
      const saved = await deps.articles.confirmTranslation(id(req.params.id), body.lang, version);
      audit(admin, "translation.confirm", saved.id, { lang: body.lang });
      res.json(saved);
    }),
  );

  router.post(
    "/api/admin/articles/:id/publish",
    adminFirst(deps.requireAdmin),
    json,
    guarded(async (req, res, admin) => {
      const at = (req.body as { at?: unknown } | undefined)?.at;
      let when: Date | undefined;
      if (at !== undefined && at !== null) {
        when = typeof at === "string" ? new Date(at) : new Date(Number.NaN);
        if (Number.isNaN(when.getTime())) {
          res.status(400).json({ error: "invalid_request" });
          return;
        }
      }
      const published = await deps.articles.publish(id(req.params.id), who(admin), when);
      audit(admin, published.state === "scheduled" ? "schedule" : "publish", published.id, { at: published.scheduledAt });
      res.json(published);
    }),
  );

  router.post(
    "/api/admin/articles/:id/unpublish",
    guarded(async (req, res, admin) => {
      const done = await deps.articles.unpublish(id(req.params.id), who(admin));
      audit(admin, "unpublish", done.id);
      res.json(done);
    }),
  );

  router.delete(
    "/api/admin/articles/:id",
    guarded(async (req, res, admin) => {
      await deps.articles.remove(id(req.params.id), who(admin));
      audit(admin, "delete", id(req.params.id));
      res.json({ ok: true });
    }),
  );

  router.post(
    "/api/admin/articles/:id/undo-delete",
    guarded(async (req, res, admin) => {
      const back = await deps.articles.undoRemove(id(req.params.id), who(admin));
      audit(admin, "undelete", back.id);
      res.json(back);
    }),
  );

  router.get(
    "/api/admin/articles/:id/revisions",
    guarded(async (req, res) => {
      res.json(await deps.articles.revisions(id(req.params.id)));
    }),
  );

  router.get(
    "/api/admin/articles/:id/revisions/:revision",
    guarded(async (req, res) => {
      res.json(await deps.articles.revision(id(req.params.id), Number(req.params.revision)));
    }),
  );

  router.post(
    "/api/admin/articles/:id/revisions/:revision/restore",
    guarded(async (req, res, admin) => {
      const restored = await deps.articles.restore(id(req.params.id), Number(req.params.revision), who(admin));
      audit(admin, "restore", restored.id, { revision: Number(req.params.revision) });
      res.json(restored);
    }),
  );

  return router;
}
