import { isIP } from "node:net";
import express, { type Request } from "express";
import { z } from "zod";
import { guardedLookup, isPublicAddress, OutboundError } from "../../security/outbound-fetch";
import { clientKey } from "../../security/client-key";
import { parseSiteUrl, maxUrlLength } from "#core/tools/site-url";
import type { SpeedJobView } from "#core/tools/website-report";
import { parseToolInput, requestLang, sendToolError, toolJson, toolText, type ServerTool, type ToolDeps, type ToolTextKey } from "../tool-http";
import type { JobErrorCode, SpeedJob } from "./speed-jobs";
import { createSpeedQueue } from "./speed-queue";
import { createSpeedRunner } from "./speed-runner";
import { speedProviders } from "./providers";

const input = z.object({
  url: z.string().trim().min(1).max(maxUrlLength),
  lang: z.enum(["ar", "en"]).optional(),
});

const jobId = z.string().uuid();

/** Texts for a failed job, by its code. */
const errorTexts: Record<JobErrorCode, ToolTextKey> = {
  unreachable: "tools:api.unreachable",
  blocked: "tools:api.blocked",
  timeout: "tool-speed:website.errors.timeout",
  unavailable: "tool-speed:website.errors.unavailable",
  failed: "tool-speed:website.errors.failed",
};

/**
 * Before queueing: the host must resolve, and only to public addresses.
 * This is for a quick, clear answer; the real check happens again at
 * connect time in the guarded proxy (so DNS rebinding gains nothing).
 */
function preflight(host: string, allowLoopback: boolean): Promise<"ok" | "blocked" | "unreachable"> {
  const bare = host.replace(/^\[|\]$/g, "");
  if (isIP(bare)) return Promise.resolve(isPublicAddress(bare, allowLoopback) ? "ok" : "blocked");
  const lookup = guardedLookup(allowLoopback);
  return new Promise((resolve) => {
    lookup(bare, { all: true }, (error) => resolve(!error ? "ok" : error instanceof OutboundError ? "blocked" : "unreachable"));
  });
}

/**
 * The website speed check:
 * POST /api/tools/website-speed {url, lang} starts (or joins, or answers
 * from cache) a job; GET /api/tools/website-speed/:id?lang= polls it.
 */
export function createWebsiteSpeedTool(deps: ToolDeps): ServerTool {
  const { tools } = deps.config;
  // With WEBSITE_SPEED_WORKER=inline (the default) this process runs checks too; with "off" only `npm run worker` does.
  const runner =
    tools.websiteSpeedWorker === "inline"
      ? createSpeedRunner({ db: deps.db, providers: speedProviders(deps.config), cacheMs: tools.websiteSpeedCacheMs, logger: deps.logger })
      : undefined;
  const jobs = createSpeedQueue({ db: deps.db, queueMax: tools.lighthouse.queueMax, onQueued: () => runner?.nudge() });
  const started = runner
    ?.start()
    .catch((error: unknown) => deps.logger.error({ err: error, tool: "website-speed" }, "website speed: the runner did not start"));

  /** The provider that will run a check: this process's, else a worker's that is alive; null when none is. */
  async function provider() {
    return runner?.provider ?? (await jobs.liveProvider());
  }

  async function view(job: SpeedJob, req: Request): Promise<SpeedJobView> {
    const lang = requestLang(req);
    const key = job.errorCode ? errorTexts[job.errorCode] : null;
    return {
      id: job.id,
      url: job.url,
      state: job.state,
      position: await jobs.position(job),
      current: job.current,
      results: job.results,
      missing: job.missing,
      error:
        key && job.errorCode
          ? { code: job.errorCode, title: toolText(lang, `${key}.title` as ToolTextKey), message: toolText(lang, `${key}.message` as ToolTextKey) }
          : null,
      cached: job.cached,
      elapsedMs: (job.finishedAt ?? Date.now()) - job.createdAt,
    };
  }

  const router = express.Router();
  router.post("/website-speed", toolJson, deps.rateLimit("website-speed"), async (req, res) => {
    const lang = requestLang(req);
    const body = parseToolInput(input, req, res, { code: "invalid_url", key: "tools:api.invalidUrl" });
    if (!body) return;
    const site = parseSiteUrl(body.url);
    if (!site.ok) return sendToolError(res, 400, lang, "invalid_url", "tools:api.invalidUrl");
    const runs = await provider();
    if (!runs) return sendToolError(res, 503, lang, "unavailable", "tool-speed:website.errors.unavailable");
    const reach = await preflight(new URL(site.url).hostname, deps.config.outboundAllowLoopback);
    if (reach === "blocked") return sendToolError(res, 422, lang, "blocked", "tools:api.blocked");
    // With PageSpeed Insights, Google resolves the name, not this server.
    if (reach === "unreachable" && runs === "lighthouse") return sendToolError(res, 502, lang, "unreachable", "tools:api.unreachable");
    const result = await jobs.start(site.url, clientKey(req.ip));
    if (!result.ok) {
      res.setHeader("Retry-After", "30");
      if (result.reason === "tooMany") return sendToolError(res, 429, lang, "too_many", "tool-speed:website.errors.tooMany");
      return sendToolError(res, 503, lang, "busy", "tools:api.busy");
    }
    res.setHeader("Cache-Control", "no-store");
    res.status(result.job.state === "done" ? 200 : 202).json(await view(result.job, req));
  });

  // Polled about once a second while a job runs, so its own, higher limit.
  router.get("/website-speed/:id", deps.rateLimit("website-speed-poll", { max: 900 }), async (req, res) => {
    const lang = requestLang(req);
    const id = jobId.safeParse(req.params.id);
    const job = id.success ? await jobs.get(id.data) : undefined;
    if (!job) return sendToolError(res, 404, lang, "expired", "tool-speed:website.errors.expired");
    res.setHeader("Cache-Control", "no-store");
    res.json(await view(job, req));
  });

  return {
    router,
    async close() {
      await started;
      await runner?.close();
    },
  };
}
