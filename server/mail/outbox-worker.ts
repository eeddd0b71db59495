import { randomUUID } from "node:crypto";
import { and, asc, eq, getTableColumns, inArray, lte, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../db/database";
import { serialRun } from "../serial-run";
import { outbox } from "../db/schema";
import { refusedByServer, type Mailer } from "./mailer";

const MAX_DELAY_MS = 6 * 3600_000;

/** Exponential back-off: base, 2×base, 4×base… up to 6 h, with ±20 % jitter so retries spread out. */
export function retryDelayMs(attempts: number, baseMs: number, random: () => number = Math.random): number {
  const exponential = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
  return Math.round(exponential * (0.8 + 0.4 * random()));
}

/** Thrown into a send whose lease another worker has taken over: it stops before the message's bytes. */
export class LeaseLostError extends Error {
  override name = "LeaseLostError";
}

export type OutboxHealth = {
  ok: boolean;
  waiting: number;
  overdue: number;
  /** Mail that failed for good (the studio shows it with a retry button). */
  failed: number;
  /** Copies sent again after an attempt that may have delivered: the only duplicates possible (ADR 029). */
  possibleDuplicates: number;
};

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
  health: () => Promise<OutboxHealth>;
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
  /**
   * How long a claimed row stays with its worker. A row still `sending` when its lease ends (its
   * worker died or hangs) goes back to the queue; longer than every SMTP timeout.
   */
  sendingLeaseMs?: number;
  /** The host part of the stable Message-IDs. */
  messageIdHost?: string;
};

/**
 * Sends the outbox (ADR 029, which supersedes ADR 007's "at most once").
 * Each claim takes one wave, as many due rows as the SMTP pool has
 * connections, highest priority first (mail-classes.ts), marks them
 * `sending` under a lease and hands them over at once. At least once: a row
 * whose worker died is claimed again when its lease ends. Each attempt
 * records how far it got before taking the step (`claimed`, then `data` once
 * the server accepted DATA, before the message's bytes), so only a retry
 * after `data` can be a second copy; those are counted per row
 * (`possible_duplicates`), logged and reported by the health check. Every
 * copy carries the row's Message-ID, so a mail client folds them into one.
 */
