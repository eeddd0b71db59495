import { describe, expect, it } from "vitest";
import {
  addDays,
  convertMoment,
  formatOffset,
  isValidTimeZone,
  normalizeTimeZone,
  offsetMinutes,
  referenceWeek,
  wallTime,
  zonedTimeToUtc,
} from "./time-zones";
import { FRI, MON, SAT, SUN, TUE, type Weekday } from "./weekdays";

/** Noon UTC on a Monday in winter and in summer (no clock change that week). */
const winter = Date.UTC(2025, 0, 13, 12);
const summer = Date.UTC(2025, 6, 14, 12);
const BAGHDAD = "Asia/Baghdad";

function move(to: string, nowMs: number, day: Weekday, hour: number, minute = 0) {
  const moment = convertMoment(BAGHDAD, to, referenceWeek(BAGHDAD, nowMs), day, hour * 60 + minute);
  return { day: moment.day, time: `${String(Math.floor(moment.minute / 60)).padStart(2, "0")}:${String(moment.minute % 60).padStart(2, "0")}` };
}

describe("offsets from Intl", () => {
  it("knows fixed, daylight-saving and half-hour zones", () => {
    expect(offsetMinutes(BAGHDAD, winter)).toBe(180);
    expect(offsetMinutes(BAGHDAD, summer)).toBe(180);
    expect(offsetMinutes("Europe/London", winter)).toBe(0);
    expect(offsetMinutes("Europe/London", summer)).toBe(60);
    expect(offsetMinutes("America/Los_Angeles", winter)).toBe(-480);
    expect(offsetMinutes("America/Los_Angeles", summer)).toBe(-420);
    expect(offsetMinutes("Asia/Kolkata", winter)).toBe(330);
    expect(offsetMinutes("Australia/Sydney", winter)).toBe(660);
  });

  it("formats offsets as UTC±h[:mm]", () => {
    expect(formatOffset(180)).toBe("UTC+3");
    expect(formatOffset(330)).toBe("UTC+5:30");
    expect(formatOffset(-420)).toBe("UTC-7");
    expect(formatOffset(-210)).toBe("UTC-3:30");
    expect(formatOffset(0)).toBe("UTC+0");
  });
});

describe("Baghdad to London", () => {
  it("is three hours earlier in winter (GMT)", () => {
    expect(move("Europe/London", winter, TUE, 9)).toEqual({ day: TUE, time: "06:00" });
    expect(move("Europe/London", winter, TUE, 12)).toEqual({ day: TUE, time: "09:00" });
  });

  it("is two hours earlier in summer (BST)", () => {
    expect(move("Europe/London", summer, TUE, 9)).toEqual({ day: TUE, time: "07:00" });
  });

  it("uses each day's own offset in the week the clocks change (Sunday 30 March 2025)", () => {
    const thursdayBefore = Date.UTC(2025, 2, 27, 12);
    expect(move("Europe/London", thursdayBefore, FRI, 9)).toEqual({ day: FRI, time: "06:00" });
    expect(move("Europe/London", thursdayBefore, MON, 9)).toEqual({ day: MON, time: "07:00" });
  });
});

describe("Baghdad to Los Angeles", () => {
  it("rolls back to the previous day in winter (11 hours)", () => {
    expect(move("America/Los_Angeles", winter, TUE, 9)).toEqual({ day: MON, time: "22:00" });
    expect(move("America/Los_Angeles", winter, TUE, 12)).toEqual({ day: TUE, time: "01:00" });
  });

  it("rolls back to the previous day in summer (10 hours)", () => {
    expect(move("America/Los_Angeles", summer, TUE, 9)).toEqual({ day: MON, time: "23:00" });
  });

  it("wraps Sunday morning back to Saturday", () => {
    expect(move("America/Los_Angeles", winter, SUN, 2)).toEqual({ day: SAT, time: "15:00" });
  });
});

describe("Baghdad to Kolkata", () => {
  it("adds two and a half hours", () => {
    expect(move("Asia/Kolkata", winter, TUE, 9)).toEqual({ day: TUE, time: "11:30" });
    expect(move("Asia/Kolkata", summer, FRI, 22)).toEqual({ day: SAT, time: "00:30" });
  });
});

describe("wall-clock arithmetic", () => {
  it("finds the instant of a local time", () => {
    expect(zonedTimeToUtc(BAGHDAD, { year: 2025, month: 1, day: 14 }, 9 * 60)).toBe(Date.UTC(2025, 0, 14, 6));
    expect(zonedTimeToUtc("America/Los_Angeles", { year: 2025, month: 7, day: 15 }, 9 * 60)).toBe(Date.UTC(2025, 6, 15, 16));
    // Midnight at the end of a day is the next day's 00:00.
    expect(zonedTimeToUtc(BAGHDAD, { year: 2025, month: 12, day: 31 }, 24 * 60)).toBe(Date.UTC(2025, 11, 31, 21));
  });

  it("moves a time skipped by the spring change forward, as clocks do", () => {
    // London jumps from 01:00 to 02:00 on 30 March 2025: 01:30 does not exist.
    const instant = zonedTimeToUtc("Europe/London", { year: 2025, month: 3, day: 30 }, 90);
    expect(instant).toBe(Date.UTC(2025, 2, 30, 1, 30));
    expect(wallTime("Europe/London", instant)).toMatchObject({ hour: 2, minute: 30 });
  });

  it("gives a repeated autumn time one of its two real instants", () => {
    const instant = zonedTimeToUtc("Europe/London", { year: 2025, month: 10, day: 26 }, 90);
    expect([Date.UTC(2025, 9, 26, 0, 30), Date.UTC(2025, 9, 26, 1, 30)]).toContain(instant);
    expect(wallTime("Europe/London", instant)).toMatchObject({ hour: 1, minute: 30 });
  });

  it("lays out the coming seven days by weekday, across a month end", () => {
    const week = referenceWeek(BAGHDAD, Date.UTC(2025, 0, 29, 22)); // already Thursday 30 January in Baghdad
    expect(week[4]).toEqual({ year: 2025, month: 1, day: 30 });
    expect(week[6]).toEqual({ year: 2025, month: 2, day: 1 });
    expect(week[3]).toEqual({ year: 2025, month: 2, day: 5 });
    expect(addDays({ year: 2024, month: 2, day: 28 }, 1)).toEqual({ year: 2024, month: 2, day: 29 });
  });
});

describe("time-zone names", () => {
  it("accepts real zones and rejects anything else without throwing", () => {
    expect(isValidTimeZone("Asia/Baghdad")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isValidTimeZone("")).toBe(false);
    expect(isValidTimeZone(undefined)).toBe(false);
    expect(isValidTimeZone("x".repeat(200))).toBe(false);
    expect(isValidTimeZone("<script>")).toBe(false);
  });

  it("spells a known zone the usual way", () => {
    expect(normalizeTimeZone("asia/baghdad", ["Asia/Baghdad"])).toBe("Asia/Baghdad");
    expect(normalizeTimeZone("nowhere/at_all")).toBeNull();
  });
});
