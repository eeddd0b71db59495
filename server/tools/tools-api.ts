import { createRateLimiter, type LimiterFactory } from "../security/rate-limiter";
import express from "express";
import type { Logger } from "pino";
import type { Config } from "../config";
import type { Database } from "../db/database";
import { createOutboundFetcher } from "../security/outbound-fetch";
import { createToolRateLimit, type ServerTool, type ToolDeps } from "./tool-http";
import { createSpeedTestTool } from "./speed-test/speed-test-api";
import { createSeoTool } from "./seo/seo-api";
import { createDomainTool } from "./domain/domain-api";
import { createWebsiteSpeedTool } from "./website-speed/website-speed-api";

/** The four tools that run on the server, under /api/tools: website speed, internet speed, SEO and domain. */
export function createServerTools(options: { config: Config; logger: Logger; db: Database; limiter?: LimiterFactory }): ServerTool {
  const { config, logger } = options;
  const limiter = options.limiter ?? createRateLimiter;
  const deps: ToolDeps = {
    config,
    logger,
    db: options.db,
    fetcher: createOutboundFetcher({ allowLoopback: config.outboundAllowLoopback }),
    limiter,
    rateLimit: createToolRateLimit(config, limiter),
  };
  const tools = [createSpeedTestTool(deps), createSeoTool(deps), createDomainTool(deps), createWebsiteSpeedTool(deps)];
  const router = express.Router();
  for (const tool of tools) router.use("/api/tools", tool.router);
  return {
    router,
    async close() {
      await Promise.all(tools.map((tool) => tool.close?.()));
    },
  };
}
