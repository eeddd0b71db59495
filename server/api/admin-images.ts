import { createHash } from "node:crypto";
import express, { type Request, type Router } from "express";
import { readCappedBody } from "../security/body-limit";
import type { Logger } from "pino";
import { parseMediaName } from "#core/content/image-variants";
import { imageUploadLimits } from "#core/content/image-upload";
import { ImageRefused, type ImageStore } from "../content/images";
import { createRateLimiter, type LimiterFactory, type RateLimiter } from "../security/rate-limiter";
import { adminFirst, guardedBy, type Admin, type AdminGuard } from "./admin-guard";

type Deps = {
  /** Builds the upload limit on the site's store (shared by every instance). */
  limiterFactory?: LimiterFactory;
  images: ImageStore;
  requireAdmin: AdminGuard;
  logger: Logger;
  /** Uploads per admin; 60 per 10 minutes unless given. */
  limiter?: RateLimiter;
};

const contentTypes = { avif: "image/avif", webp: "image/webp" } as const;
const who = (admin: Admin) => admin.email ?? admin.userId;

/**
 * Image uploads for the studio and the public files they become. A stranger
 * is refused before the body is read; the body is taken as raw bytes (the
 * name and Content-Type the browser sends are ignored) up to the size cap.
 */
export function adminImagesApi(deps: Deps): Router {
  const router = express.Router();
  const guarded = guardedBy(deps.requireAdmin);
  const limiter = deps.limiter ?? (deps.limiterFactory ?? createRateLimiter)({ name: "image-upload", max: 60, windowMs: 10 * 60_000 });
  const audit = (admin: string | undefined, details: Record<string, unknown>) =>
    deps.logger.info({ audit: "image.upload", admin, ...details }, details.refused ? "image upload refused" : "image uploaded");

  // A body over the cap never reaches the handler: answered in the upload's own words the moment it passes the cap.
  const readBody = readCappedBody(imageUploadLimits.maxBytes, (req, res) => {
    void whoIs(req).then((admin) => {
      audit(admin, { refused: "too_large", bytes: Number(req.headers["content-length"]) || undefined });
      res.setHeader("Cache-Control", "no-store");
      res.status(413).json({ error: "too_large" });
    });
  });
  const whoIs = (req: Request) => deps.requireAdmin(req).then(who, () => undefined);

  router.post(
    "/api/admin/images",
    adminFirst(deps.requireAdmin),
    readBody,
    guarded(async (req, res, admin) => {
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const allowed = await limiter.consume(admin.userId);
      if (!allowed.allowed) {
        audit(who(admin), { refused: "rate_limited", bytes: bytes.length });
        res.setHeader("Retry-After", String(Math.ceil(allowed.retryAfterMs / 1000)));
        res.status(429).json({ error: "rate_limited" });
        return;
      }
      try {
        const image = await deps.images.upload(bytes, who(admin));
        audit(who(admin), {
          id: image.id,
          width: image.width,
          height: image.height,
          format: image.sourceFormat,
          bytes: bytes.length,
          new: image.created,
        });
        // 201 for a new image; 200 for one already stored (the same file again has the same id).
        res.status(image.created ? 201 : 200).json({ id: image.id, width: image.width, height: image.height });
      } catch (error) {
        if (!(error instanceof ImageRefused)) throw error;
        audit(who(admin), { refused: error.code, bytes: bytes.length });
        res.status(error.status).json({ error: error.code });
      }
    }),
  );

  router.get("/media/:file", async (req, res) => {
    const name = parseMediaName(req.params.file);
    const bytes = name && (await deps.images.file(name.id, name.width, name.format));
    if (!name || !bytes) {
      // Not yet, perhaps: an upload may create this name later, so the answer is not kept.
      res.setHeader("Cache-Control", "no-store");
      res.status(404).type("text/plain").send("Not Found");
      return;
    }
    // The name is the content (hash of the upload, width, format): it never changes.
    res.setHeader("Content-Type", contentTypes[name.format]);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("ETag", `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`);
    // res.send answers 304 to a matching If-None-Match.
    res.send(bytes);
  });

  return router;
}
