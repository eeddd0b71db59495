import { and, eq, inArray, lt, or } from "drizzle-orm";
import type { JobState, Strategy, StrategyReport } from "#core/tools/website-report";
import type { Database } from "../../db/database";
import { speedJobs, speedResults, speedWorkers } from "../../db/schema";
import type { AuditError } from "./lighthouse-result";

/**
 * Website speed jobs (ADR 026): one job audits one URL on mobile, then
 * desktop. The queue is a table every instance shares: the web side only
 * inserts and reads jobs (`createSpeedQueue`, speed-queue.ts); runners (`createSpeedRunner` in speed-runner.ts,
 * inside the web process or alone with `npm run worker`) claim them with
 * FOR UPDATE SKIP LOCKED under a lease, so any instance answers any job and
 * a runner that dies only delays its job. Results are cached in the
 * database per URL and strategy; a queued job nobody polls any more is
 * dropped before it runs; finished jobs are kept a while for late polls.
 *
 * This file holds what both sides share: the job as read, and the sweep.
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

/** A job row as stored. */
export type Row = typeof speedJobs.$inferSelect;
export type Clock = () => number;

export const active = inArray(speedJobs.state, ["queued", "running"]);

export function toJob(row: Row): SpeedJob {
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
