import type { RequestHandler } from "express";

/**
 * Page routes read form posts themselves (React Router actions). Bodies must
 * declare their length, and stay under the limit, before any byte is read.
 */
export function limitFormBodies(maxBytes: number): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const length = req.headers["content-length"];
    if (length === undefined) {
      if (req.headers["transfer-encoding"]) {
        res.status(411).type("text/plain").send("Length Required");
        return;
      }
      return next();
    }
    if (!/^\d+$/.test(length) || Number(length) > maxBytes) {
      res.status(413).type("text/plain").send("Payload Too Large");
      return;
    }
    next();
  };
}
