import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { strategies, type JobState, type Strategy, type StrategyReport } from "#core/tools/website-report";
import { AuditError } from "./lighthouse-result";
import { auditAttempts, retryTransient, type SpeedProvider } from "./providers";

/**
 * Website speed jobs: one job audits one URL on mobile, then desktop.
 * Jobs wait in a bounded queue and run `provider.concurrency` at a time;
 * results are cached per URL and strategy; a job nobody polls any more is
 * dropped before it runs; finished jobs are kept a while for late polls.
 */

export type JobErrorCode = AuditError["code"];

export type SpeedJob = {
  id: string;
  url: string;
  /** Who asked (the client's address), to keep one visitor from filling the queue. */
  owner: string;
  state: JobState;
  current: Strategy | null;
  results: Partial<Record<Strategy, StrategyReport>>;
  /** Strategies that failed in a job that still measured the other: the good half is kept. */
  missing: Strategy[];
  errorCode: JobErrorCode | null;
  cached: boolean;
  createdAt: number;
  startedAt: number | null;
  finishedAt: number | null;
  lastSeenAt: number;
};

export type SpeedJobsOptions = {
  /** In order of preference: a provider that is unavailable passes the job to the next. */
  providers: SpeedProvider[];
  cacheMs: number;
  queueMax: number;
  logger: Logger;
  /** A queued job that has not been polled for this long is dropped. */
  abandonMs?: number;
  /** How long a finished job can still be read. */
  keepMs?: number;
  now?: () => number;
};

export type StartResult = { ok: true; job: SpeedJob } | { ok: false; reason: "busy" | "tooMany" | "unavailable" };

/** Jobs one visitor may have waiting or running at once. */
export const maxActivePerOwner = 2;

