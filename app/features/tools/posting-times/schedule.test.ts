import { postingTimesParams } from "#core/routing/page-query";
import { describe, expect, it } from "vitest";
import arTexts from "../../../../core/locales/ar/tool-posting-times.json";
import enTexts from "../../../../core/locales/en/tool-posting-times.json";
import { postingTimes, type PlatformTimes } from "./data";
import { formatDays } from "./day-names";
import { adjustForWeekend, buildSchedule, formatClock, groupByDay, parseSettings, settingsToSearch, zoneOptionOf } from "./schedule";
import { FRI, MON, SAT, SUN, THU, TUE, WED, weekOrder } from "./weekdays";

const winter = Date.UTC(2025, 0, 13, 12);
const summer = Date.UTC(2025, 6, 14, 12);

function translator(texts: unknown) {
  return (key: string, options: Record<string, unknown> = {}) => {
    let value: unknown = texts;
    for (const part of key.split(".")) value = (value as Record<string, unknown>)[part];
    if (typeof value !== "string") throw new Error(`missing ${key}`);
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));
  };
}
const t = { ar: translator(arTexts), en: translator(enTexts) };

const sample: PlatformTimes = {
  windows: [{ days: [TUE, WED], from: 9, to: 12 }],
  bestDays: [TUE, WED],
  weakestDay: SUN,
  source: { name: "Test", title: "Test", year: 2025, url: "example.com", method: "engagement" },
  analytics: "Test",
};

describe("weakest day", () => {
  it("is the study's day on the followers' calendar, a whole day on their own clock", () => {
    const schedule = buildSchedule(sample, { audience: "Asia/Baghdad", display: "Asia/Baghdad", fridayWeekend: false, nowMs: winter });
    expect(schedule.weakestDay).toBe(SUN);
    expect(schedule.weakestSpan).toEqual({ startDay: SUN, startMinute: 0, endDay: MON, endMinute: 0, minutes: 1440 });
    // Every block of Sunday is marked weak, and no other day is.
    expect(schedule.grid[SUN]).toEqual(Array(12).fill("weak"));
    for (const day of [MON, TUE, WED, THU, FRI, SAT]) expect(schedule.grid[day]).not.toContain("weak");
  });

  it("becomes a span across two days on another clock", () => {
    const schedule = buildSchedule(sample, { audience: "Asia/Baghdad", display: "America/Los_Angeles", fridayWeekend: false, nowMs: winter });
    // Sunday 00:00 in Baghdad is Saturday 13:00 in Los Angeles in winter.
    expect(schedule.weakestSpan).toMatchObject({ startDay: SAT, startMinute: 13 * 60, endDay: SUN, endMinute: 13 * 60 });
    expect(schedule.grid[SAT]?.slice(7)).toEqual(Array(5).fill("weak"));
    expect(schedule.grid[SUN]?.slice(0, 6)).toEqual(Array(6).fill("weak"));
    expect(schedule.grid[SUN]?.slice(7)).toEqual(Array(5).fill("none"));
  });

  it("moves with the days for a Friday-Saturday weekend (Sunday becomes Saturday)", () => {
    expect(adjustForWeekend(postingTimes.facebook, true).weakestDay).toBe(SAT);
    expect(adjustForWeekend(postingTimes.facebook, true).bestDays).toEqual([SUN, MON, TUE, WED, THU]);
    expect(adjustForWeekend(postingTimes.facebook, false)).toBe(postingTimes.facebook);
  });

  it("is absent when the source names none", () => {
    const schedule = buildSchedule(postingTimes.youtube, { audience: "Asia/Baghdad", display: "Europe/London", fridayWeekend: false, nowMs: winter });
    expect(schedule.weakestDay).toBeNull();
    expect(schedule.weakestSpan).toBeNull();
  });
});

describe("best hours", () => {
  it("stay on the followers' clock when no conversion is asked for", () => {
    const schedule = buildSchedule(sample, { audience: "Asia/Baghdad", display: "Asia/Baghdad", fridayWeekend: false, nowMs: summer });
    expect(groupByDay(schedule.windows, "en")).toEqual([{ days: [TUE, WED], ranges: [{ start: 540, end: 720, nextDay: false }] }]);
    // Two-hour blocks: 08-10 is half covered, 10-12 fully.
    expect(schedule.grid[TUE]?.slice(4, 7)).toEqual(["good", "best", "none"]);
  });

  it("roll over midnight into the previous day in Los Angeles", () => {
    const schedule = buildSchedule(sample, { audience: "Asia/Baghdad", display: "America/Los_Angeles", fridayWeekend: false, nowMs: winter });
    expect(groupByDay(schedule.windows, "en")).toEqual([{ days: [MON, TUE], ranges: [{ start: 22 * 60, end: 60, nextDay: true }] }]);
    expect(schedule.grid[MON]?.[11]).toBe("best");
    expect(schedule.grid[TUE]?.[0]).toBe("good");
  });

  it("land on half hours in India", () => {
    const schedule = buildSchedule(sample, { audience: "Asia/Baghdad", display: "Asia/Kolkata", fridayWeekend: false, nowMs: winter });
    expect(groupByDay(schedule.windows, "en")[0]?.ranges).toEqual([{ start: 690, end: 870, nextDay: false }]);
  });

  it("list days in each language's week order, naming shared hours once", () => {
    const schedule = buildSchedule(postingTimes.facebook, { audience: "Asia/Baghdad", display: "Asia/Baghdad", fridayWeekend: false, nowMs: winter });
    expect(groupByDay(schedule.windows, "en").map((group) => group.days)).toEqual([[MON, TUE], [WED], [THU], [FRI]]);
    expect(groupByDay(schedule.windows, "en")[1]?.ranges).toEqual([
      { start: 480, end: 660, nextDay: false },
      { start: 900, end: 1020, nextDay: false },
    ]);
  });
});

