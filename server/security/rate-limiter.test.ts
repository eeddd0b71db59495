import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limiter";

describe("rate limiter", () => {
  it("allows max hits per window and says when to retry", () => {
    const limiter = createRateLimiter({ max: 3, windowMs: 60_000 });
    expect([1, 2, 3].map((i) => limiter.hit("a", 1000 + i).allowed)).toEqual([true, true, true]);
    const refused = limiter.hit("a", 2000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBe(60_000 - 999);
    // Other keys are counted apart.
    expect(limiter.hit("b", 2000).allowed).toBe(true);
    // A new window starts after windowMs.
    expect(limiter.hit("a", 61_001).allowed).toBe(true);
  });

  it("is off with max 0", () => {
    const limiter = createRateLimiter({ max: 0, windowMs: 1000 });
    for (let i = 0; i < 100; i++) expect(limiter.hit("a").allowed).toBe(true);
  });

  it("stays bounded under many keys", () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 1000, maxKeys: 10 });
    for (let i = 0; i < 10; i++) expect(limiter.hit(`k${i}`, 0).allowed).toBe(true);
    expect(limiter.hit("new", 10).allowed).toBe(false);
    // Once the old windows expire they are swept and new keys fit again.
    expect(limiter.hit("new", 2000).allowed).toBe(true);
  });
});
