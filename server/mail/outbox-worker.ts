import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../db/database";
import { serialRun } from "../serial-run";
import { outbox } from "../db/schema";
import { surelyNotDelivered, type Mailer } from "./mailer";

const MAX_DELAY_MS = 6 * 3600_000;

/** Exponential back-off: base, 2×base, 4×base… up to 6 h, with ±20 % jitter so retries spread out. */
export function retryDelayMs(attempts: number, baseMs: number, random: () => number = Math.random): number {
  const exponential = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
  return Math.round(exponential * (0.8 + 0.4 * random()));
}

export const INTERRUPTED = "interrupted while being sent: it may have arrived, so it is not sent again";
export const MAYBE_DELIVERED = "the connection failed while the mail was on its way: it may have arrived, so it is not sent again";

export type OutboxWorker = {
  start: () => void;
  stop: () => Promise<void>;
  /** Looks for due mail now instead of waiting for the next poll. */
  nudge: () => void;
  runOnce: () => Promise<{ sent: number; failed: number }>;
  /**
   * Whether the queue is draining (for /api/health): mail waiting, and mail
   * that has been due for longer than a few polls (none while the worker
   * keeps up; a dead SMTP server only delays mail into the future).
   */
  health: () => Promise<{ ok: boolean; waiting: number; overdue: number }>;
};

/** Mail due this long without being taken means no worker is sending. */
const overdueAfterMs = 5 * 60_000;

export type OutboxOptions = {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  pollMs: number;
  baseDelayMs: number;
  maxAttempts: number;
  /** How long a row handed to SMTP may go unanswered before it counts as interrupted (longer than every SMTP timeout). */
  sendingLeaseMs?: number;
  /** The host part of the stable Message-IDs. */
  messageIdHost?: string;
};

/**
 * Sends the outbox (ADR 007). Each claim takes one wave, as many due rows as
 * the SMTP pool has connections, highest priority first (mail-classes.ts),
 * marks them `sending` under a lease and hands them over at once; they
 * become `sent` when the server has taken them. Pending rows are never
 * leased, so a crash delays none of them; a row that was `sending` when its
 * worker died is never sent again (it may have arrived): once its lease ends
 * it is marked failed with a note, and the lead it announces is in the admin
 * anyway. At most once, never twice; a failure that proves the server did
 * not take the mail (a refusal, no connection) is retried with back-off.
 */