describe("weekday order per language", () => {
  it("starts the week on Saturday in Arabic and on Monday in English", () => {
    expect(weekOrder("ar")).toEqual([SAT, SUN, MON, TUE, WED, THU, FRI]);
    expect(weekOrder("en")).toEqual([MON, TUE, WED, THU, FRI, SAT, SUN]);
  });

  it("names days with the translations, in that order, with spans for runs", () => {
    expect(formatDays([WED, TUE], "en", t.en)).toBe("Tuesday and Wednesday");
    expect(formatDays([MON, TUE, WED, THU, FRI], "en", t.en)).toBe("Monday to Friday");
    expect(formatDays([SUN, MON], "en", t.en)).toBe("Sunday and Monday");
    expect(formatDays([SUN, MON], "ar", t.ar)).toBe("الأحد والاثنين");
    expect(formatDays([MON, TUE, WED, THU, FRI], "ar", t.ar)).toBe("من الاثنين إلى الجمعة");
    // Friday, Saturday, Sunday run over the end of the Arabic week and stay one span.
    expect(formatDays([FRI, SAT, SUN], "ar", t.ar)).toBe("من الجمعة إلى الأحد");
    expect(formatDays([FRI, SAT, SUN], "en", t.en)).toBe("Friday to Sunday");
    expect(formatDays([TUE, THU, SAT], "ar", t.ar)).toBe("السبت والثلاثاء والخميس");
  });
});

describe("clock format per language", () => {
  it("uses the 24-hour clock in English and the 12-hour clock with Western digits in Arabic", () => {
    expect(formatClock(9 * 60, "en")).toBe("09:00");
    expect(formatClock(22 * 60 + 30, "en")).toBe("22:30");
    expect(formatClock(0, "en")).toBe("00:00");
    expect(formatClock(9 * 60, "ar")).toMatch(/^9\sص$/);
    expect(formatClock(11 * 60 + 30, "ar")).toMatch(/^11:30\sص$/);
    expect(formatClock(13 * 60, "ar")).toMatch(/^1\sم$/);
    expect(formatClock(24 * 60, "ar")).toMatch(/^12\sص$/);
  });
});

describe("settings from the address", () => {
  it("reads every setting", () => {
    const { settings, notices } = parseSettings(new URLSearchParams("platform=TikTok&audience=asia/riyadh&tz=Europe/London&weekend=fri-sat"));
    expect(settings).toEqual({ platform: "tiktok", audience: "Asia/Riyadh", display: "Europe/London", fridayWeekend: true });
    expect(notices).toEqual([]);
  });

  it("falls back with a notice on values it cannot use, never throwing", () => {
    const { settings, notices } = parseSettings(new URLSearchParams("platform=myspace&audience=Nowhere/City&tz=Mars/Base"));
    expect(settings).toEqual({ platform: "facebook", audience: "Asia/Baghdad", display: "same", fridayWeekend: false });
    expect(notices).toEqual([
      { kind: "platform", value: "myspace" },
      { kind: "audience", value: "Nowhere/City" },
      { kind: "tz", value: "Mars/Base" },
    ]);
    const long = parseSettings(new URLSearchParams(`tz=${"x".repeat(500)}`));
    expect(long.notices[0]?.value.length).toBeLessThanOrEqual(41);
  });

  it("accepts the browser's zone, aliases and a zone outside the list", () => {
    expect(parseSettings(new URLSearchParams("tz=browser&platform=twitter")).settings).toMatchObject({ display: "browser", platform: "x" });
    expect(parseSettings(new URLSearchParams("tz=Asia/Tokyo")).settings.display).toBe("Asia/Tokyo");
  });

  it("writes only what differs from the defaults", () => {
    expect(settingsToSearch(parseSettings(new URLSearchParams("")).settings)).toBe("");
    expect(settingsToSearch({ platform: "tiktok", audience: "Asia/Baghdad", display: "America/Los_Angeles", fridayWeekend: false })).toBe(
      "?platform=tiktok&tz=America%2FLos_Angeles",
    );
  });

  it("recognises a listed zone under another name", () => {
    expect(zoneOptionOf("Asia/Calcutta")?.id).toBe("kolkata");
    expect(zoneOptionOf("Asia/Tokyo")).toBeUndefined();
  });
});

describe("the page cache knows which parameters this tool reads on the server", () => {
  it("every parameter a choice is written to is one the page cache renders for its visitor", () => {
    const search = settingsToSearch({ platform: "tiktok", audience: "Europe/London", display: "Asia/Dubai", fridayWeekend: true });
    const written = [...new URLSearchParams(search).keys()];
    expect(written.length).toBe(4);
    expect(written.every((name) => (postingTimesParams as readonly string[]).includes(name))).toBe(true);
    // And nothing else changes the choice: an unknown parameter leaves the default.
    expect(parseSettings(new URLSearchParams("utm_source=x&ref=y")).settings).toEqual(parseSettings(new URLSearchParams()).settings);
  });
});
