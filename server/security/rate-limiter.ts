/**
 * A fixed-window counter per key, in memory (one process serves the site).
 * `max` 0 turns the limit off. Old windows are swept so memory stays bounded.
 */
export type RateLimiter = {
  /** Counts one hit; returns whether it is allowed and, if not, when to retry. */
  hit: (key: string, now?: number) => { allowed: boolean; retryAfterMs: number; remaining: number };
  reset: () => void;
};

export function createRateLimiter({ max, windowMs, maxKeys = 50_000 }: { max: number; windowMs: number; maxKeys?: number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const sweep = (now: number) => {
    for (const [key, entry] of windows) if (now - entry.start >= windowMs) windows.delete(key);
  };
  return {
    hit(key, now = Date.now()) {
      if (max === 0) return { allowed: true, retryAfterMs: 0, remaining: Infinity };
      let entry = windows.get(key);
      if (!entry || now - entry.start >= windowMs) {
        if (windows.size >= maxKeys) sweep(now);
        // Still full of live windows: refuse rather than grow without bound.
        if (windows.size >= maxKeys) return { allowed: false, retryAfterMs: windowMs, remaining: 0 };
        entry = { start: now, count: 0 };
        windows.set(key, entry);
      }
      entry.count += 1;
      const allowed = entry.count <= max;
      return { allowed, retryAfterMs: allowed ? 0 : entry.start + windowMs - now, remaining: Math.max(0, max - entry.count) };
    },
    reset() {
      windows.clear();
    },
  };
}
