import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, gt, inArray, lt, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { strategies, type JobState, type Strategy, type StrategyReport } from "#core/tools/website-report";
import type { Database } from "../../db/database";
import { speedJobs, speedResults, speedWorkers } from "../../db/schema";
import { serialRun } from "../../serial-run";
import { AuditError } from "./lighthouse-result";
import { auditAttempts, retryTransient, type SpeedProvider } from "./providers";

/**
 * Website speed jobs (ADR 026): one job audits one URL on mobile, then
 * desktop. The queue is a table every instance shares: the web side only
 * inserts and reads jobs (`createSpeedQueue`); runners (`createSpeedRunner`,
 * inside the web process or alone with `npm run worker`) claim them with
 * FOR UPDATE SKIP LOCKED under a lease, so any instance answers any job and
 * a runner that dies only delays its job. Results are cached in the
 * database per URL and strategy; a queued job nobody polls any more is
 * dropped before it runs; finished jobs are kept a while for late polls.
 */

export type JobErrorCode = AuditError["code"];

export type SpeedJob = {
  id: string;
  url: string;
  owner: string;
  state: JobState;
  current: Strategy | null;
  results: Partial<Record<Strategy, StrategyReport>>;
  /** Strategies that failed in a job that still measured the other: the good half is kept. */
  missing: Strategy[];
  errorCode: JobErrorCode | null;
  cached: boolean;
  /** Place in the queue, for the position shown while it waits. */
  seq: number;
  createdAt: number;
  finishedAt: number | null;
};

export type StartResult = { ok: true; job: SpeedJob } | { ok: false; reason: "busy" | "tooMany" };

/** Jobs one visitor may have waiting or running at once. */
export const maxActivePerOwner = 2;

type Row = typeof speedJobs.$inferSelect;
type Clock = () => number;

const active = inArray(speedJobs.state, ["queued", "running"]);

function toJob(row: Row): SpeedJob {
  return {
    id: row.id,
    url: row.url,
    owner: row.owner,
    state: row.state,
    current: row.current,
    results: row.results,
    missing: row.missing,
    errorCode: row.errorCode,
    cached: row.cached,
    seq: row.seq,
    createdAt: row.createdAt.getTime(),
    finishedAt: row.finishedAt?.getTime() ?? null,
  };
}

export type SweepOptions = { db: Database; now?: Clock; abandonMs?: number; keepMs?: number };

/**
 * Deletes finished jobs past their keeping time, waiting jobs nobody polls
 * (also one whose runner died), expired results and runners long gone.
 */
export function createSweep(options: SweepOptions) {
  const { db } = options;
  const now = options.now ?? Date.now;
  const abandonMs = options.abandonMs ?? 30_000;
  const keepMs = options.keepMs ?? 15 * 60_000;
  return async function sweep(): Promise<number> {
    const time = now();
    const at = (ms: number) => new Date(time - ms);
    await db.delete(speedJobs).where(and(inArray(speedJobs.state, ["done", "failed"]), lt(speedJobs.finishedAt, at(keepMs))));
    const dropped = await db
      .delete(speedJobs)
      .where(
        and(
          lt(speedJobs.lastSeenAt, at(abandonMs)),
          or(eq(speedJobs.state, "queued"), and(eq(speedJobs.state, "running"), lt(speedJobs.leaseUntil, at(0)))),
        ),
      )
      .returning({ id: speedJobs.id });
    await db.delete(speedResults).where(lt(speedResults.expiresAt, at(0)));
    await db.delete(speedWorkers).where(lt(speedWorkers.seenAt, at(3600_000)));
    return dropped.length;
  };
}

/** A runner that has not renewed its row for this long is taken for gone. */
const workerAliveMs = 30_000;

export type SpeedQueueOptions = SweepOptions & {
  queueMax: number;
  /** Called after a job is queued (the runner in this process looks at once). */
  onQueued?: () => void;
};

