import path from "node:path";
import express, { type Router } from "express";
import type { Logger } from "pino";
import type { RateLimiter } from "../security/rate-limiter";
import { clientKey } from "../security/client-key";
import type { CardService } from "./card-service";
import { guardedBy, type AdminGuard } from "../api/admin-guard";

/** A card's address carries the hash of what it shows: it never changes, so anyone may keep it for good. */
export const cardCacheControl = "public, max-age=31536000, immutable";

/**
 * GET /og/<lang>/<page>-<hash>.png (.jpg for the owner's own picture): the page's current card; an older hash of
 * the same page answers 301 with the current address (a chat app that kept
 * the old link still gets a picture), anything else 404. A card not yet
 * drawn costs a draw, so those requests are counted per address; drawn ones
 * are served from memory.
 */
export function cardRoutes(deps: { cards: CardService; limiter: RateLimiter; rootDir: string; logger: Logger; requireAdmin: AdminGuard }): Router {
  const router = express.Router();
  // The studio shows each page's card as a chat app shows its link.
  router.get(
    "/api/admin/share-cards",
    guardedBy(deps.requireAdmin)(async (_req, res) => {
      res.json(await deps.cards.previews());
    }),
  );
  // The card after the next publish, drawn from the draft: for the signed-in owner only, never kept by a browser.
  router.get(
    "/api/admin/share-cards/draft/:lang/:key",
    guardedBy(deps.requireAdmin)(async (req, res) => {
      const lang = String(req.params.lang);
      const key = String(req.params.key);
      const hash = typeof req.query.v === "string" && /^[0-9a-f]{20}$/.test(req.query.v) ? req.query.v : undefined;
      const card = await deps.cards.draftImage(lang, key, hash).catch((error: unknown) => {
        deps.logger.error({ err: error, lang, key }, "share card: could not draw the draft's card");
        return undefined;
      });
      if (card === undefined) res.status(500).json({ error: "draw_failed" });
      else if (card === null) res.status(404).json({ error: "not_found" });
      else res.type(card.type).send(card.bytes);
    }),
  );
  const fallback = path.join(deps.rootDir, "public", "images", "og-default.png");
  router.get("/og/:lang/:file", async (req, res) => {
    const answer = await deps.cards.find(req.params.lang, req.params.file);
    if (answer.kind === "unknown") {
      res.setHeader("Cache-Control", "public, max-age=300");
      res.status(404).type("text/plain").send("Not Found");
      return;
    }
    if (answer.kind === "moved") {
      res.setHeader("Cache-Control", "public, max-age=300");
      res.redirect(301, answer.path);
      return;
    }
    if (!deps.cards.isKept(answer.hash)) {
      const verdict = await deps.limiter.consume(clientKey(req.ip ?? ""));
      if (!verdict.allowed) {
        res.setHeader("Retry-After", String(Math.ceil(verdict.retryAfterMs / 1000)));
        res.status(429).type("text/plain").send("Too Many Requests");
        return;
      }
    }
    try {
      const card = await deps.cards.image(answer.hash);
      res.setHeader("Cache-Control", cardCacheControl);
      res.setHeader("ETag", `"${answer.hash}"`);
      res.type(card.type).send(card.bytes);
    } catch (error) {
      // A card that cannot be drawn still shows something: the site's fixed picture, not kept for long.
      deps.logger.error({ err: error, card: req.path }, "share card: could not draw; sent the default picture");
      res.setHeader("Cache-Control", "public, max-age=300");
      res.sendFile(fallback, (sendError) => {
        if (sendError && !res.headersSent) res.status(500).end();
      });
    }
  });
  return router;
}
