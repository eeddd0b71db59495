import express, { type Router } from "express";
import { isLang } from "#core/i18n/languages";
import { namespaces, type Namespace } from "#core/i18n/namespaces";
import type { AppServices } from "../services";

/** Namespaces a browser may fetch on demand (texts of lazily loaded widgets). */
const publicNamespaces = new Set<string>(namespaces);

/** GET /api/i18n/:lang/:ns: one namespace's texts as published, or as the owner's draft while he previews it. */
export function i18nApi(services: Pick<AppServices, "preview" | "content">): Router {
  const router = express.Router();
  router.get("/api/i18n/:lang/:ns", async (req, res) => {
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
  return router;
}
