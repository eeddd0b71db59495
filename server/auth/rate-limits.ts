import { createRateLimiter, type RateLimiter } from "../security/rate-limiter";
import { errors } from "./errors";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Base limits (ADR 010). AUTH_RATE_LIMIT_MULTIPLIER scales every one (tests
 * raise them; 0 turns them off). Address keys are lowercased addresses.
 */
export const baseLimits = {
  /** Password sign-in attempts, per IP and per address. */
  password: { max: 10, windowMs: 5 * MINUTE },
  /** Refresh-token grants per IP (a busy admin refreshes once an hour per tab). */
  refresh: { max: 150, windowMs: 5 * MINUTE },
  /** Sign-up attempts per IP. */
  signup: { max: 10, windowMs: HOUR },
  /** Mails (magic link, recovery, confirmation) per address. */
  mailPerAddress: { max: 5, windowMs: HOUR },
  /** Mail requests per IP, whatever the address. */
  mailPerIp: { max: 30, windowMs: HOUR },
  /** Link and token verifications per IP. */
  verify: { max: 30, windowMs: 5 * MINUTE },
} as const;

export type LimitName = keyof typeof baseLimits;

export type AuthRateLimits = {
  /** Counts one hit on every (limit, key) pair; throws over_request_rate_limit (429) if any is exhausted. */
  check: (hits: [LimitName, string | undefined][]) => void;
};

export function createAuthRateLimits(multiplier: number): AuthRateLimits {
  const limiters = Object.fromEntries(
    Object.entries(baseLimits).map(([name, { max, windowMs }]) => [
      name,
      createRateLimiter({ max: multiplier === 0 ? 0 : Math.max(1, Math.round(max * multiplier)), windowMs }),
    ]),
  ) as Record<LimitName, RateLimiter>;
  return {
    check(hits) {
      let refused = false;
      let retryAfterMs = 0;
      for (const [name, key] of hits) {
        if (key === undefined) continue;
        const result = limiters[name].hit(`${name}:${key}`);
        if (!result.allowed) {
          refused = true;
          retryAfterMs = Math.max(retryAfterMs, result.retryAfterMs);
        }
      }
      if (refused) throw errors.rateLimited(retryAfterMs);
    },
  };
}
