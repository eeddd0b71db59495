import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../db/database";
import { outbox } from "../db/schema";
import type { Mailer } from "./mailer";

const MAX_DELAY_MS = 6 * 3600_000;
/** A claimed row is retried after this if the process died while sending it. */
const LEASE = sql`now() + interval '5 minutes'`;

/** Exponential back-off: base, 2×base, 4×base… up to 6 h, with ±20 % jitter so retries spread out. */
export function retryDelayMs(attempts: number, baseMs: number, random: () => number = Math.random): number {
  const exponential = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
  return Math.round(exponential * (0.8 + 0.4 * random()));
}

export type OutboxWorker = {
  start: () => void;
  stop: () => Promise<void>;
  /** Looks for due mail now instead of waiting for the next poll. */
  nudge: () => void;
  runOnce: () => Promise<{ sent: number; failed: number }>;
};

export function createOutboxWorker(options: {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  pollMs: number;
  baseDelayMs: number;
  maxAttempts: number;
}): OutboxWorker {
  const { db, mailer, logger } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let again = false;
  let stopped = false;

  async function claim() {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(10)
      .for("update", { skipLocked: true });
    return db.update(outbox).set({ nextAttemptAt: LEASE }).where(inArray(outbox.id, due)).returning();
  }

  async function runOnce() {
    let sent = 0;
    let failed = 0;
    // Rows once claimed are always processed, even when stopping, so none is left under a lease.
    while (!stopped) {
      const batch = await claim();
      if (batch.length === 0) break;
      for (const row of batch) {
        try {
          await mailer.send({
            to: row.toAddress,
            subject: row.subject,
            text: row.text,
            replyTo: row.replyTo ? { name: row.replyToName ?? "", address: row.replyTo } : undefined,
          });
          await db
            .update(outbox)
            .set({ status: "sent", sentAt: new Date(), attempts: row.attempts + 1, lastError: null })
            .where(eq(outbox.id, row.id));
          sent++;
        } catch (error) {
          failed++;
          const attempts = row.attempts + 1;
          const giveUp = attempts >= options.maxAttempts;
          const delay = retryDelayMs(attempts, options.baseDelayMs);
          await db
            .update(outbox)
            .set({
              attempts,
              lastError: String((error as Error)?.message ?? error).slice(0, 500),
              status: giveUp ? "failed" : "pending",
              nextAttemptAt: new Date(Date.now() + delay),
            })
            .where(eq(outbox.id, row.id));
          logger.warn(
            { err: error, outboxId: row.id, attempts, retryInMs: giveUp ? null : delay },
            giveUp ? "mail failed for good" : "mail failed, will retry",
          );
        }
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
