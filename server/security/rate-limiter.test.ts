import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openTestPglite } from "../../tests/support/pglite-template";
import { migratingDatabase, testBackends } from "../../tests/support/test-databases";
import { rateLimits } from "../db/schema";
import { clientKey } from "./client-key";
import { createRateLimiter, DEFAULT_MAX_KEYS, sweepEndedLimits } from "./rate-limiter";

const migrationsDir = path.resolve(import.meta.dirname, "../../drizzle");

describe("rate limiter", () => {
  it("allows max hits per window and says when to retry", async () => {
    const limiter = createRateLimiter({ name: "t1", max: 3, windowMs: 60_000 });
    const verdicts = [];
    for (let i = 0; i < 3; i++) verdicts.push(await limiter.consume("a"));
    expect(verdicts.map((v) => [v.allowed, v.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
    ]);
    const refused = await limiter.consume("a");
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(59_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
    // Other keys are counted apart.
    expect((await limiter.consume("b")).allowed).toBe(true);
  });

  it("starts a new window after windowMs", async () => {
    const limiter = createRateLimiter({ name: "t2", max: 1, windowMs: 50 });
    expect((await limiter.consume("a")).allowed).toBe(true);
    expect((await limiter.consume("a")).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await limiter.consume("a")).allowed).toBe(true);
  });

  it("is off with max 0", async () => {
    const limiter = createRateLimiter({ name: "t3", max: 0, windowMs: 1000 });
    for (let i = 0; i < 100; i++) expect((await limiter.consume("a")).allowed).toBe(true);
    expect(limiter.size()).toBe(0);
  });

  it("filled with more keys than it holds, forgets the oldest windows and never refuses a new key", async () => {
    const limiter = createRateLimiter({ name: "t4", max: 1, windowMs: 60_000 });
    // The attack: more made-up keys than the old limiter's 50,000 cap.
    const attackKeys = 60_000;
    for (let i = 0; i < attackKeys; i++) expect((await limiter.consume(`made-up-${i}@example.com`)).allowed).toBe(true);
    // Memory stays bounded…
    expect(limiter.size()).toBe(DEFAULT_MAX_KEYS);
    // …a newcomer is counted as usual (the old limiter refused every new key once full)…
    expect((await limiter.consume("owner@studio.example")).allowed).toBe(true);
    expect((await limiter.consume("owner@studio.example")).allowed).toBe(false);
    // …and recent windows are kept: only the oldest were forgotten.
    expect((await limiter.consume(`made-up-${attackKeys - 1}@example.com`)).allowed).toBe(false);
    expect((await limiter.consume("made-up-0@example.com")).allowed).toBe(true);
  });

  it("honours a smaller bound", async () => {
    const limiter = createRateLimiter({ name: "t5", max: 1, windowMs: 60_000, maxKeys: 10 });
    for (let i = 0; i < 25; i++) await limiter.consume(`k${i}`);
    expect(limiter.size()).toBe(10);
    expect((await limiter.consume("k24")).allowed).toBe(false);
    expect((await limiter.consume("k0")).allowed).toBe(true);
  });
});

describe("rate limits in the database", migratingDatabase, () => {
  it("sweeps the windows that have ended and keeps the running ones, which still count", async () => {
    const handle = await openTestPglite();
    try {
      const short = createRateLimiter({ name: "short", max: 1, windowMs: 100 }, { db: handle.db });
      const long = createRateLimiter({ name: "long", max: 1, windowMs: 60_000 }, { db: handle.db });
      await short.consume("198.51.100.1");
      await short.consume("198.51.100.2");
      await long.consume("198.51.100.1");
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await handle.db.select().from(rateLimits)).toHaveLength(3);
      expect(await sweepEndedLimits(handle.db)).toBe(2);
      expect((await handle.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key)).toEqual(["long:198.51.100.1"]);
      // The running window still refuses; an ended one starts afresh.
      expect((await long.consume("198.51.100.1")).allowed).toBe(false);
      expect((await short.consume("198.51.100.1")).allowed).toBe(true);
    } finally {
      await handle.close();
    }
  });
});

describe("a byte budget in the shared store", migratingDatabase, () => {
  it.each(testBackends(migrationsDir))("counts past 2 GiB on $name, and refuses when the store fails", async (backend) => {
    const { handle, cleanup } = await backend.open();
    try {
      const errors: unknown[] = [];
      const budget = createRateLimiter(
        { name: "bytes", max: 5 * 2 ** 30, windowMs: 60_000, failClosed: true, onStoreError: (error) => errors.push(error) },
        { db: handle.db },
      );
      const visitor = "198.51.100.9";
      // 1.5 GiB at a time: the second passes 2^31, where a 32-bit column overflowed and each instance counted alone.
      expect(await budget.consume(visitor, 1.5 * 2 ** 30)).toMatchObject({ allowed: true, remaining: 3.5 * 2 ** 30 });
      expect(await budget.consume(visitor, 1.5 * 2 ** 30)).toMatchObject({ allowed: true, remaining: 2 * 2 ** 30 });
      expect(await budget.consume(visitor, 1.5 * 2 ** 30)).toMatchObject({ allowed: true, remaining: 0.5 * 2 ** 30 });
      expect((await budget.consume(visitor, 2 ** 30)).allowed).toBe(false);
      const [row] = await handle.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `bytes:${visitor}`));
      expect(row!.points).toBe(5.5 * 2 ** 30);
      expect(errors).toEqual([]);
      // The store fails: the budget is refused (and told), never counted in this process alone.
      await handle.db.execute(sql`ALTER TABLE rate_limits RENAME TO rate_limits_away`);
      expect((await budget.consume("198.51.100.10", 1)).allowed).toBe(false);
      expect(errors).toHaveLength(1);
      await handle.db.execute(sql`ALTER TABLE rate_limits_away RENAME TO rate_limits`);
    } finally {
      await handle.close();
      await cleanup();
    }
  });
});

describe("client key", () => {
  it("counts an IPv4 address as itself, also when written as IPv4-mapped IPv6", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:cb00:7107")).toBe("203.0.113.7");
  });

  it("counts an IPv6 address by its /64", () => {
    const key = clientKey("2001:db8:1234:5678::1");
    expect(key).toBe("2001:db8:1234:5678::/64");
    for (const address of [
      "2001:db8:1234:5678:ffff:ffff:ffff:ffff",
      "2001:0db8:1234:5678:0:0:0:2",
      "[2001:db8:1234:5678::abcd]",
      "2001:db8:1234:5678::1%eth0",
    ])
      expect(clientKey(address)).toBe(key);
    expect(clientKey("2001:db8:1234:5679::1")).not.toBe(key);
  });

  it("puts what is not an address in shared buckets", () => {
    expect(clientKey(undefined)).toBe("unknown");
    expect(clientKey("")).toBe("unknown");
    expect(clientKey("not an ip")).toBe("invalid");
    expect(clientKey("1.2.3.4\u0000")).toBe("invalid");
  });
});
