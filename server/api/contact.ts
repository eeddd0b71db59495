import express, { type Request, type Router } from "express";
import type { AppServices } from "../services";
import { contactResponse, submissionMeta } from "../leads/contact-response.server";

/** POST /api/contact: the form's JavaScript path (urlencoded body, JSON answer). */
export function contactApi(services: AppServices): Router {
  const router = express.Router();
  router.post(
    "/api/contact",
    express.urlencoded({ extended: false, limit: "64kb", parameterLimit: 50 }),
    async (req: Request, res) => {
      res.setHeader("Cache-Control", "no-store");
      if (!req.is("application/x-www-form-urlencoded") || typeof req.body !== "object" || req.body === null) {
        res.status(415).json({ status: "invalid", errors: {} });
        return;
      }
      const body = req.body as Record<string, unknown>;
      const lang = body.lang === "en" ? "en" : "ar";
      try {
        const result = await services.leads.submit(body, submissionMeta((name) => body[name], { lang, referer: req.get("referer"), userAgent: req.get("user-agent"), ip: req.ip }));
        const { code, body: answer } = contactResponse(result);
        if (answer.status === "rate_limited") res.setHeader("Retry-After", String(answer.retryAfterMinutes * 60));
        res.status(code).json(answer);
      } catch (error) {
        services.logger.error({ err: error }, "contact submission failed");
        res.status(503).json({ status: "error" });
      }
    },
  );
  return router;
}
