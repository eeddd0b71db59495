import express, { type Request, type Router } from "express";
import type { AppServices } from "../services";
import { submitContact } from "../leads/contact-response.server";
import { clientKey } from "../security/client-key";

/** Form tokens one address may ask for per window: a page view asks for one. */
const tokenLimit = { max: 120, windowMs: 10 * 60_000 };

/**
 * POST /api/contact: the form's JavaScript path (urlencoded body, JSON answer).
 * GET /api/contact/token: a fresh form token for a page served from the page
 * cache (the form asks for it when it appears; each token is accepted once).
 */
export function contactApi(services: AppServices): Router {
  const router = express.Router();
  const tokens = services.limiter({ name: "form-token", ...tokenLimit });
  router.get("/api/contact/token", async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const verdict = await tokens.consume(clientKey(req.ip));
    if (!verdict.allowed) {
      res.setHeader("Retry-After", String(Math.max(1, Math.ceil(verdict.retryAfterMs / 1000))));
      res.status(429).json({ status: "rate_limited", retryAfterMinutes: Math.max(1, Math.ceil(verdict.retryAfterMs / 60_000)) });
      return;
    }
    res.json({ token: services.formToken() });
  });
  router.post("/api/contact", express.raw({ type: "application/x-www-form-urlencoded", limit: "64kb" }), async (req: Request, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (!req.is("application/x-www-form-urlencoded") || !Buffer.isBuffer(req.body)) {
      res.status(415).json({ status: "invalid", errors: {} });
      return;
    }
    const body = parseFormBody(req.body);
    if (!body) {
      res.status(400).json({ status: "invalid", errors: {} });
      return;
    }
    const reply = await submitContact(services, {
      form: body,
      lang: body.lang === "en" ? "en" : "ar",
      referer: req.get("referer"),
      userAgent: req.get("user-agent"),
      ip: req.ip,
      dnt: req.get("dnt"),
      gpc: req.get("sec-gpc"),
    });
    res.set(reply.headers);
    res.status(reply.code).json(reply.body);
  });
  return router;
}

/**
 * Decodes an urlencoded body strictly: bytes must be UTF-8, and percent
 * escapes that are not UTF-8 become U+FFFD, which validation refuses.
 */
export function parseFormBody(raw: Buffer): Record<string, string | string[]> | null {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(raw);
  } catch {
    return null;
  }
  const out: Record<string, string | string[]> = {};
  let count = 0;
  for (const [key, value] of new URLSearchParams(text)) {
    if (++count > 50) return null;
    const existing = out[key];
    out[key] = existing === undefined ? value : ([] as string[]).concat(existing, value);
  }
  return out;
}
