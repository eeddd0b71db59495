import { describe, expect, it } from "vitest";
import { addDays, dayOf, daysBetween, isDay } from "./days";

describe("Insights days", () => {
  it("are Baghdad days (UTC+3)", () => {
    expect(dayOf(Date.parse("2026-03-01T20:59:00Z"))).toBe("2026-03-01");
    expect(dayOf(Date.parse("2026-03-01T21:00:00Z"))).toBe("2026-03-02");
    expect(dayOf(Date.parse("2026-11-23T21:30:00Z"))).toBe("2026-11-24");
  });

  it("count forwards and back across months and leap days", () => {
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(daysBetween("2026-01-01", "2026-01-07")).toBe(7);
    expect(daysBetween("2026-11-24", "2026-11-24")).toBe(1);
  });

  it("accept only real calendar days", () => {
    expect(isDay("2024-02-29")).toBe(true);
    for (const junk of ["2026-02-30", "2026-13-01", "26-01-01", "yesterday", "", null, undefined]) expect(isDay(junk)).toBe(false);
  });
});
