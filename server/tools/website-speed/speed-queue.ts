import { randomUUID } from "node:crypto";
import { and, count, desc, eq, gt, lt, or, sql } from "drizzle-orm";
import { strategies } from "#core/tools/website-report";
import { speedJobs, speedResults, speedWorkers } from "../../db/schema";
import type { SpeedProvider } from "./providers";
import { active, createSweep, maxActivePerOwner, toJob, type SpeedJob, type StartResult, type SweepOptions } from "./speed-jobs";

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
