import { describe, expect, it } from "vitest";
import { formatsFor } from "./studio-formats";

describe("the studio's numbers and dates", () => {
  it("in English: rates, day ranges, moments in Baghdad and lists", () => {
    const en = formatsFor("en");
    expect(en.rate(1, 8)).toBe("12.5%");
    expect(en.rate(0, 0)).toBe("—");
    expect(en.number(12345)).toBe("12,345");
    expect(en.range("2026-11-18", "2026-11-24")).toBe("18 Nov – 24 Nov 2026");
    expect(en.range("2025-12-01", "2026-01-31")).toBe("1 Dec 2025 – 31 Jan 2026");
    expect(en.range("2026-11-24", "2026-11-24")).toBe("24 Nov 2026");
    expect(en.dateTime("2026-11-24T21:30:00Z")).toBe("25 Nov 2026, 00:30");
    expect(en.time("2026-11-24T21:30:00Z")).toBe("00:30");
    expect(en.list(["Web design", "Ads", "Branding"])).toBe("Web design, Ads and Branding");
  });

  it("in Arabic: Iraqi month names, Western digits (ADR 020), Arabic joins", () => {
    const ar = formatsFor("ar");
    expect(ar.number(12345)).toBe("12,345");
    expect(ar.rate(1, 8)).toMatch(/^12\.5\u200e?%\u200e?$/);
    expect(ar.range("2026-11-18", "2026-11-24")).toBe("18 تشرين الثاني – 24 تشرين الثاني 2026");
    expect(ar.range("2026-11-24", "2026-11-24")).toBe("24 تشرين الثاني 2026");
    expect(ar.dateTime("2026-11-24T21:30:00Z")).toBe("25 تشرين الثاني 2026، 12:30 ص");
    expect(ar.list(["تصميم المواقع", "الإعلانات", "الهوية"])).toBe("تصميم المواقع والإعلانات والهوية");
    for (const text of [ar.number(9876543), ar.dateTime("2026-01-09T09:09:00Z"), ar.day("2026-03-07")]) expect(text).not.toMatch(/[٠-٩]/);
  });
});