/** The web side of the queue: start (or join, or answer from the cache) and read jobs. */
export function createSpeedQueue(options: SpeedQueueOptions) {
  const { db } = options;
  const now = options.now ?? Date.now;
  const sweepNow = createSweep(options);
  let lastSweep = 0;

  /** Sweeps at most every 5 s, whichever instance asks. */
  async function sweep(force = false) {
    if (!force && now() - lastSweep < 5_000) return;
    lastSweep = now();
    await sweepNow();
  }

  /** The same URL already waiting or running: share that job (and mark it as wanted). */
  async function joinActive(url: string, time: number) {
    const [row] = await db
      .update(speedJobs)
      .set({ lastSeenAt: new Date(time) })
      .where(and(eq(speedJobs.url, url), active))
      .returning();
    return row ? toJob(row) : undefined;
  }

  return {
    async start(url: string, owner: string): Promise<StartResult> {
      await sweep();
      const time = now();
      const joined = await joinActive(url, time);
      if (joined) return { ok: true, job: joined };
      const hits = await db
        .select({ strategy: speedResults.strategy, report: speedResults.report })
        .from(speedResults)
        .where(and(eq(speedResults.url, url), gt(speedResults.expiresAt, new Date(time))));
      const results: SpeedJob["results"] = Object.fromEntries(hits.map((hit) => [hit.strategy, hit.report]));
      const complete = strategies.every((strategy) => results[strategy]);
      if (!complete) {
        const [mine] = await db
          .select({ n: count() })
          .from(speedJobs)
          .where(and(eq(speedJobs.owner, owner), active));
        if ((mine?.n ?? 0) >= maxActivePerOwner) return { ok: false, reason: "tooMany" };
        const [queued] = await db.select({ n: count() }).from(speedJobs).where(eq(speedJobs.state, "queued"));
        if ((queued?.n ?? 0) >= options.queueMax) return { ok: false, reason: "busy" };
      }
      const stamp = new Date(time);
      const [row] = await db
        .insert(speedJobs)
        .values({
          id: randomUUID(),
          url,
          owner,
          state: complete ? "done" : "queued",
          results,
          cached: complete,
          createdAt: stamp,
          startedAt: complete ? stamp : null,
          finishedAt: complete ? stamp : null,
          lastSeenAt: stamp,
        })
        // Another instance queued the same URL a moment ago: join that one.
        .onConflictDoNothing({ target: speedJobs.url, where: sql`${speedJobs.state} in ('queued', 'running')` })
        .returning();
      if (!row) {
        const raced = await joinActive(url, time);
        return raced ? { ok: true, job: raced } : { ok: false, reason: "busy" };
      }
      if (!complete) options.onQueued?.();
      return { ok: true, job: toJob(row) };
    },

    /** Reads a job (and marks it as still wanted). */
    async get(id: string): Promise<SpeedJob | undefined> {
      const [row] = await db
        .update(speedJobs)
        .set({ lastSeenAt: new Date(now()) })
        .where(eq(speedJobs.id, id))
        .returning();
      return row ? toJob(row) : undefined;
    },

    /** Audits ahead of a queued job: those queued before it and those running. */
    async position(job: SpeedJob): Promise<number> {
      if (job.state !== "queued") return 0;
      const [ahead] = await db
        .select({ n: count() })
        .from(speedJobs)
        .where(or(eq(speedJobs.state, "running"), and(eq(speedJobs.state, "queued"), lt(speedJobs.seq, job.seq))));
      return ahead?.n ?? 0;
    },

    /** The provider of a runner alive somewhere (PageSpeed first), or null when none is. */
    async liveProvider(): Promise<SpeedProvider["id"] | null> {
      const [row] = await db
        .select({ provider: speedWorkers.provider })
        .from(speedWorkers)
        .where(gt(speedWorkers.seenAt, new Date(now() - workerAliveMs)))
        .orderBy(desc(sql`${speedWorkers.provider} = 'pagespeed'`))
        .limit(1);
      return (row?.provider as SpeedProvider["id"] | undefined) ?? null;
    },

    sweep: () => sweep(true),
  };
}

export type SpeedQueue = ReturnType<typeof createSpeedQueue>;

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
