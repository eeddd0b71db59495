import { describe, expect, it } from "vitest";
import { change, periodFromQuery, presetRange, withCustomEnd, withPreset } from "./period";

describe("Insights periods", () => {
  it("ends presets today and includes both ends", () => {
    expect(presetRange("today", "2026-11-24")).toEqual({ from: "2026-11-24", to: "2026-11-24" });
    expect(presetRange("7d", "2026-11-24")).toEqual({ from: "2026-11-18", to: "2026-11-24" });
    expect(presetRange("12m", "2026-03-01")).toEqual({ from: "2025-03-02", to: "2026-03-01" });
  });

  it("reads the address: a preset, a custom range, or the last 30 days for anything else", () => {
    expect(periodFromQuery(new URLSearchParams("period=7d"), "2026-11-24")).toEqual({ preset: "7d", from: "2026-11-18", to: "2026-11-24" });
    expect(periodFromQuery(new URLSearchParams("from=2026-10-01&to=2026-10-31"), "2026-11-24")).toEqual({
      preset: "custom",
      from: "2026-10-01",
      to: "2026-10-31",
    });
    for (const junk of ["period=5y", "from=2026-10-31&to=2026-10-01", "from=2026-02-30&to=2026-03-01", "from=2026-11-01&to=2026-12-31"])
      expect(periodFromQuery(new URLSearchParams(junk), "2026-11-24")).toEqual({ preset: "30d", from: "2026-10-26", to: "2026-11-24" });
  });

  it("compares with the previous period", () => {
    expect(change(150, 100)).toEqual({ kind: "up", percent: 50 });
    expect(change(50, 100)).toEqual({ kind: "down", percent: 50 });
    expect(change(100, 100)).toEqual({ kind: "same", percent: 0 });
    expect(change(3, 0)).toEqual({ kind: "new", percent: 0 });
    expect(change(0, 0)).toEqual({ kind: "none", percent: 0 });
  });
});

describe("the period in the address", () => {
  const thirtyDays = { from: "2026-10-26", to: "2026-11-24" };

  it("keeps a preset alone, and turns the period shown into a custom range to edit", () => {
    expect(withPreset(new URLSearchParams("from=2026-10-01&to=2026-10-31&source=google"), "7d", thirtyDays).toString()).toBe(
      "source=google&period=7d",
    );
    expect(withPreset(new URLSearchParams("period=30d"), "custom", thirtyDays).toString()).toBe("from=2026-10-26&to=2026-11-24");
  });

  it("moves one end of a custom range, and ignores a value that is no day", () => {
    expect(withCustomEnd(new URLSearchParams("period=30d"), "from", "2026-11-01", thirtyDays)?.toString()).toBe("from=2026-11-01&to=2026-11-24");
    expect(withCustomEnd(new URLSearchParams("from=2026-10-26&to=2026-11-24"), "to", "2026-11-10", thirtyDays)?.toString()).toBe(
      "from=2026-10-26&to=2026-11-10",
    );
    expect(withCustomEnd(new URLSearchParams("period=30d"), "to", "", thirtyDays)).toBeNull();
  });
});