export function createOutboxWorker(options: OutboxOptions): OutboxWorker {
  const { db, mailer, logger } = options;
  const sendingLeaseMs = options.sendingLeaseMs ?? 120_000;
  const host = options.messageIdHost ?? "outbox.local";
  const waveSize = Math.max(1, mailer.concurrency);
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const later = (ms: number) => sql`now() + ${Math.round(ms)}::integer * interval '1 millisecond'`;

  /**
   * The next wave of due rows becomes `sending`, held by this claim: rows waiting in the queue, and
   * rows whose worker's lease ran out (it died or hangs). A claim counts as an attempt, so a mail
   * that keeps killing its worker ends `failed` after the usual number of tries.
   */
  async function claimWave(leaseId: string) {
    const due = db
      .select({ id: outbox.id, was: outbox.status, wasStage: outbox.stage })
      .from(outbox)
      .where(and(or(eq(outbox.status, "pending"), eq(outbox.status, "sending")), lte(outbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outbox.priority), asc(outbox.nextAttemptAt))
      .limit(waveSize)
      .for("update", { skipLocked: true })
      .as("due");
    const rows = await db
      .update(outbox)
      .set({ status: "sending", stage: "claimed", nextAttemptAt: later(sendingLeaseMs), leaseId, attempts: sql`${outbox.attempts} + 1` })
      .from(due)
      .where(eq(outbox.id, due.id))
      .returning({ ...getTableColumns(outbox), was: due.was, wasStage: due.wasStage });
    const orphaned = rows.filter((row) => row.was === "sending");
    if (orphaned.length > 0)
      logger.warn(
        { outboxIds: orphaned.map((row) => row.id), stages: orphaned.map((row) => row.wasStage) },
        "mail whose worker stopped before finishing goes back to the queue",
      );
    // A mail whose every attempt ended with its worker gone is not tried for ever.
    const exhausted = orphaned.filter((row) => row.attempts > options.maxAttempts).map((row) => row.id);
    if (exhausted.length > 0) {
      await db
        .update(outbox)
        .set({ status: "failed", leaseId: null, lastError: `its worker stopped while sending it, ${options.maxAttempts} times` })
        .where(and(inArray(outbox.id, exhausted), eq(outbox.leaseId, leaseId)));
      logger.error({ outboxIds: exhausted }, "mail failed for good: its worker stopped every time it was sent");
    }
    return rows.filter((row) => !exhausted.includes(row.id));
  }

  type Row = Awaited<ReturnType<typeof claimWave>>[number];
  type Outcome = { row: Row; reachedData: boolean; leaseLost?: boolean; error?: unknown };

  const mine = (row: Row, leaseId: string) => and(eq(outbox.id, row.id), eq(outbox.leaseId, leaseId));

  /**
   * Written before the message's bytes go: from here on the mail may arrive. A row whose earlier
   * attempt got this far is counted as a possible duplicate now that a second copy is about to go.
   */
  async function enterData(row: Row, leaseId: string) {
    const [entered] = await db
      .update(outbox)
      .set({
        stage: "data",
        handedOver: true,
        possibleDuplicates: sql`${outbox.possibleDuplicates} + case when ${outbox.handedOver} then 1 else 0 end`,
      })
      .where(and(mine(row, leaseId), eq(outbox.status, "sending")))
      .returning({ possibleDuplicates: outbox.possibleDuplicates });
    // Another worker took the row over (this one stalled past its lease): stop before the message.
    if (!entered) throw new LeaseLostError("the lease on this mail ended; another worker has it");
    if (row.handedOver)
      logger.warn(
        { outboxId: row.id, possibleDuplicates: entered.possibleDuplicates, messageId: `<${row.id}@${host}>` },
        "mail sent again after an attempt that may have delivered it: possible duplicate (same Message-ID)",
      );
  }

  /** Hands a wave to SMTP at once (one connection each); `sent` is written when the wave is done. */
  async function deliverWave(wave: Row[], leaseId: string): Promise<{ sent: number; failed: number }> {
    const outcomes = await Promise.all(
      wave.map(async (row): Promise<Outcome> => {
        let reachedData = false;
        let leaseLost = false;
        try {
          await mailer.send(
            {
              to: row.toAddress,
              subject: row.subject,
              text: row.text,
              html: row.html ?? undefined,
              replyTo: row.replyTo ? { name: row.replyToName ?? "", address: row.replyTo } : undefined,
              messageId: `<${row.id}@${host}>`,
            },
            {
              beforeData: async () => {
                try {
                  await enterData(row, leaseId);
                } catch (error) {
                  // The transport wraps the error it is handed: the flag says what happened.
                  leaseLost = error instanceof LeaseLostError;
                  throw error;
                }
                reachedData = true;
              },
            },
          );
          return { row, reachedData };
        } catch (error) {
          return { row, reachedData, leaseLost, error };
        }
      }),
    );
    const delivered = outcomes.filter((outcome) => !("error" in outcome)).map((outcome) => outcome.row.id);
    if (delivered.length > 0) {
      await db
        .update(outbox)
        .set({ status: "sent", stage: "done", sentAt: new Date(), lastError: null, leaseId: null })
        .where(and(inArray(outbox.id, delivered), eq(outbox.leaseId, leaseId)));
    }
    for (const outcome of outcomes) if ("error" in outcome) await recordFailure(outcome, leaseId);
    return { sent: delivered.length, failed: outcomes.length - delivered.length };
  }

  async function recordFailure({ row, reachedData, leaseLost, error }: Outcome, leaseId: string) {
    if (leaseLost) {
      logger.warn({ outboxId: row.id }, "mail taken over by another worker before its message was sent; left to it");
      return;
    }
    const message = String((error as Error)?.message ?? error).slice(0, 400);
    // Past DATA, only a refusal proves the server kept nothing; a dropped connection may have delivered.
    const mayHaveArrived = reachedData && !refusedByServer(error);
    const giveUp = row.attempts >= options.maxAttempts;
    const delay = retryDelayMs(row.attempts, options.baseDelayMs);
    await db
      .update(outbox)
      .set({
        status: giveUp ? "failed" : "pending",
        lastError: mayHaveArrived ? `${message} (it may have arrived: a copy sent again is counted as a possible duplicate)` : message,
        nextAttemptAt: new Date(Date.now() + delay),
        leaseId: null,
        // A refusal undoes what this attempt's DATA step set; an earlier attempt's stays.
        handedOver: mayHaveArrived || row.handedOver,
      })
      .where(mine(row, leaseId));
    logger.warn(
      {
        err: error,
        outboxId: row.id,
        attempts: row.attempts,
        stage: reachedData ? "data" : "claimed",
        mayHaveArrived,
        retryInMs: giveUp ? null : delay,
      },
      giveUp ? "mail failed for good" : "mail failed, will retry",
    );
  }

  async function runOnce() {
    let sent = 0;
    let failed = 0;
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
          failed: sql<number>`count(*) filter (where ${outbox.status} = 'failed')::int`,
          possibleDuplicates: sql<number>`coalesce(sum(${outbox.possibleDuplicates}), 0)::int`,
        })
        .from(outbox);
      const waiting = Number(counts?.waiting ?? 0);
      const overdue = Number(counts?.overdue ?? 0);
      return {
        ok: overdue === 0,
        waiting,
        overdue,
        failed: Number(counts?.failed ?? 0),
        possibleDuplicates: Number(counts?.possibleDuplicates ?? 0),
      };
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
