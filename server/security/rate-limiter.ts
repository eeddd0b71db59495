import { lt, sql } from "drizzle-orm";
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import type { Database } from "../db/database";
import { rateLimits } from "../db/schema";

/**
 * Every rate limit of the site (auth, contact, tools) is built here, on
 * rate-limiter-flexible (ADR 010). Today the store is process memory; the
 * scale-out work swaps the store in `createRateLimiter` alone (the library's
 * PostgreSQL store has the same interface).
 *
 * Memory is bounded per limiter: past `maxKeys` live windows, the oldest
 * window is forgotten early. That degrades one key at a time (its count
 * starts again) and never refuses everyone, unlike a limiter that stops
 * accepting new keys when full.
 */

export type RateVerdict = { allowed: boolean; retryAfterMs: number; remaining: number };

export type RateLimiter = {
  readonly name: string;
  readonly max: number;
  readonly windowMs: number;
  /** Counts `points` (one hit by default) for `key`; says whether it is allowed and, if not, when to retry. */
  consume: (key: string, points?: number) => Promise<RateVerdict>;
  /** Live windows held in memory (for tests and the memory bound). */
  size: () => number;
};

export type RateLimitRule = {
  /** Unique per limiter: it prefixes the keys in the store. */
  name: string;
  /** Hits per window; 0 turns the limit off. */
  max: number;
  windowMs: number;
  /** Live windows kept in memory at most. */
  maxKeys?: number;
  /**
   * A budget (bytes a visitor may move): should the shared store fail, refuse rather than count in this
   * process's memory, where each instance would grant the whole budget again. Other limits keep the
   * memory insurance, so a database hiccup neither opens nor closes the site.
   */
  failClosed?: boolean;
  /** Told when the shared store fails (the server logs it). */
  onStoreError?: (error: unknown) => void;
};

/** Default memory bound: a window takes about 600 bytes (key, count, timer), so a full limiter holds some 12 MB. */
export const DEFAULT_MAX_KEYS = 20_000;

const ALLOWED_OFF: RateVerdict = { allowed: true, retryAfterMs: 0, remaining: Number.POSITIVE_INFINITY };

/** Where limits are counted: this process's memory (the default), or the database every instance shares. */
export type RateLimitStore = { db: Database } | undefined;

/** Builds the site's limiters on one store (services.ts passes the database's). */
export type LimiterFactory = (rule: RateLimitRule) => RateLimiter;

export function createRateLimiter(
  { name, max, windowMs, maxKeys = DEFAULT_MAX_KEYS, failClosed = false, onStoreError }: RateLimitRule,
  shared?: RateLimitStore,
): RateLimiter {
  const options = { keyPrefix: name, points: Math.max(1, max), duration: windowMs / 1000 };
  const memory = new RateLimiterMemory(options);
  // In the database (ADR 024): one upsert per hit, atomic across instances. Should the database fail,
  // this process's memory counts meanwhile (insurance), so a hiccup neither opens nor closes the site.
  // The library's own sweep (every limiter, each on its own timer, rows an hour past their end) is off:
  // `sweepEndedLimits` does it once per process.
  const store = shared
    ? new RateLimiterDrizzle({
        ...options,
        storeClient: shared.db,
        schema: rateLimits,
        ...(!failClosed && { insuranceLimiter: memory }),
        clearExpiredByTimeout: false,
      })
    : memory;
  // Window starts in insertion order: one duration per limiter, so the first entry always ends first.
  const windows = new Map<string, number>();

  function track(key: string, now: number) {
    // The database sweeps its own expired windows; only memory needs the bound.
    if (shared) return;
    windows.delete(key);
    windows.set(key, now + windowMs);
    for (const [oldest, endsAt] of windows) {
      if (endsAt > now && windows.size <= maxKeys) break;
      windows.delete(oldest);
      // Still running: forget it early rather than refuse anyone.
      if (endsAt > now) void store.delete(oldest);
    }
  }

  return {
    name,
    max,
    windowMs,
    async consume(key, points = 1) {
      if (max === 0) return ALLOWED_OFF;
      try {
        const result = await store.consume(key, points);
        if (result.isFirstInDuration) track(key, Date.now());
        return { allowed: true, retryAfterMs: 0, remaining: result.remainingPoints };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return { allowed: false, retryAfterMs: Math.max(1, rejection.msBeforeNext), remaining: 0 };
        if (!shared) throw rejection;
        onStoreError?.(rejection);
        // The insurance limiter answered for the others; a budget is refused for a minute.
        return { allowed: false, retryAfterMs: 60_000, remaining: 0 };
      }
    },
    size: () => windows.size,
  };
}

/** How often each process deletes ended windows from the shared table. */
export const LIMIT_SWEEP_MS = 5 * 60_000;

/**
 * Deletes the windows that have ended from the shared table (ADR 024): one row per limiter and
 * address would otherwise stay for good. A window that ended is worth nothing (the store starts a
 * new one in its place), so it goes at once, not an hour later as the library's sweep did. A hit
 * racing the delete is safe: PostgreSQL re-checks the row, and a window it just renewed is kept.
 * Returns the rows deleted.
 */
export async function sweepEndedLimits(db: Database): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, sql`now()`))
    .returning({ key: rateLimits.key });
  return deleted.length;
}