export function createSpeedJobs(options: SpeedJobsOptions) {
  const now = options.now ?? Date.now;
  const abandonMs = options.abandonMs ?? 30_000;
  const keepMs = options.keepMs ?? 15 * 60_000;
  const jobs = new Map<string, SpeedJob>();
  const queue: SpeedJob[] = [];
  const cache = new Map<string, { report: StrategyReport; expires: number }>();
  const maxCacheEntries = 500;
  let running = 0;
  let closed = false;
  const inFlight = new Set<AbortController>();
  const primary = options.providers[0];
  const concurrency = primary?.concurrency ?? 1;

  const cacheKey = (url: string, strategy: Strategy) => `${strategy} ${url}`;

  function cached(url: string, strategy: Strategy): StrategyReport | undefined {
    const entry = cache.get(cacheKey(url, strategy));
    if (!entry) return undefined;
    if (entry.expires <= now()) {
      cache.delete(cacheKey(url, strategy));
      return undefined;
    }
    return entry.report;
  }

  function remember(url: string, report: StrategyReport) {
    if (options.cacheMs <= 0) return;
    cache.delete(cacheKey(url, report.strategy));
    cache.set(cacheKey(url, report.strategy), { report, expires: now() + options.cacheMs });
    while (cache.size > maxCacheEntries) cache.delete(cache.keys().next().value!);
  }

  /** Drops finished jobs past their keeping time and queued jobs nobody is waiting for. */
  function sweep() {
    const time = now();
    for (const [id, job] of jobs) {
      if (job.finishedAt !== null && time - job.finishedAt > keepMs) jobs.delete(id);
    }
    for (let index = queue.length - 1; index >= 0; index -= 1) {
      const job = queue[index]!;
      if (time - job.lastSeenAt > abandonMs) {
        queue.splice(index, 1);
        jobs.delete(job.id);
        options.logger.info({ tool: "website-speed" }, "website speed: dropped a queued job nobody polls");
      }
    }
  }
  const sweeper = setInterval(sweep, 5_000);
  sweeper.unref();

  async function auditWith(job: SpeedJob, strategy: Strategy, signal: AbortSignal): Promise<StrategyReport> {
    let lastError: unknown;
    for (const provider of options.providers) {
      try {
        return await retryTransient(() => provider.audit(job.url, strategy, signal), {
          attempts: auditAttempts,
          signal,
          onRetry: (error, attempt) =>
            options.logger.warn(
              { tool: "website-speed", provider: provider.id, strategy, attempt, reason: error.message },
              "website speed: the browser lost the run; trying again",
            ),
        });
      } catch (error) {
        lastError = error;
        // Only an unavailable provider hands over; a page that fails fails everywhere.
        if (!(error instanceof AuditError) || error.code !== "unavailable") throw error;
        options.logger.warn({ tool: "website-speed", provider: provider.id, err: error.message }, "website speed: provider unavailable");
      }
    }
    throw lastError;
  }

  async function run(job: SpeedJob) {
    running += 1;
    job.state = "running";
    job.startedAt = now();
    const controller = new AbortController();
    inFlight.add(controller);
    try {
      let lost: unknown;
      for (const strategy of strategies) {
        if (job.results[strategy]) continue;
        job.current = strategy;
        const started = now();
        try {
          const report = await auditWith(job, strategy, controller.signal);
          job.results[strategy] = report;
          remember(job.url, report);
          options.logger.info(
            { tool: "website-speed", strategy, provider: report.provider, ms: now() - started, score: report.score },
            "website speed: audit done",
          );
        } catch (error) {
          // A run the browser kept losing costs only its own half; the page's own errors end the job.
          if (!(error instanceof AuditError) || error.code !== "failed" || controller.signal.aborted) throw error;
          lost = error;
          job.missing.push(strategy);
          options.logger.warn({ tool: "website-speed", strategy, reason: error.message }, "website speed: one half failed");
        }
      }
      if (strategies.every((strategy) => !job.results[strategy])) throw lost;
      job.state = "done";
    } catch (error) {
      job.state = "failed";
      job.errorCode = error instanceof AuditError ? error.code : "failed";
      if (!(error instanceof AuditError) && !controller.signal.aborted)
        options.logger.error({ err: error, tool: "website-speed" }, "website speed: audit crashed");
      else options.logger.info({ tool: "website-speed", code: job.errorCode, reason: (error as Error).message }, "website speed: audit failed");
    } finally {
      job.current = null;
      job.finishedAt = now();
      inFlight.delete(controller);
      running -= 1;
      pump();
    }
  }

  function pump() {
    if (closed) return;
    sweep();
    while (running < concurrency && queue.length > 0) void run(queue.shift()!);
  }

  return {
    /** True when some provider can run (a PageSpeed key, or Chrome for Lighthouse). */
    available: () => options.providers.length > 0,
    /** The provider tried first. */
    primary: () => primary?.id,
    start(url: string, owner: string): StartResult {
      if (!primary) return { ok: false, reason: "unavailable" };
      sweep();
      const time = now();
      // The same page already waiting or running: share that job.
      const same = [...jobs.values()].find((job) => job.url === url && (job.state === "queued" || job.state === "running"));
      if (same) {
        same.lastSeenAt = time;
        return { ok: true, job: same };
      }
      const results: SpeedJob["results"] = {};
      for (const strategy of strategies) {
        const hit = cached(url, strategy);
        if (hit) results[strategy] = hit;
      }
      const complete = strategies.every((strategy) => results[strategy]);
      if (!complete) {
        const active = [...jobs.values()].filter((job) => job.owner === owner && (job.state === "queued" || job.state === "running")).length;
        if (active >= maxActivePerOwner) return { ok: false, reason: "tooMany" };
        if (queue.length >= options.queueMax) return { ok: false, reason: "busy" };
      }
      const job: SpeedJob = {
        id: randomUUID(),
        url,
        owner,
        state: complete ? "done" : "queued",
        current: null,
        results,
        missing: [],
        errorCode: null,
        cached: complete,
        createdAt: time,
        startedAt: complete ? time : null,
        finishedAt: complete ? time : null,
        lastSeenAt: time,
      };
      jobs.set(job.id, job);
      if (!complete) {
        queue.push(job);
        pump();
      }
      return { ok: true, job };
    },
    /** Reads a job (and marks it as still wanted). */
    get(id: string): SpeedJob | undefined {
      const job = jobs.get(id);
      if (job) job.lastSeenAt = now();
      return job;
    },
    /** Audits waiting ahead of this job. */
    position(job: SpeedJob): number {
      const index = queue.indexOf(job);
      return index < 0 ? 0 : index + running;
    },
    sweep,
    async close() {
      closed = true;
      clearInterval(sweeper);
      queue.length = 0;
      for (const controller of inFlight) controller.abort(new Error("server shutting down"));
      // Give the running audit a moment to kill its Chrome.
      const deadline = Date.now() + 5_000;
      while (running > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}

export type SpeedJobs = ReturnType<typeof createSpeedJobs>;
