import { describe, expect, test } from "vitest";
import { latencyStats, ThroughputMeter, toMbps } from "./internet-speed";

describe("toMbps", () => {
  test("converts bytes over milliseconds to megabits per second", () => {
    // 12.5 MB in one second is 100 Mbit/s.
    expect(toMbps(12_500_000, 1000)).toBe(100);
    expect(toMbps(1_000_000, 0)).toBe(0);
  });
});

describe("latencyStats", () => {
  test("ping is the median; jitter the mean change between consecutive samples", () => {
    expect(latencyStats([10, 14, 12, 40, 11])).toEqual({ pingMs: 12, jitterMs: (4 + 2 + 28 + 29) / 4 });
    expect(latencyStats([10, 20])).toEqual({ pingMs: 15, jitterMs: 10 });
    expect(latencyStats([7])).toEqual({ pingMs: 7, jitterMs: 0 });
  });
});

describe("ThroughputMeter", () => {
  test("bytes received during the warm-up are not counted, and the clock restarts after it", () => {
    const meter = new ThroughputMeter(0, 1000);
    meter.add(50_000_000, 500); // slow start: a burst that must not inflate the result
    meter.tick(1000);
    meter.add(12_500_000, 1500);
    meter.add(12_500_000, 2000);
    expect(meter.counted()).toBe(25_000_000);
    expect(meter.mbps(2000)).toBe(200);
  });

  test("before the warm-up ends it reports the rate so far", () => {
    const meter = new ThroughputMeter(0, 1000);
    meter.add(1_250_000, 500);
    expect(meter.mbps(500)).toBe(20);
  });
});
