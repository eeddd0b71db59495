import express, { type Request, type Router } from "express";
import type { Logger } from "pino";
import { insightEvent, maxInsightBytes } from "#core/insights/insight-wire";
import { languageFromPath } from "#core/i18n/languages";
import type { InsightRequest, InsightService } from "../insights/insight-service";
import { insightPath } from "../insights/insight-path";
import { insightRequestOf, mayCount } from "../insights/visitor";
import { clientKey, isIPv6Network } from "../security/client-key";
import { createRateLimiter, type LimiterFactory } from "../security/rate-limiter";

/** Events one address may send per window: a long, busy visit sends well under a hundred. */
export const insightEventLimit = { max: 240, windowMs: 10 * 60_000 };

/** A transparent 1×1 GIF: the no-script page view's answer. */
const pixel = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/**
 * POST /api/insights: the page's collector (`navigator.sendBeacon`, a text
 * body). GET /api/insights/view.gif: the page view of a browser without
 * JavaScript (the page's no-script image; the page is its Referer).
 * Both answer 204/the image whatever was kept, so a page never waits or
 * shows an error; refused input is 400, a stranger's page 403, a flood 429.
 */
export function insightsApi(deps: { insights: InsightService; siteUrl: string; logger: Logger; limiter?: LimiterFactory }): Router {
  const router = express.Router();
  const limiter = (deps.limiter ?? createRateLimiter)({ name: "insight-events", ...insightEventLimit });
  // An IPv6 /48 (65,536 /64s, one site of one customer) is counted as well, with room for a few dozen people.
  const limiter48 = (deps.limiter ?? createRateLimiter)({
    name: "insight-events-48",
    max: insightEventLimit.max * 16,
    windowMs: insightEventLimit.windowMs,
  });
  const allowed = async (ip: string | undefined) =>
    (await limiter.consume(clientKey(ip))).allowed && (!isIPv6Network(ip) || (await limiter48.consume(clientKey(ip, 48))).allowed);
  const siteOrigin = new URL(deps.siteUrl).origin;

  const ownOrigin = (req: Request, origin: string) => origin === siteOrigin || origin === `${req.protocol}://${req.get("host")}`;
  const sameSite = (req: Request) => {
    const fetchSite = req.get("sec-fetch-site");
    if (fetchSite && fetchSite !== "same-origin") return false;
    const origin = req.get("origin");
    return !origin || ownOrigin(req, origin);
  };
  const who: (req: Request) => InsightRequest = insightRequestOf;
  const countable = (req: Request) => mayCount(who(req));
  const keep = async (req: Request, event: Parameters<InsightService["record"]>[0]) => {
    try {
      await deps.insights.record(event, who(req));
    } catch (error) {
      deps.logger.warn({ err: error }, "insights: an event was not stored");
    }
  };

  router.post("/api/insights", express.text({ type: ["text/plain", "application/json"], limit: maxInsightBytes }), async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (!sameSite(req)) {
      res.status(403).end();
      return;
    }
    let parsed;
    try {
      parsed = typeof req.body === "string" ? insightEvent.safeParse(JSON.parse(req.body)) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!parsed?.success) {
      res.status(400).end();
      return;
    }
    // A robot or a visitor who asked not to be counted: nothing to store, nothing to limit.
    if (!countable(req)) {
      res.status(204).end();
      return;
    }
    if (!(await allowed(req.ip))) {
      res.status(429).end();
      return;
    }
    await keep(req, parsed.data);
    res.status(204).end();
  });

  router.get("/api/insights/view.gif", async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Content-Type", "image/gif");
    const referer = req.get("referer");
    let path: string | undefined;
    try {
      path = referer && ownOrigin(req, new URL(referer).origin) ? insightPath(referer) : undefined;
    } catch {
      path = undefined;
    }
    if (path && sameSite(req) && countable(req) && (await allowed(req.ip))) await keep(req, { type: "view", path, lang: languageFromPath(path) });
    res.end(pixel);
  });

  return router;
}
