import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { strategies, type Strategy, type StrategyReport } from "#core/tools/website-report";
import { speedJobs, speedResults, speedWorkers } from "../../db/schema";
import { serialRun } from "../../serial-run";
import { AuditError } from "./lighthouse-result";
import { auditAttempts, retryTransient, type SpeedProvider } from "./providers";
import { createSweep, toJob, type Row, type SweepOptions } from "./speed-jobs";

export type SpeedRunnerOptions = SweepOptions & {
  /** In order of preference: a provider that is unavailable passes the job to the next. */
  providers: SpeedProvider[];
  cacheMs: number;
  logger: Logger;
  /** How long a claimed job stays this runner's without a renewal. */
  leaseMs?: number;
  /** How often the lease (and this runner's presence) is renewed. */
  renewMs?: number;
  /** How often an idle runner looks for work (jobs queued in this process wake it at once). */
  pollMs?: number;
};

/**
 * Runs queued jobs, `provider.concurrency` at a time. Several runners (one
 * per instance, or workers of their own) share the queue; each claims the
 * oldest job nobody holds, and renews its lease while Chrome works. On
 * close, audits in flight are stopped and their jobs go back to the queue
 * with the half already measured kept: nothing stays leased.
 */
export function createSpeedRunner(options: SpeedRunnerOptions) {
  const { db, logger } = options;
  const now = options.now ?? Date.now;
  const leaseMs = options.leaseMs ?? 60_000;
  const renewMs = options.renewMs ?? Math.min(10_000, leaseMs / 3);
  const pollMs = options.pollMs ?? 1_000;
  const primary = options.providers[0];
  const slots = primary?.concurrency ?? 0;
  const workerId = randomUUID();
  const sweep = createSweep(options);
  const running = new Map<string, { leaseId: string; controller: AbortController; done: Promise<void> }>();
  let closing = false;
  let lastSweep = 0;
  let pollTimer: NodeJS.Timeout | undefined;
  let renewTimer: NodeJS.Timeout | undefined;

  const leaseEnd = () => new Date(now() + leaseMs);

  async function register() {
    const seenAt = new Date(now());
    await db
      .insert(speedWorkers)
      .values({ id: workerId, provider: primary!.id, seenAt })
      .onConflictDoUpdate({ target: speedWorkers.id, set: { seenAt } });
  }

  /** The oldest job nobody holds: queued, or running under a lease that ran out (its runner died). */
  async function claim(leaseId: string): Promise<Row | undefined> {
    const time = new Date(now());
    const next = db
      .select({ id: speedJobs.id })
      .from(speedJobs)
      .where(or(eq(speedJobs.state, "queued"), and(eq(speedJobs.state, "running"), lt(speedJobs.leaseUntil, time))))
      .orderBy(asc(speedJobs.seq))
      .limit(1)
      .for("update", { skipLocked: true });
    const [row] = await db
      .update(speedJobs)
      .set({ state: "running", startedAt: sql`coalesce(${speedJobs.startedAt}, ${time})`, leaseId, leaseUntil: leaseEnd(), current: null })
      .where(inArray(speedJobs.id, next))
      .returning();
    return row;
  }

  /** Writes to a job this runner holds; false when the lease was lost (another runner took the job over). */
  async function write(id: string, leaseId: string, values: Partial<typeof speedJobs.$inferInsert>): Promise<boolean> {
    const rows = await db
      .update(speedJobs)
      .set(values)
      .where(and(eq(speedJobs.id, id), eq(speedJobs.leaseId, leaseId)))
      .returning({ id: speedJobs.id });
    return rows.length > 0;
  }

  async function remember(url: string, report: StrategyReport) {
    if (options.cacheMs <= 0) return;
    const expiresAt = new Date(now() + options.cacheMs);
    await db
      .insert(speedResults)
      .values({ url, strategy: report.strategy, report, expiresAt })
      .onConflictDoUpdate({ target: [speedResults.url, speedResults.strategy], set: { report, expiresAt } });
  }

  async function auditWith(url: string, strategy: Strategy, signal: AbortSignal): Promise<StrategyReport> {
    let lastError: unknown;
    for (const provider of options.providers) {
      try {
        return await retryTransient(() => provider.audit(url, strategy, signal), {
          attempts: auditAttempts,
          signal,
          onRetry: (error, attempt) =>
            logger.warn(
              { tool: "website-speed", provider: provider.id, strategy, attempt, reason: error.message },
              "website speed: the browser lost the run; trying again",
            ),
        });
      } catch (error) {
        lastError = error;
        // Only an unavailable provider hands over; a page that fails fails everywhere.
        if (!(error instanceof AuditError) || error.code !== "unavailable") throw error;
        logger.warn({ tool: "website-speed", provider: provider.id, err: error.message }, "website speed: provider unavailable");
      }
    }
    throw lastError;
  }

  class LeaseLost extends Error {}

  async function run(row: Row, leaseId: string, controller: AbortController) {
    const job = toJob(row);
    const hold = async (values: Partial<typeof speedJobs.$inferInsert>) => {
      if (!(await write(job.id, leaseId, values))) throw new LeaseLost("another runner holds the job now");
    };
    try {
      let lost: unknown;
      for (const strategy of strategies) {
        if (job.results[strategy]) continue;
        await hold({ current: strategy });
        const started = now();
        try {
          const report = await auditWith(job.url, strategy, controller.signal);
          job.results[strategy] = report;
          await hold({ results: job.results });
          await remember(job.url, report);
          logger.info(
            { tool: "website-speed", strategy, provider: report.provider, ms: now() - started, score: report.score },
            "website speed: audit done",
          );
        } catch (error) {
          // A run the browser kept losing costs only its own half; the page's own errors end the job.
          if (!(error instanceof AuditError) || error.code !== "failed" || controller.signal.aborted) throw error;
          lost = error;
          job.missing.push(strategy);
          logger.warn({ tool: "website-speed", strategy, reason: error.message }, "website speed: one half failed");
        }
      }
      if (strategies.every((strategy) => !job.results[strategy])) throw lost;
      await hold({ state: "done", current: null, missing: job.missing, finishedAt: new Date(now()), leaseId: null, leaseUntil: null });
    } catch (error) {
      if (error instanceof LeaseLost) {
        logger.warn({ tool: "website-speed", job: job.id }, "website speed: lost the job's lease; another runner finishes it");
        return;
      }
      if (closing && controller.signal.aborted) {
        // Stopping: the job waits for the next runner, with what was measured so far.
        await write(job.id, leaseId, { state: "queued", current: null, leaseId: null, leaseUntil: null });
        logger.info({ tool: "website-speed", job: job.id }, "website speed: stopping; the job goes back to the queue");
        return;
      }
      const errorCode = error instanceof AuditError ? error.code : "failed";
      if (!(error instanceof AuditError) && !controller.signal.aborted)
        logger.error({ err: error, tool: "website-speed" }, "website speed: audit crashed");
      else logger.info({ tool: "website-speed", code: errorCode, reason: (error as Error).message }, "website speed: audit failed");
      await write(job.id, leaseId, { state: "failed", errorCode, current: null, finishedAt: new Date(now()), leaseId: null, leaseUntil: null });
    }
  }

  /** Claims jobs while this runner has free slots. */
  async function fill() {
    if (now() - lastSweep >= 5_000) {
      lastSweep = now();
      await sweep();
    }
    while (!closing && running.size < slots) {
      const leaseId = randomUUID();
      const row = await claim(leaseId);
      if (!row) return;
      const controller = new AbortController();
      const done = run(row, leaseId, controller)
        .catch((error: unknown) => logger.error({ err: error, tool: "website-speed" }, "website speed: could not record a job"))
        .finally(() => {
          running.delete(row.id);
          nudge();
        });
      running.set(row.id, { leaseId, controller, done });
    }
  }

  /** Renews this runner's presence and the leases of its jobs. */
  async function renew() {
    try {
      await register();
      for (const [id, { leaseId, controller }] of running) {
        const kept = await write(id, leaseId, { leaseUntil: leaseEnd() });
        if (!kept && !closing) controller.abort(new Error("lease lost"));
      }
    } catch (error) {
      logger.warn({ err: error, tool: "website-speed" }, "website speed: could not renew the runner's lease");
    }
  }

  const filling = serialRun(fill, {
    allowed: () => !closing && slots > 0,
    onError: (error) => logger.warn({ err: error, tool: "website-speed" }, "website speed: could not look for queued jobs"),
  });
  const nudge = filling.wake;

  return {
    /** The provider tried first, or undefined when this runner has none (it then runs nothing). */
    provider: primary?.id,
    /** Announces this runner and starts looking for work. */
    async start() {
      if (!primary) return;
      await register();
      pollTimer = setInterval(nudge, pollMs);
      pollTimer.unref();
      renewTimer = setInterval(() => void renew(), renewMs);
      renewTimer.unref();
      nudge();
    },
    nudge,
    /** Jobs this runner holds now. */
    busy: () => running.size,
    async close() {
      closing = true;
      clearInterval(pollTimer);
      clearInterval(renewTimer);
      await filling.settled();
      for (const { controller } of running.values()) controller.abort(new Error("shutting down"));
      // Give the audits a moment to stop their Chrome and hand their jobs back.
      const all = Promise.all([...running.values()].map((entry) => entry.done));
      await Promise.race([all, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
      if (primary) await db.delete(speedWorkers).where(eq(speedWorkers.id, workerId));
    },
  };
}

export type SpeedRunner = ReturnType<typeof createSpeedRunner>;
