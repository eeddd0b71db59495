import { describe, expect, it } from "vitest";
import arTexts from "../../../../core/locales/ar/tool-posting-times.json";
import enTexts from "../../../../core/locales/en/tool-posting-times.json";
import { defaultPlatform, parsePlatform, platformIds, postingTimes } from "./data";
import { zoneOptions } from "./schedule";
import { isValidTimeZone } from "./time-zones";

describe.each(platformIds)("posting-time data for %s", (id) => {
  const times = postingTimes[id];

  it("cites one source with a publisher, title, year and address", () => {
    expect(times.source.name.trim()).not.toBe("");
    expect(times.source.title.trim()).not.toBe("");
    expect(times.source.year).toBeGreaterThanOrEqual(2015);
    expect(times.source.year).toBeLessThanOrEqual(new Date().getFullYear());
    // Shown as text: a bare host and path, no scheme to click or fetch.
    expect(times.source.url).toMatch(/^[a-z0-9.-]+\.[a-z]{2,}\/\S*$/);
    expect(times.analytics.trim()).not.toBe("");
  });

  it("has whole-hour windows inside a day, on real weekdays", () => {
    for (const window of times.windows) {
      expect(Number.isInteger(window.from) && Number.isInteger(window.to)).toBe(true);
      expect(window.from).toBeGreaterThanOrEqual(0);
      expect(window.to).toBeLessThanOrEqual(24);
      expect(window.to).toBeGreaterThan(window.from);
      expect(window.days.length).toBeGreaterThan(0);
      for (const day of window.days) expect([0, 1, 2, 3, 4, 5, 6]).toContain(day);
    }
  });

  it("gives hours unless the source itself gives none, and keeps best and weakest days apart", () => {
    if (times.source.method === "guidance") {
      expect(times.windows).toEqual([]);
      expect(times.bestDays).toEqual([]);
    } else {
      expect(times.windows.length).toBeGreaterThan(0);
      expect(times.bestDays.length).toBeGreaterThan(0);
      const windowDays = new Set(times.windows.flatMap((window) => window.days));
      for (const day of times.bestDays) expect(windowDays.has(day), `best day ${day} has hours`).toBe(true);
    }
    if (times.weakestDay !== null) expect(times.bestDays).not.toContain(times.weakestDay);
  });

  it("has a name in both languages", () => {
    expect(arTexts.platforms[id].trim()).not.toBe("");
    expect(enTexts.platforms[id].trim()).not.toBe("");
  });
});

describe("platforms and zones", () => {
  it("covers the seven platforms the tool offers, with Facebook first by default", () => {
    expect([...platformIds].sort()).toEqual(["facebook", "instagram", "linkedin", "snapchat", "tiktok", "x", "youtube"]);
    expect(defaultPlatform).toBe("facebook");
    expect(parsePlatform("YouTube")).toBe("youtube");
    expect(parsePlatform("orkut")).toBeNull();
    expect(parsePlatform("")).toBeNull();
  });

  it("offers only zones the runtime knows, each with a city name in both languages", () => {
    for (const option of zoneOptions) {
      expect(isValidTimeZone(option.zone), option.zone).toBe(true);
      expect(arTexts.cities[option.id].trim()).not.toBe("");
      expect(enTexts.cities[option.id].trim()).not.toBe("");
    }
  });
});
