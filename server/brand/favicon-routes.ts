import express, { type Router } from "express";
import type { Logger } from "pino";
import { faviconFiles, isFaviconPath, type FaviconService } from "./favicons";

/**
 * The favicon set at the addresses browsers ask for by themselves
 * (/favicon.ico, /apple-touch-icon.png) and the ones the pages link. The
 * addresses stay, so they are kept an hour like the other unhashed files,
 * with an ETag of the set so a browser's recheck costs nothing.
 */
export function faviconRoutes(deps: { favicons: FaviconService; logger: Logger }): Router {
  const router = express.Router();
  router.get(Object.keys(faviconFiles), async (req, res) => {
    if (!isFaviconPath(req.path)) return void res.status(404).end();
    try {
      const set = await deps.favicons.current();
      const etag = `"${set.hash}"`;
      res.setHeader("Cache-Control", "public, max-age=3600");
      res.setHeader("ETag", etag);
      if (req.headers["if-none-match"] === etag) return void res.status(304).end();
      res.type(faviconFiles[req.path]).send(set.files[req.path]);
    } catch (error) {
      deps.logger.error({ err: error, path: req.path }, "favicons: could not draw the set");
      res.setHeader("Cache-Control", "no-store");
      res.status(503).type("text/plain").send("Service Unavailable");
    }
  });
  return router;
}
