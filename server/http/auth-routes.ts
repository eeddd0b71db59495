import express, { type Router } from "express";
import type { Config } from "../config";
import type { AppServices } from "../services";

/** The sign-in API and what the admin page needs to talk to it. */
export function authRoutes(services: AppServices, config: Config): Router {
  const router = express.Router();
  // Sign-in API (Supabase Auth compatible): its own JSON parser, CORS and error format (ADR 010).
  router.use("/auth/v1", services.auth.router);

  // What the admin page needs to build its auth client; the anon key is public by design.
  router.get("/api/public-config", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json(services.auth.publicConfig());
  });

  if (config.env === "test") {
    // Lets tests reach requireAdmin without depending on the admin API.
    router.get("/api/test/require-admin", services.auth.adminGuard, (_req, res) => {
      res.json(res.locals.admin);
    });
  }
  return router;
}
