import { clientKey } from "../security/client-key";
import { createRateLimiter, type LimiterFactory, type RateLimiter } from "../security/rate-limiter";
import { errors } from "./errors";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Base limits (ADR 010). AUTH_RATE_LIMIT_MULTIPLIER scales every one (tests
 * raise them; 0 turns them off). IP keys are the client's /64 (IPv6) or
 * address (IPv4); address keys are lowercased addresses.
 */
export const baseLimits = {
  /** Password sign-in attempts per IP. */
  password: { max: 10, windowMs: 5 * MINUTE },
  /** Password sign-in attempts per address, from every IP together (two IPs' worth, so one IP alone cannot use it up). */
  passwordPerAddress: { max: 20, windowMs: 5 * MINUTE },
  /**
   * Password sign-in attempts from a browser holding a valid device cookie for the address (ADR 034):
   * counted per device instead of per IP and address, so strangers cannot lock that browser out.
   */
  passwordPerDevice: { max: 10, windowMs: 5 * MINUTE },
  /** Refresh-token grants per IP (a busy admin refreshes once an hour per tab). */
  refresh: { max: 150, windowMs: 5 * MINUTE },
  /** Sign-up attempts per IP. */
  signup: { max: 10, windowMs: HOUR },
  /** Mail requests (magic link, recovery, confirmation) per IP, whatever the address. */
  mailPerIp: { max: 30, windowMs: HOUR },
  /** Mail requests per address from one IP: a stranger uses up his own count, never the owner's. */
  mailPerAddressAndIp: { max: 5, windowMs: HOUR },
  /**
   * Mails actually sent to one address, whoever asked. Past it the request is
   * answered as usual but no new mail (and so no new link) is made: the
   * mailbox already holds a link from the last hour that is still valid.
   */
  mailsToAddress: { max: 20, windowMs: HOUR },
  /** Link and token verifications per IP, and per address when one is given. */
  verify: { max: 30, windowMs: 5 * MINUTE },
} as const;

export type LimitName = keyof typeof baseLimits;

/** What a hit is counted against: an IP (counted by its /64), an address, or a device (its cookie's id). */
export type LimitKey =
  { ip: string | undefined } | { address: string | undefined } | { address: string; ip: string | undefined } | { device: string };

export type AuthRateLimits = {
  /**
   * Counts hits in order and stops at the first one refused (throwing
   * over_request_rate_limit, 429): list the IP first, so an address is only
   * counted (and only takes memory) once its IP has passed.
   */
  check: (hits: [LimitName, LimitKey][]) => Promise<void>;
  /** Counts one hit and answers whether it was allowed, without throwing. */
  allows: (name: LimitName, key: LimitKey) => Promise<boolean>;
};

function keyOf(key: LimitKey): string | undefined {
  if ("device" in key) return key.device;
  if ("address" in key && "ip" in key) return key.address === undefined ? undefined : `${key.address} ${clientKey(key.ip)}`;
  if ("address" in key) return key.address;
  return clientKey(key.ip);
}

export function createAuthRateLimits(multiplier: number, limiter: LimiterFactory = createRateLimiter): AuthRateLimits {
  const limiters = Object.fromEntries(
    Object.entries(baseLimits).map(([name, { max, windowMs }]) => [
      name,
      limiter({ name: `auth-${name}`, max: multiplier === 0 ? 0 : Math.max(1, Math.round(max * multiplier)), windowMs }),
    ]),
  ) as Record<LimitName, RateLimiter>;
  return {
    async check(hits) {
      for (const [name, key] of hits) {
        const value = keyOf(key);
        if (value === undefined) continue;
        const verdict = await limiters[name].consume(value);
        if (!verdict.allowed) throw errors.rateLimited(verdict.retryAfterMs);
      }
    },
    async allows(name, key) {
      const value = keyOf(key);
      return value === undefined || (await limiters[name].consume(value)).allowed;
    },
  };
}
