import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../db/database";
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
};

export type OutboxOptions = {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  pollMs: number;
  baseDelayMs: number;
  maxAttempts: number;
  /** How long a claimed row that was not handed to SMTP yet stays with its worker: after a crash it is sent by another after this. */
  claimLeaseMs?: number;
  /** How long a row handed to SMTP may go unanswered before it counts as interrupted (longer than every SMTP timeout). */
  sendingLeaseMs?: number;
  /** The host part of the stable Message-IDs. */
  messageIdHost?: string;
};

/**
 * Sends the outbox (ADR 007). Rows are claimed a few at a time, highest
 * priority first (mail-classes.ts), under a short lease. Just before a row is
 * handed to SMTP it is marked `sending`; it becomes `sent` when the server
 * has taken it. So after a crash:
 * - a claimed row that never reached SMTP is picked up again once its claim
 *   lease ends (30 s), and
 * - a row that was `sending` is never sent again (it may have arrived): it is
 *   marked failed with a note, and the lead it announces is in the admin anyway.
 * At most once, never twice; a failure that proves the server did not take the
 * mail (a refusal, no connection) is retried with back-off.
 */
export function createOutboxWorker(options: OutboxOptions): OutboxWorker {
  const { db, mailer, logger } = options;
  const claimLeaseMs = options.claimLeaseMs ?? 30_000;
  const sendingLeaseMs = options.sendingLeaseMs ?? 120_000;
  const host = options.messageIdHost ?? "outbox.local";
  // Four waves of the pool per claim: a sign-in mail queued meanwhile waits for a few waves at most.
  const batchSize = Math.max(2, mailer.concurrency * 4);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let again = false;
  let stopped = false;

  const later = (ms: number) => sql`now() + ${Math.round(ms)}::integer * interval '1 millisecond'`;

  /** Rows a dead worker left while they were with SMTP: never sent again. */
  async function settleInterrupted() {
    const rows = await db
      .update(outbox)
      // The lease stays: should its worker still be alive after all, its answer is written over this.
      .set({ status: "failed", lastError: INTERRUPTED })
      .where(and(eq(outbox.status, "sending"), lte(outbox.nextAttemptAt, sql`now()`)))
      .returning({ id: outbox.id });
    if (rows.length > 0) logger.warn({ outboxIds: rows.map((row) => row.id) }, "mail interrupted while being sent; not sent again");
  }

  async function claim(leaseId: string) {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outbox.priority), asc(outbox.nextAttemptAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    const rows = await db
      .update(outbox)
      .set({ nextAttemptAt: later(claimLeaseMs), leaseId })
      .where(inArray(outbox.id, due))
      .returning();
    return rows.sort((a, b) => a.priority - b.priority || a.createdAt.getTime() - b.createdAt.getTime());
  }

  type Row = Awaited<ReturnType<typeof claim>>[number];
  type Outcome = { row: Row; error?: unknown };

  /**
   * Sends one wave (as many rows as the pool has connections) at once. The
   * point of no return is the `sending` mark, made only by the holder of the
   * claim; `sent` is written when the wave is done (a crash in between leaves
   * rows that are reported as interrupted, never sent twice).
   */
  async function deliverWave(wave: Row[], leaseId: string): Promise<{ sent: number; failed: number }> {
    const started = await db
      .update(outbox)
      .set({ status: "sending", nextAttemptAt: later(sendingLeaseMs) })
      .where(
        and(
          inArray(
            outbox.id,
            wave.map((row) => row.id),
          ),
          eq(outbox.status, "pending"),
          eq(outbox.leaseId, leaseId),
        ),
      )
      .returning({ id: outbox.id });
    const mine = new Set(started.map((row) => row.id));
    const outcomes = await Promise.all(
      wave
        .filter((row) => mine.has(row.id))
        .map(async (row): Promise<Outcome> => {
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
    // Rows once claimed are always processed, even when stopping, so none is left under a lease.
    while (!stopped) {
      const leaseId = randomUUID();
      const batch = await claim(leaseId);
      if (batch.length === 0) break;
      // In priority order, as many at once as the pool has connections.
      for (let i = 0; i < batch.length; i += mailer.concurrency) {
        const result = await deliverWave(batch.slice(i, i + mailer.concurrency), leaseId);
        sent += result.sent;
        failed += result.failed;
      }
    }
    return { sent, failed };
  }

  function trigger() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .catch((error: unknown) => logger.error({ err: error }, "outbox run failed"))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          trigger();
        }
      });
  }

  return {
    start() {
      stopped = false;
      timer = setInterval(trigger, options.pollMs);
      timer.unref();
      trigger();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
      mailer.close();
    },
    nudge: trigger,
    runOnce,
  };
}