export function createOutboxWorker(options: OutboxOptions): OutboxWorker {
  const { db, mailer, logger } = options;
  const sendingLeaseMs = options.sendingLeaseMs ?? 120_000;
  const host = options.messageIdHost ?? "outbox.local";
  const waveSize = Math.max(1, mailer.concurrency);
  // Interrupted rows are looked for now and then, not on every run.
  const settleEveryMs = Math.min(10_000, sendingLeaseMs / 4);
  let lastSettled = 0;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const later = (ms: number) => sql`now() + ${Math.round(ms)}::integer * interval '1 millisecond'`;

  /** Rows a dead worker left while they were with SMTP: never sent again. */
  async function settleInterrupted() {
    if (Date.now() - lastSettled < settleEveryMs) return;
    lastSettled = Date.now();
    const rows = await db
      .update(outbox)
      // The lease stays: should its worker still be alive after all, its answer is written over this.
      .set({ status: "failed", lastError: INTERRUPTED })
      .where(and(eq(outbox.status, "sending"), lte(outbox.nextAttemptAt, sql`now()`)))
      .returning({ id: outbox.id });
    if (rows.length > 0) logger.warn({ outboxIds: rows.map((row) => row.id) }, "mail interrupted while being sent; not sent again");
  }

  /** The point of no return: the next wave of due rows becomes `sending`, held by this claim. */
  async function claimWave(leaseId: string) {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outbox.priority), asc(outbox.nextAttemptAt))
      .limit(waveSize)
      .for("update", { skipLocked: true });
    return db
      .update(outbox)
      .set({ status: "sending", nextAttemptAt: later(sendingLeaseMs), leaseId })
      .where(inArray(outbox.id, due))
      .returning();
  }

  type Row = Awaited<ReturnType<typeof claimWave>>[number];
  type Outcome = { row: Row; error?: unknown };

  /** Hands a wave to SMTP at once (one connection each); `sent` is written when the wave is done. */
  async function deliverWave(wave: Row[], leaseId: string): Promise<{ sent: number; failed: number }> {
    const outcomes = await Promise.all(
      wave.map(async (row): Promise<Outcome> => {
        try {
          await mailer.send({
            to: row.toAddress,
            subject: row.subject,
            text: row.text,
            replyTo: row.replyTo ? { name: row.replyToName ?? "", address: row.replyTo } : undefined,
            messageId: `<${row.id}@${host}>`,
          });
          return { row };
        } catch (error) {
          return { row, error };
        }
      }),
    );
    const delivered = outcomes.filter((outcome) => !("error" in outcome)).map((outcome) => outcome.row.id);
    if (delivered.length > 0) {
      await db
        .update(outbox)
        .set({ status: "sent", sentAt: new Date(), attempts: sql`${outbox.attempts} + 1`, lastError: null, leaseId: null })
        .where(and(inArray(outbox.id, delivered), eq(outbox.leaseId, leaseId)));
    }
    for (const outcome of outcomes) if ("error" in outcome) await recordFailure(outcome.row, outcome.error, leaseId);
    return { sent: delivered.length, failed: outcomes.length - delivered.length };
  }

  async function recordFailure(row: Row, error: unknown, leaseId: string) {
    const mine = and(eq(outbox.id, row.id), eq(outbox.leaseId, leaseId));
    const attempts = row.attempts + 1;
    const message = String((error as Error)?.message ?? error).slice(0, 400);
    if (!surelyNotDelivered(error)) {
      await db
        .update(outbox)
        .set({ status: "failed", attempts, lastError: `${MAYBE_DELIVERED} (${message})`, leaseId: null })
        .where(mine);
      logger.warn({ err: error, outboxId: row.id }, "mail may have been delivered; not sent again");
      return;
    }
    const giveUp = attempts >= options.maxAttempts;
    const delay = retryDelayMs(attempts, options.baseDelayMs);
    await db
      .update(outbox)
      .set({ attempts, lastError: message, status: giveUp ? "failed" : "pending", nextAttemptAt: new Date(Date.now() + delay), leaseId: null })
      .where(mine);
    logger.warn(
      { err: error, outboxId: row.id, attempts, retryInMs: giveUp ? null : delay },
      giveUp ? "mail failed for good" : "mail failed, will retry",
    );
  }

  async function runOnce() {
    let sent = 0;
    let failed = 0;
    await settleInterrupted();
    // A claimed wave is always finished, even when stopping, so none is left `sending`.
    while (!stopped) {
      const leaseId = randomUUID();
      const wave = await claimWave(leaseId);
      if (wave.length > 0) {
        const result = await deliverWave(wave, leaseId);
        sent += result.sent;
        failed += result.failed;
      }
      // A short wave means nothing else was due; what is queued meanwhile nudges the worker again.
      if (wave.length < waveSize) break;
    }
    return { sent, failed };
  }

  const loop = serialRun(runOnce, { allowed: () => !stopped, onError: (error) => logger.error({ err: error }, "outbox run failed") });
  const trigger = loop.wake;

  return {
    async health() {
      const [counts] = await db
        .select({
          waiting: sql<number>`count(*) filter (where ${outbox.status} in ('pending', 'sending'))::int`,
          overdue: sql<number>`count(*) filter (where ${outbox.status} in ('pending', 'sending') and ${outbox.nextAttemptAt} < now() - ${`${overdueAfterMs / 1000} seconds`}::interval)::int`,
        })
        .from(outbox);
      const waiting = Number(counts?.waiting ?? 0);
      const overdue = Number(counts?.overdue ?? 0);
      return { ok: overdue === 0, waiting, overdue };
    },
    start() {
      stopped = false;
      timer = setInterval(trigger, options.pollMs);
      timer.unref();
      trigger();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await loop.settled();
      mailer.close();
    },
    nudge: trigger,
    runOnce,
  };
}
