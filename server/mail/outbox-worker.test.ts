import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./outbox-worker";

describe("outbox back-off", () => {
  it("doubles from the base delay", () => {
    const mid = () => 0.5; // no jitter
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, 30_000, mid))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
  });

  it("never waits more than six hours", () => {
    expect(retryDelayMs(40, 30_000, () => 0.5)).toBe(6 * 3600_000);
  });

  it("spreads retries by at most 20 % either way", () => {
    expect(retryDelayMs(1, 10_000, () => 0)).toBe(8_000);
    expect(retryDelayMs(1, 10_000, () => 1)).toBe(12_000);
  });
});
