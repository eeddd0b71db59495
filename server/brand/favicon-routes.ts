import express, { type Router } from "express";
import type { Logger } from "pino";
import { faviconAddress, faviconFiles, isFaviconPath, isFaviconVersion, type FaviconPath } from "#core/brand/favicon-paths";
import type { FaviconService } from "./favicons";

/** A versioned file's content never changes: anyone may keep it for good. */
export const versionedIconCacheControl = "public, max-age=31536000, immutable";
/** The conventional addresses stay while the set behind them changes: an hour, and a recheck is a 304. */
export const plainIconCacheControl = "public, max-age=3600";

/**
 * The favicon set. The pages and the manifest name each file at its versioned address,
 * `/icons/<version>/<file>`, kept for good: a new logo, name or colours give new addresses, so a browser
 * never shows an old icon from its cache. An older version answers 301 with the current address (a page
 * cached somewhere still gets an icon). The conventional addresses browsers ask for by themselves
 * (`/favicon.ico`, `/apple-touch-icon.png`; the others for old links) keep a short cache with an ETag.
 */
export function faviconRoutes(deps: { favicons: FaviconService; logger: Logger }): Router {
  const router = express.Router();

  async function send(res: express.Response, path: FaviconPath, cacheControl: string, ifNoneMatch: string | undefined, version?: string) {
    try {
      const set = await deps.favicons.current();
      // Published again meanwhile: never this set under another version's address.
      if (version && set.hash !== version) return moved(res, set.hash, path);
      const etag = `"${set.hash}"`;
      res.setHeader("Cache-Control", cacheControl);
      res.setHeader("ETag", etag);
      if (ifNoneMatch === etag) return void res.status(304).end();
      res.type(faviconFiles[path]).send(set.files[path]);
    } catch (error) {
      deps.logger.error({ err: error, path }, "favicons: could not draw the set");
      res.setHeader("Cache-Control", "no-store");
      res.status(503).type("text/plain").send("Service Unavailable");
    }
  }

  function moved(res: express.Response, version: string, path: FaviconPath) {
    res.setHeader("Cache-Control", "public, max-age=300");
    res.redirect(301, faviconAddress(version, path));
  }

  router.get(Object.keys(faviconFiles), async (req, res) => {
    if (!isFaviconPath(req.path)) return void res.status(404).end();
    await send(res, req.path, plainIconCacheControl, req.headers["if-none-match"]);
  });

  router.get("/icons/:version/:file", async (req, res) => {
    const path = `/${req.params.file}`;
    if (!isFaviconVersion(req.params.version) || !isFaviconPath(path)) {
      res.setHeader("Cache-Control", "public, max-age=300");
      return void res.status(404).type("text/plain").send("Not Found");
    }
    const current = await deps.favicons.version();
    if (req.params.version !== current) return moved(res, current, path);
    await send(res, path, versionedIconCacheControl, req.headers["if-none-match"], current);
  });
  return router;
}
